import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CartIcon, CloseIcon } from "../icons.tsx";
import s from "./widgets.module.css";

/** Spec point 2: a 400px drawer from the inline end that locks page scroll while open. */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("shell");

  useEffect(() => {
    if (!open) return;
    document.body.classList.add("scroll-locked");
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.classList.remove("scroll-locked");
      document.removeEventListener("keydown", onKey);
    };
  }, [open, onClose]);

  return (
    <div className={`${s.drawerRoot} ${open ? s.drawerOpen : ""}`} aria-hidden={!open}>
      <div className={s.scrim} onClick={onClose} role="presentation" />
      <aside className={s.drawer} role="dialog" aria-modal="true" aria-label={t("cart.title")} inert={!open}>
        <header className={s.drawerHead}>
          <h2 className={s.drawerTitle}>{t("cart.title")}</h2>
          <button type="button" className={s.iconBtn} aria-label={t("common.close")} onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </header>
        <div className={s.drawerEmpty}>
          <span className={s.emptyIcon}>
            <CartIcon size={40} />
          </span>
          <p className={s.emptyTitle}>{t("cart.empty")}</p>
          <p className={s.emptyText}>{t("cart.emptyHint")}</p>
          <Link to="/commodity" className={s.primaryBtn} onClick={onClose}>
            {t("cart.browse")}
          </Link>
        </div>
      </aside>
    </div>
  );
}
