import s from "./controls.module.css";

/** An on/off switch (a listing on or off the shelf); a real checkbox underneath, so keys and readers work. */
export function Switch({
  checked,
  onChange,
  label,
  disabled = false,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Read by screen readers (the goods' name). */
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <label className={`${s.switch} ${disabled ? s.switchDisabled : ""}`}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <span className={s.track} aria-hidden="true">
        <span className={s.thumb} />
      </span>
    </label>
  );
}
