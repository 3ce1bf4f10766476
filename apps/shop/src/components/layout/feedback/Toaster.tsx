import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon } from "../icons.tsx";
import { type ToastKind, useToasts } from "./toast.ts";
import s from "./feedback.module.css";

const ICONS: Record<ToastKind, typeof InfoIcon> = {
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

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
            style={{ insetBlockStart: t.offset + i * 56 }}
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
