import { TOAST_ICONS, toastRole, useToasts } from "@mall/ui";
import s from "./feedback.module.css";

/** The first toast's distance from the top of the window; each further one drops by a toast's height. */
const FIRST_AT = 20;
const STEP = 56;

/** The storefront's look for the shared toast store (@mall/ui): centred cards that stack downwards. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className={s.toasts} aria-live="polite">
      {toasts.map((t, i) => {
        const Icon = TOAST_ICONS[t.kind];
        return (
          <div
            key={t.id}
            className={`${s.toast} ${s[t.kind]}`}
            role={toastRole(t.kind)}
            style={{ insetBlockStart: FIRST_AT + i * STEP }}
            data-kind={t.kind}
          >
            <Icon size={18} />
            <span>{t.text}</span>
          </div>
        );
      })}
    </div>
  );
}
