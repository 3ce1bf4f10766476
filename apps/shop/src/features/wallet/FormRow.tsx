import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formStyles as f } from "../account/index.ts";
import s from "./forms.module.css";
import type { Problem } from "./money-input.ts";

/** A problem in the reader's language (wallet.problems.*, with the values its sentence shows). */
export function useProblemText() {
  const { t } = useTranslation("account");
  return (p: Problem) => t(`wallet.problems.${p.key}`, p.values ?? {});
}

/**
 * One labelled row of a wallet form (the account forms' look): the control, then its problem or a hint. The
 * control names `${id}-problem` / `${id}-hint` with aria-describedby.
 */
export function FormRow({
  id,
  label,
  problem,
  hint,
  optional,
  children,
}: {
  id: string;
  label: ReactNode;
  problem?: Problem | undefined;
  hint?: ReactNode;
  /** The "optional" mark's text, when the row may stay empty. */
  optional?: string;
  children: ReactNode;
}) {
  const text = useProblemText();
  return (
    <div className={`${f.field} ${problem ? f.invalid : ""}`}>
      <label className={f.label} htmlFor={id}>
        {label}
        {optional && <span className={s.optional}> ({optional})</span>}
      </label>
      <div className={f.control}>{children}</div>
      {problem ? (
        <p className={f.problem} id={`${id}-problem`} role="alert" data-testid={`${id}-problem`}>
          {text(problem)}
        </p>
      ) : hint ? (
        <p className={f.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of a control inside a FormRow. */
export const described = (id: string, problem: Problem | undefined, hint: boolean) => ({
  id,
  "aria-invalid": problem ? true : undefined,
  "aria-describedby": problem ? `${id}-problem` : hint ? `${id}-hint` : undefined,
});

/** A numbered step of a wallet form: its title, then its fields. */
export function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <fieldset className={s.step}>
      <legend className={s.stepTitle}>
        <span className={s.stepNo} aria-hidden="true">
          {n}
        </span>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
