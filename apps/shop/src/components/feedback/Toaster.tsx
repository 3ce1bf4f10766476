import { type ToastKind, useToasts } from "@mall/ui";
import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon } from "../icons.tsx";
import s from "./feedback.module.css";

const ICONS: Record<ToastKind, typeof InfoIcon> = {
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

/** The first toast's distance from the top of the window; each further one drops by a toast's height. */
const FIRST_AT = 20;
const STEP = 56;

/** The storefront's look for the shared toast store (@mall/ui): centred cards that stack downwards. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className={s.toasts} aria-live="polite">
      {toasts.map((t, i) => {
        const Icon = ICONS[t.kind];
        return (
          <div
            key={t.id}
            className={`${s.toast} ${s[t.kind]}`}
            role={t.kind === "error" || t.kind === "warning" ? "alert" : "status"}
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
