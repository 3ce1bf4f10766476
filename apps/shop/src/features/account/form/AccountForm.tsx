import type { FormEvent, ReactNode } from "react";
import s from "./form.module.css";
import { FormAlert, SubmitButton } from "./FormAlert.tsx";

/** An account form: the server's refusal on top, the fields, then the submit button, busy while it runs. */
export function AccountForm({
  form,
  onSubmit,
  submit,
  danger,
  children,
}: {
  form: { serverError: unknown; busy: boolean };
  onSubmit: (e: FormEvent) => void;
  /** The submit button's words. */
  submit: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <form className={s.form} onSubmit={onSubmit} noValidate>
      <FormAlert error={form.serverError} />
      {children}
      <SubmitButton busy={form.busy} danger={danger}>
        {submit}
      </SubmitButton>
    </form>
  );
}
