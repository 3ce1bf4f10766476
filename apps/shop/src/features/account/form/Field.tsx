import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Problem } from "../validation.ts";
import s from "./form.module.css";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> & {
  value: string;
  onValue: (v: string) => void;
};

/** One labelled form row: the control, then either its problem or a hint. */
export function Field({
  label,
  problem,
  hint,
  children,
  id,
}: {
  label: string;
  problem?: Problem | undefined;
  hint?: ReactNode;
  id: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  return (
    <div className={`${s.field} ${problem ? s.invalid : ""}`}>
      <label className={s.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {problem ? (
        <p className={s.problem} id={`${id}-problem`} role="alert">
          {t(`validation.${problem}`)}
        </p>
      ) : hint ? (
        <p className={s.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A text field wired to a Field row (ids, aria-invalid, aria-describedby). */
export function TextField({
  label,
  problem,
  hint,
  value,
  onValue,
  start,
  end,
  ...rest
}: InputProps & {
  label: string;
  problem?: Problem | undefined;
  hint?: ReactNode;
  /** Shown before / after the input inside the same row (an area code, a "send code" button). */
  start?: ReactNode;
  end?: ReactNode;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} problem={problem} hint={hint}>
      <div className={s.control}>
        {start}
        <input
          id={id}
          className={s.input}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : hint ? `${id}-hint` : undefined}
          {...rest}
        />
        {end}
      </div>
    </Field>
  );
}

/** A password field with a show/hide switch. */
export function PasswordField(props: InputProps & { label: string; problem?: Problem | undefined; hint?: ReactNode }) {
  const { t } = useTranslation("account");
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="off"
      end={
        <button
          type="button"
          className={s.reveal}
          onClick={() => setShown((v) => !v)}
          aria-label={t(shown ? "form.hidePassword" : "form.showPassword")}
          aria-pressed={shown}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

const EyeIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const EyeOffIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
);
