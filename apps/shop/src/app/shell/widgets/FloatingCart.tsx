import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CartIcon } from "../../../components/icons.tsx";
import { cart, useCart } from "../../../features/cart/cart-store.ts";
import { CartDrawer } from "./CartDrawer.tsx";
import s from "./widgets.module.css";

/** The floating cart button with the number of lines; it opens the cart drawer. */
export function FloatingCart() {
  const { t } = useTranslation("shell");
  const { items, drawerOpen, added } = useCart();
  const count = items.length;
  const [bump, setBump] = useState(false);
  const seen = useRef(added);

  // A line just added: the badge pops once so the eye finds where it went.
  useEffect(() => {
    if (added === seen.current) return;
    seen.current = added;
    setBump(true);
    const id = window.setTimeout(() => setBump(false), 600);
    return () => window.clearTimeout(id);
  }, [added]);

  // The drawer belongs to the pages that show this button; leaving them closes it.
  useEffect(() => () => cart.closeDrawer(), []);

  return (
    <>
      <button
        type="button"
        className={`${s.cartFab} ${bump ? s.cartFabBump : ""}`}
        onClick={cart.openDrawer}
        aria-label={t("cart.open")}
        data-testid="cart-fab"
      >
        <CartIcon size={24} />
        {count > 0 && (
          <span className={s.fabBadge} data-testid="cart-count">
            {count > 99 ? "99+" : count}
          </span>
        )}
      </button>
      <CartDrawer open={drawerOpen} onClose={cart.closeDrawer} />
    </>
  );
}
