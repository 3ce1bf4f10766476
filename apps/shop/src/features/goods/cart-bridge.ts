import type { GoodsVo } from "@mall/contract";
import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router";
import { type CartItem, cart, NO_SKU } from "../cart/index.ts";
import type { Sku } from "./sku.ts";

/** What the product page hands to the cart: the detail object plus the chosen sku and count (contract 2.7). */
export type CartLine = { goods: GoodsVo; sku: Sku | undefined; skuName: string; count: number; image: string };

/** The cart item of spec point 3 for a product page choice; `price` is what the page showed for it. */
export function toCartItem(line: CartLine, now = Date.now()): CartItem {
  const { goods, sku } = line;
  const selling = sku ? (sku.sellingPrice ?? sku.price) : goods.sellingPrice;
  const discount = sku ? sku.discountPrice : goods.discountPrice;
  return {
    Identifier: now,
    // The cart keeps its own numeric ids (cart-logic.ts); the wire sends ids as text.
    sellerGoodsId: Number(goods.id),
    skuId: sku ? Number(sku.skuId) : NO_SKU,
    name: goods.name,
    checkAttrName: line.skuName,
    imgUrl1: line.image || goods.imgUrl1,
    price: discount !== null && discount > 0 && discount < selling ? discount : selling,
    discountPrice: discount,
    sellingPrice: selling,
    freightAmount: goods.freightAmount,
    goodsTax: goods.goodsTax,
    buyMin: goods.buyMin,
    count: line.count,
    checked: true,
    seller: { id: Number(goods.sellerId), name: goods.seller?.name ?? "" },
  };
}

/**
 * "Add to cart" puts the line in the browser cart (guests too: their cart joins their account's at login);
 * "buy now" hands that one line to /settlement without touching the cart.
 */
export function useCartActions() {
  const navigate = useNavigate();
  /** Resolves true once the line is in the cart. */
  const addToCart = useCallback(async (line: CartLine): Promise<boolean> => {
    await cart.add(toCartItem(line));
    return true;
  }, []);
  // The hand-over module reads the order contract (and with it zod): fetched on the click, not with the page.
  const buyNow = useCallback(
    (line: CartLine): void => {
      const item = toCartItem(line);
      void import("../cart/index.ts").then(({ saveHandoff }) => {
        saveHandoff({ source: "buyNow", items: [item] });
        navigate("/settlement");
      });
    },
    [navigate],
  );
  return useMemo(() => ({ addToCart, buyNow }), [addToCart, buyNow]);
}
