import { toast } from "@mall/ui";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type CartItem, totalsOf } from "./cart-logic.ts";
import { cart } from "./cart-store.ts";
import { saveHandoff } from "./handoff.ts";

/**
 * Spec point 4, checkout from the cart: the checked lines become the checked products for payment and the
 * buyer goes to /settlement (which groups them by store). None checked → the noGoodsSelected error; a zero
 * total → nothing happens. The mobile cart hands over the same way to its own settlement page (`to`).
 */
export function useCartCheckout(to = "/settlement") {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (items: CartItem[]) => {
      const chosen = items.filter((i) => i.checked);
      if (!chosen.length) return void toast.error(t("errors:noGoodsSelected"));
      if (totalsOf(chosen).total <= 0n) return;
      saveHandoff({ source: "cart", items: chosen });
      cart.closeDrawer();
      navigate(to);
    },
    [t, navigate, to],
  );
}
