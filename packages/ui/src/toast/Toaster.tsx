import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from "../icons.tsx";
import { useUiText } from "../text.tsx";
import { type ToastKind, toast, useToasts } from "./toast.ts";
import s from "./Toaster.module.css";

const ICONS: Record<ToastKind, typeof InfoIcon> = {
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

/** Renders the toasts; mount once per app. */
export function Toaster() {
  const toasts = useToasts();
  const text = useUiText();
  return (
    <div className={s.stack} aria-live="polite">
      {toasts.map((t) => {
        const Icon = ICONS[t.kind];
        return (
          <div
            key={t.id}
            className={`${s.toast} ${s[t.kind]}`}
            role={t.kind === "error" || t.kind === "warning" ? "alert" : "status"}
            data-kind={t.kind}
          >
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
