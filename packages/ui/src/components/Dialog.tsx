import { CloseIcon } from "../icons.tsx";
import { useUiText } from "../text.tsx";
import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import s from "./Dialog.module.css";

/**
 * A modal window (confirmations, small forms) or, with `side`, a drawer along the inline end (details).
 * Escape and a click on the backdrop close it; focus moves in on open and back to where it was on close.
 * On phones (below 640px) the window is a sheet along the bottom of the screen and the drawer covers it.
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  footer,
  children,
  side = false,
  width,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  footer?: ReactNode;
  children?: ReactNode;
  side?: boolean;
  /** CSS inline size of the window (a phone's sheet and drawer take the whole width whatever it says). */
  width?: string;
  testId?: string;
}) {
  const text = useUiText();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so an inline arrow does not re-run the focus effect on every render.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close.current();
    };
    document.addEventListener("keydown", onKey);
    const first = panel.current?.querySelector<HTMLElement>("[data-autofocus], input, textarea, select");
    (first ?? panel.current)?.focus();
    return () => {
      document.removeEventListener("keydown", onKey);
      before?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className={`${s.backdrop} ${side ? s.sideBackdrop : ""}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={side ? s.drawer : s.dialog}
        style={width ? ({ "--dialog-w": width } as CSSProperties) : undefined}
        data-testid={testId}
      >
        <header className={s.head}>
          <div className={s.titles}>
            <h2 id={titleId} className={s.title}>
              {title}
            </h2>
            {description && <div className={s.description}>{description}</div>}
          </div>
          <button type="button" className={s.close} onClick={onClose} aria-label={text.close}>
            <CloseIcon size={18} />
          </button>
        </header>
        <div className={s.body}>{children}</div>
        {footer && <footer className={s.foot}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
