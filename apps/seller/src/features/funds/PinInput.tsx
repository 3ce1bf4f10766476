import { SAFEWORD_PATTERN } from "@mall/contract";
import s from "./withdraw.module.css";

/** The fund password's length (the contract's pattern: six digits). */
export const PIN_LENGTH = 6;
export const isFullPin = (v: string) => SAFEWORD_PATTERN.test(v);

/**
 * Six boxes over one numeric field, as the shop's pay dialog: paste and the keyboard both work, and the digits
 * are never shown.
 */
export function PinInput({
  id,
  value,
  onValue,
  describedBy,
  invalid,
}: {
  id: string;
  value: string;
  onValue: (v: string) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  return (
    <div className={s.pin} dir="ltr" data-invalid={invalid || undefined}>
      <input
        id={id}
        className={s.pinInput}
        value={value}
        onChange={(e) => onValue(e.target.value.replace(/\D/g, "").slice(0, PIN_LENGTH))}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
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
