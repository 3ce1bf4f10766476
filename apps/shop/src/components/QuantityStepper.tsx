import { clampQuantity } from "../lib/quantity.ts";
import { useEffect, useState } from "react";
import { MinusIcon, PlusIcon } from "./goods/icons.tsx";

/**
 * A whole number of units within the bounds: minus and plus step by one, typing is free and the value is
 * clamped when the field is left (or on Enter). The look is the caller's (`className` on the frame).
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  className,
  label,
  decreaseLabel,
  increaseLabel,
  iconSize,
  maxDigits,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  className: string | undefined;
  /** Names the field. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  iconSize: number;
  /** How many digits may be typed at most; no limit when left out. */
  maxDigits?: number;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const n = clampQuantity(Number.parseInt(raw, 10), { min, max });
    setText(String(n));
    onChange(n);
  };
  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => onChange(clampQuantity(value - 1, { min, max }))}
        disabled={value <= min}
        aria-label={decreaseLabel}
      >
        <MinusIcon size={iconSize} />
      </button>
      <input
        inputMode="numeric"
        aria-label={label}
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, "").slice(0, maxDigits))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget.value);
        }}
      />
      <button
        type="button"
        onClick={() => onChange(clampQuantity(value + 1, { min, max }))}
        disabled={value >= max}
        aria-label={increaseLabel}
      >
        <PlusIcon size={iconSize} />
      </button>
    </div>
  );
}
