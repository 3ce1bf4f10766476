import { ErrorIcon } from "@mall/ui";
import s from "./FormAlert.module.css";

/** A failure that belongs to the whole form (a refused login, a server error), above the submit button. */
export function FormAlert({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <div className={s.alert} role="alert">
      <ErrorIcon size={18} />
      <span>{children}</span>
    </div>
  );
}
