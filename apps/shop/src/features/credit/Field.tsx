import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formStyles as f } from "../account/index.ts";
import type { Problem } from "./loan-terms.ts";

/** A problem in the reader's language (credit:credit.problems.*, with the values its sentence shows). */
export function useProblemText() {
  const { t } = useTranslation(["credit", "pages"]);
  return (p: Problem) => t(`credit.problems.${p.key}`, p.values ?? {});
}

/**
 * One labelled row of the application (the account forms' look): the control, then its problem or a hint.
 * The control names `${id}-problem` / `${id}-hint` with aria-describedby (see `described`).
 */
export function Field({
  id,
  label,
  problem,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  problem?: Problem | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const text = useProblemText();
  return (
    <div className={`${f.field} ${problem ? f.invalid : ""}`}>
      <label className={f.label} htmlFor={id}>
        {label}
      </label>
      <div className={f.control}>{children}</div>
      {problem ? (
        <p className={f.problem} id={`${id}-problem`} role="alert">
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

/** The aria attributes of a control inside a Field. */
export const described = (id: string, problem: Problem | undefined, hint: boolean) => ({
  id,
  "aria-invalid": problem ? true : undefined,
  "aria-describedby": problem ? `${id}-problem` : hint ? `${id}-hint` : undefined,
});
