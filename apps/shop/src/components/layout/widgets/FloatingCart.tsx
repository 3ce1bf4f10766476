import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { CartIcon } from "../icons.tsx";
import { CartDrawer } from "./CartDrawer.tsx";
import s from "./widgets.module.css";

/** The cart is empty until the cart feature lands; the count then comes from it. */
export function FloatingCart() {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const count = 0;
  return (
    <>
      <button type="button" className={s.cartFab} onClick={() => setOpen(true)} aria-label={t("cart.open")}>
        <CartIcon size={24} />
        {count > 0 && <span className={s.fabBadge}>{count}</span>}
      </button>
      <CartDrawer open={open} onClose={close} />
    </>
  );
}
