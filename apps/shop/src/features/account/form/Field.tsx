import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Problem } from "../validation.ts";
import s from "./form.module.css";
import { EyeIcon, EyeOffIcon } from "./icons.tsx";
import type { FieldBinding } from "./useForm.ts";

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

/**
 * A new password and the same again, as the server names them (password, re_password), with the password
 * rule as the hint and "new-password" for the browser's password manager.
 */
export function NewPasswordFields({
  password,
  again,
  text,
}: {
  password: FieldBinding;
  again: FieldBinding;
  text: { password: string; passwordPlaceholder: string; again: string; againPlaceholder: string };
}) {
  const { t } = useTranslation("account");
  return (
    <>
      <PasswordField
        label={text.password}
        placeholder={text.passwordPlaceholder}
        {...password}
        hint={t("register.passwordHint")}
        autoComplete="new-password"
        name="password"
      />
      <PasswordField
        label={text.again}
        placeholder={text.againPlaceholder}
        {...again}
        autoComplete="new-password"
        name="re_password"
      />
    </>
  );
}

/**
 * The 6-digit verification code, with the button that sends it and counts down before it may be sent again
 * (registration and the forgotten password).
 */
export function CodeField({
  code,
  onSend,
  sending,
  secondsLeft,
}: {
  code: FieldBinding;
  onSend: () => void;
  sending: boolean;
  secondsLeft: number;
}) {
  const { t } = useTranslation("account");
  return (
    <TextField
      label={t("register.code")}
      placeholder={t("register.codePlaceholder")}
      {...code}
      inputMode="numeric"
      autoComplete="one-time-code"
      name="verifcode"
      end={
        <button type="button" className={s.sideButton} onClick={onSend} disabled={sending || secondsLeft > 0}>
          {secondsLeft > 0 ? t("register.resendIn", { s: secondsLeft }) : t("register.sendCode")}
        </button>
      }
    />
  );
}

/** The sign-in name (a username, e-mail or phone), as the login and the forgotten password ask for it. */
export function AccountNameField({ name }: { name: FieldBinding }) {
  const { t } = useTranslation("account");
  return (
    <TextField
      label={t("login.account")}
      placeholder={t("login.accountPlaceholder")}
      {...name}
      hint={t("login.accountHint")}
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      name="username"
    />
  );
}
