import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId, useState } from "react";
import { EyeIcon, EyeOffIcon } from "../icons.tsx";
import { useUiText } from "../text.tsx";
import s from "./Field.module.css";

export type FieldProps = {
  label: ReactNode;
  /** Shown under the control in red; also marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Right-aligned text beside the label (a counter such as "120 / 1000"). */
  aside?: ReactNode;
  /** Receives the ids to put on the control so the label, hint and error are tied to it. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
};

/** A labelled form control with its hint and error message. */
export function Field({ label, error, hint, required, aside, children, className }: FieldProps) {
  const id = useId();
  const msgId = `${id}-msg`;
  const hasMsg = Boolean(error || hint);
  return (
    <div className={`${s.field} ${className ?? ""}`} data-invalid={error ? "true" : undefined}>
      <div className={s.labelRow}>
        <label htmlFor={id} className={s.label}>
          {label}
          {required && (
            <span className={s.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
        {aside && <span className={s.aside}>{aside}</span>}
      </div>
      {children({ id, describedBy: hasMsg ? msgId : undefined, invalid: Boolean(error) })}
      {error ? (
        <p id={msgId} className={s.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={msgId} className={s.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Text follows its own direction (dir="auto"), so a Latin name stays readable on a right-to-left page. */
export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`${s.input} ${className ?? ""}`} dir="auto" {...rest} />;
}

/** A password input with a show/hide toggle. */
export function PasswordInput({ className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [shown, setShown] = useState(false);
  const text = useUiText();
  return (
    <div className={s.withButton}>
      <input className={`${s.input} ${className ?? ""}`} type={shown ? "text" : "password"} {...rest} />
      <button
        type="button"
        className={s.inputButton}
        onClick={() => setShown((v) => !v)}
        aria-label={shown ? text.hidePassword : text.showPassword}
        aria-pressed={shown}
      >
        {shown ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </button>
    </div>
  );
}

export function TextArea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={`${s.input} ${s.textarea} ${className ?? ""}`} dir="auto" {...rest} />;
}
