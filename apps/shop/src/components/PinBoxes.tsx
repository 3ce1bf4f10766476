import { useEffect, useRef } from "react";
import s from "./PinBoxes.module.css";

/** The fund password is exactly 6 digits (spec point 5). */
export const PIN_LENGTH = 6;

/**
 * The fund password as six boxes over one numeric field (the pay dialog, the withdrawal form, the loan
 * repayment): paste and the keyboard both work, and the digits are never shown.
 */
export function PinBoxes({
  value,
  onValue,
  label,
  id,
  disabled = false,
  autoFocus = false,
  invalid = false,
  describedBy,
}: {
  value: string;
  onValue: (v: string) => void;
  /** The field's accessible name when no <label> points at `id`. */
  label?: string;
  id?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <div className={`${s.pin} ${invalid ? s.invalid : ""}`} dir="ltr">
      <input
        ref={ref}
        id={id}
        className={s.pinInput}
        value={value}
        onChange={(e) => onValue(e.target.value.replace(/\D/g, "").slice(0, PIN_LENGTH))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        aria-label={label}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        data-testid="fund-password"
      />
      {Array.from({ length: PIN_LENGTH }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
        <span key={i} className={`${s.pinBox} ${i === value.length ? s.pinBoxActive : ""}`} aria-hidden="true">
          {i < value.length ? <span className={s.pinDot} /> : null}
        </span>
      ))}
    </div>
  );
}
