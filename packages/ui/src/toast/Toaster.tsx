import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from "../icons.tsx";
import { useUiText } from "../text.tsx";
import { type ToastKind, toast, useToasts } from "./toast.ts";
import s from "./Toaster.module.css";

/** Each kind of toast's picture. */
export const TOAST_ICONS: Record<ToastKind, typeof InfoIcon> = {
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

/** Errors and warnings are announced at once (alert); the rest politely (status). */
export const toastRole = (kind: ToastKind) => (kind === "error" || kind === "warning" ? "alert" : "status");

/** Renders the toasts; mount once per app. */
export function Toaster() {
  const toasts = useToasts();
  const text = useUiText();
  return (
    <div className={s.stack} aria-live="polite">
      {toasts.map((t) => {
        const Icon = TOAST_ICONS[t.kind];
        return (
          <div key={t.id} className={`${s.toast} ${s[t.kind]}`} role={toastRole(t.kind)} data-kind={t.kind}>
            <Icon size={18} className={s.icon} />
            <span className={s.text}>{t.text}</span>
            <button type="button" className={s.close} aria-label={text.close} onClick={() => toast.dismiss(t.id)}>
              <CloseIcon size={14} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
