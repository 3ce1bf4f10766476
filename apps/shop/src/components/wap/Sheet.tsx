import { type ReactNode, useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import s from "./wap.module.css";

/** A bottom sheet: what a dialog is on the desktop (a picker, a confirmation, a form) slides up from below. */
export function Sheet(p: { open: boolean; title: ReactNode; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation("wap");
  const id = useId();
  useEffect(() => {
    if (!p.open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && p.onClose();
    document.addEventListener("keydown", onKey);
    document.body.classList.add("scroll-locked");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("scroll-locked");
    };
  }, [p.open, p.onClose]);
  if (!p.open) return null;
  return (
    <div className={s.sheetBackdrop} onClick={p.onClose} role="presentation">
      <section
        className={s.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.stopPropagation()}
      >
        <header className={s.sheetHead}>
          <h2 id={id} className={s.sheetTitle}>
            {p.title}
          </h2>
          <button type="button" className={s.sheetClose} aria-label={t("close")} onClick={p.onClose}>
            ×
          </button>
        </header>
        <div className={s.sheetBody}>{p.children}</div>
      </section>
    </div>
  );
}
