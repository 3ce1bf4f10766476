import { type Cents, parseCents } from "@mall/contract";
import { clampQuantity, quantityBounds } from "../goods/index.ts";

/**
 * The cart as spec point 3 describes a cart item, kept per user code in the browser (contract 2.7). This
 * module is pure: the store (cart-store.ts) persists what these functions return.
 */
export type CartItem = {
  /** When the line was first added (the original's `Identifier`); a stable key for the line. */
  Identifier: number;
  sellerGoodsId: number;
  /** -1 when the goods have no SKU, as order!submit expects it. */
  skuId: number;
  name: string;
  /** The chosen attribute values, "Red / XL". */
  checkAttrName: string;
  imgUrl1: string;
  /** The price shown when the line was added (the chosen SKU's); first in the fallback order. */
  price: number | null;
  discountPrice: number | null;
  sellingPrice: number;
  /** Per unit, so the settlement can show freight and tax before the server confirms them. */
  freightAmount: number;
  goodsTax: number;
  buyMin: number;
  count: number;
  checked: boolean;
  seller: { id: number; name: string };
};

/** The lines of one store, in the order the store first appears in the cart. */
export type StoreGroup = { seller: CartItem["seller"]; items: CartItem[] };

export type CartTotals = {
  /** Checked lines and the units they hold. */
  lines: number;
  units: number;
  goods: Cents;
  freight: Cents;
  tax: Cents;
  total: Cents;
};

export const NO_SKU = -1;

/** Dexie key of contract 2.7: per user code when logged in, else the guest cart. */
export const cartKey = (usercode: string | null | undefined): string =>
  usercode ? `ES_SHOP_CART_${usercode}` : "ES_SHOP_CART";

/** Same goods and same SKU are one line. */
export const sameLine = (a: Pick<CartItem, "sellerGoodsId" | "skuId">, b: Pick<CartItem, "sellerGoodsId" | "skuId">) =>
  a.sellerGoodsId === b.sellerGoodsId && a.skuId === b.skuId;

const positive = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;

/** Spec point 3: the line's `price`, then its discount price, then its selling price. */
export function unitPrice(item: Pick<CartItem, "price" | "discountPrice" | "sellingPrice">): number {
  if (positive(item.price)) return item.price;
  if (positive(item.discountPrice)) return item.discountPrice;
  return positive(item.sellingPrice) ? item.sellingPrice : 0;
}

const cents = (n: number): Cents => parseCents(n) ?? 0n;

/** unit × count, on integer cents (money is never a float). */
export const lineTotal = (item: CartItem): Cents => cents(unitPrice(item)) * BigInt(item.count);

/** Spec point 5: an integer from max(buyMin, 1) to maxBuy. */
export const boundsOf = (item: Pick<CartItem, "buyMin">, maxBuy: number) => quantityBounds(item.buyMin, maxBuy);

export const clampCount = (item: Pick<CartItem, "buyMin">, count: number, maxBuy: number) =>
  clampQuantity(count, boundsOf(item, maxBuy));

/**
 * Adds a line. The same goods and SKU again raises the count (capped) and takes the newer name, picture and
 * prices; the line is checked again because the buyer just chose it.
 */
export function addItem(items: CartItem[], incoming: CartItem, maxBuy: number): CartItem[] {
  const at = items.findIndex((i) => sameLine(i, incoming));
  if (at < 0) return [...items, { ...incoming, count: clampCount(incoming, incoming.count, maxBuy) }];
  const prior = items[at] as CartItem;
  const next: CartItem = {
    ...incoming,
    Identifier: prior.Identifier,
    checked: true,
    count: clampCount(incoming, prior.count + incoming.count, maxBuy),
  };
  return items.map((i, n) => (n === at ? next : i));
}

export function setCount(items: CartItem[], identifier: number, count: number, maxBuy: number): CartItem[] {
  return items.map((i) => (i.Identifier === identifier ? { ...i, count: clampCount(i, count, maxBuy) } : i));
}

export const removeItems = (items: CartItem[], gone: (i: CartItem) => boolean): CartItem[] =>
  items.filter((i) => !gone(i));

/** The lines an order was placed for leave the cart; other lines of the same store stay. */
export const removeBought = (items: CartItem[], bought: Pick<CartItem, "sellerGoodsId" | "skuId">[]): CartItem[] =>
  removeItems(items, (i) => bought.some((b) => sameLine(i, b)));

export const setChecked = (items: CartItem[], which: (i: CartItem) => boolean, checked: boolean): CartItem[] =>
  items.map((i) => (which(i) && i.checked !== checked ? { ...i, checked } : i));

/**
 * At login the guest's cart joins the user's: counts of the same line are summed and capped, new lines
 * come after the user's own.
 */
export function mergeCarts(userItems: CartItem[], guestItems: CartItem[], maxBuy: number): CartItem[] {
  let merged = userItems;
  for (const g of guestItems) {
    const prior = merged.find((i) => sameLine(i, g));
    merged = prior
      ? merged.map((i) => (i === prior ? { ...i, count: clampCount(i, i.count + g.count, maxBuy) } : i))
      : [...merged, { ...g, count: clampCount(g, g.count, maxBuy) }];
  }
  return merged;
}

export function groupBySeller(items: CartItem[]): StoreGroup[] {
  const groups = new Map<number, StoreGroup>();
  for (const i of items) {
    const g = groups.get(i.seller.id);
    if (g) g.items.push(i);
    else groups.set(i.seller.id, { seller: i.seller, items: [i] });
  }
  return [...groups.values()];
}

/** Totals of the given lines (the caller passes the checked ones), computed on cents. */
export function totalsOf(items: CartItem[]): CartTotals {
  let goods = 0n;
  let freight = 0n;
  let tax = 0n;
  let units = 0;
  for (const i of items) {
    const n = BigInt(i.count);
    goods += lineTotal(i);
    freight += cents(i.freightAmount) * n;
    tax += cents(i.goodsTax) * n;
    units += i.count;
  }
  return { lines: items.length, units, goods, freight, tax, total: goods + freight + tax };
}

/** order!submit's `orderInfo`: `sellerGoodsId,skuId,quantity` triplets in one comma list. */
export const toOrderInfo = (items: CartItem[]): string =>
  items.map((i) => `${i.sellerGoodsId},${i.skuId},${i.count}`).join(",");

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const int = (v: unknown, min: number): number | undefined =>
  typeof v === "number" && Number.isSafeInteger(v) && v >= min ? v : undefined;
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null);
const str = (v: unknown, max = 500): string => (typeof v === "string" ? v.slice(0, max) : "");

/**
 * Lines read back from browser storage, which anyone (an older version, an extension, a person with the
 * developer tools) may have written: anything that is not a usable line is dropped, duplicates are merged.
 */
export function parseCart(raw: unknown, maxBuy: number): CartItem[] {
  const list: unknown = typeof raw === "string" ? safeJson(raw) : raw;
  if (!Array.isArray(list)) return [];
  let items: CartItem[] = [];
  for (const [n, v] of list.slice(0, 500).entries()) {
    if (!isObj(v)) continue;
    const sellerGoodsId = int(v.sellerGoodsId, 1);
    const skuId = v.skuId === undefined || v.skuId === null ? NO_SKU : int(v.skuId, -1);
    const seller = isObj(v.seller) ? v.seller : undefined;
    const sellerId = int(seller?.id, 1);
    const sellingPrice = num(v.sellingPrice);
    if (!sellerGoodsId || skuId === undefined || skuId === 0 || !sellerId || sellingPrice === null) continue;
    const item: CartItem = {
      Identifier: int(v.Identifier, 0) ?? Date.now() + n,
      sellerGoodsId,
      skuId,
      name: str(v.name),
      checkAttrName: str(v.checkAttrName),
      imgUrl1: str(v.imgUrl1, 2000),
      price: num(v.price),
      discountPrice: num(v.discountPrice),
      sellingPrice,
      freightAmount: num(v.freightAmount) ?? 0,
      goodsTax: num(v.goodsTax) ?? 0,
      buyMin: int(v.buyMin, 1) ?? 1,
      count: typeof v.count === "number" ? v.count : 1,
      checked: v.checked !== false,
      seller: { id: sellerId, name: str(seller?.name, 200) },
    };
    items = mergeCarts(items, [item], maxBuy);
  }
  return items;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
