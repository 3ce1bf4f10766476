import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MinusIcon, PlusIcon } from "../../components/goods/icons.tsx";
import { clampQuantity } from "../goods/index.ts";
import s from "./cart.module.css";

/** A compact quantity control: whole numbers within the bounds; typed text is clamped when left. */
export function CartStepper({
  value,
  min,
  max,
  onChange,
  label,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  label: string;
}) {
  const { t } = useTranslation("checkout");
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const n = clampQuantity(Number.parseInt(raw, 10), { min, max });
    setText(String(n));
    if (n !== value) onChange(n);
  };
  return (
    <div className={s.stepper}>
      <button
        type="button"
        onClick={() => onChange(clampQuantity(value - 1, { min, max }))}
        disabled={value <= min}
        aria-label={t("cart.decrease")}
      >
        <MinusIcon size={12} />
      </button>
      <input
        inputMode="numeric"
        aria-label={label}
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, "").slice(0, 6))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget.value);
        }}
      />
      <button
        type="button"
        onClick={() => onChange(clampQuantity(value + 1, { min, max }))}
        disabled={value >= max}
        aria-label={t("cart.increase")}
      >
        <PlusIcon size={12} />
      </button>
    </div>
  );
}
