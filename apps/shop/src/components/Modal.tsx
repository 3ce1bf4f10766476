import { type FormEvent, type ReactNode, type SyntheticEvent, useEffect } from "react";
import { CloseIcon } from "./icons.tsx";

/** A dialog form's submit: the page stays, and submitting again while `busy` does nothing. */
export const whenIdle = (busy: boolean, run: () => void) => (e: FormEvent) => {
  e.preventDefault();
  if (!busy) run();
};

/**
 * A centred window over the dimmed page. Escape, a click outside and the close button dismiss it unless
 * `busy`; the page does not scroll while it is open. With `onSubmit` the window itself is the form. The look
 * is the caller's: `classes` names its overlay, window and close button.
 */
export function Modal({
  classes,
  titleId,
  busy,
  onClose,
  closeLabel,
  onSubmit,
  children,
}: {
  classes: { overlay: string | undefined; dialog: string | undefined; close: string | undefined };
  /** The id of the heading that names the window. */
  titleId: string;
  busy: boolean;
  onClose: () => void;
  closeLabel: string;
  onSubmit?: (e: FormEvent) => void;
  children: ReactNode;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && !busy && onClose();
    document.addEventListener("keydown", onKey);
    document.body.classList.add("scroll-locked");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("scroll-locked");
    };
  }, [busy, onClose]);

  const stop = (e: SyntheticEvent) => e.stopPropagation();
  const frame = {
    className: classes.dialog,
    role: "dialog",
    "aria-modal": "true",
    "aria-labelledby": titleId,
    onClick: stop,
    onKeyDown: stop,
  } as const;
  const content = (
    <>
      <button type="button" className={classes.close} onClick={onClose} disabled={busy} aria-label={closeLabel}>
        <CloseIcon size={18} />
      </button>
      {children}
    </>
  );
  return (
    <div className={classes.overlay} role="presentation" onClick={() => !busy && onClose()}>
      {onSubmit ? (
        <form {...frame} onSubmit={onSubmit} noValidate>
          {content}
        </form>
      ) : (
        <div {...frame}>{content}</div>
      )}
    </div>
  );
}
