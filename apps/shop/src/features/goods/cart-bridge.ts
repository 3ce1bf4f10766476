import type { GoodsVo } from "@mall/contract";
import { useNavigate } from "react-router";
import type { Sku } from "./sku.ts";

/** What the product page hands to the cart: the detail object plus the chosen sku and count (contract 2.7). */
export type CartLine = { goods: GoodsVo; sku: Sku | undefined; skuName: string; count: number; image: string };

/**
 * Stub until the cart feature lands: it should replace this module's body (same names) with the real
 * IndexedDB cart and the checkout hand-off. Until then "add to cart" adds nothing (and says so by
 * resolving false) and "buy now" opens
 * /settlement so the flow can be followed.
 */
export function useCartActions() {
  const navigate = useNavigate();
  return {
    /** Resolves true once the line is in the cart. */
    addToCart: (_line: CartLine): Promise<boolean> => Promise.resolve(false),
    buyNow: (_line: CartLine): void => {
      navigate("/settlement");
    },
  };
}
