import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../../components/icons.tsx";
import { useCart } from "../../../features/cart/cart-store.ts";
import s from "./widgets.module.css";

// The cart's contents load when the drawer first opens, not with every page's first paint.
const CartPanel = lazy(() => import("../../../features/cart/CartPanel.tsx").then((m) => ({ default: m.CartPanel })));

/** Spec point 2: a 400px drawer from the inline end that locks page scroll while open. */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("shell");
  const { items } = useCart();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

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
          <h2 className={s.drawerTitle}>
            {t("cart.title")}
            {items.length > 0 && <span className={s.drawerCount}>{items.length}</span>}
          </h2>
          <button type="button" className={s.iconBtn} aria-label={t("common.close")} onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </header>
        {opened && (
          <Suspense fallback={null}>
            <CartPanel onClose={onClose} />
          </Suspense>
        )}
      </aside>
    </div>
  );
}
