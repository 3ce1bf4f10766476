import { describe, expect, it } from "vitest";
import {
  addItem,
  type CartItem,
  cartKey,
  clampCount,
  groupBySeller,
  lineTotal,
  mergeCarts,
  parseCart,
  removeBought,
  setChecked,
  setCount,
  toOrderInfo,
  totalsOf,
  unitPrice,
} from "./cart-logic.ts";

let n = 0;
const item = (over: Partial<CartItem> = {}): CartItem => ({
  Identifier: ++n,
  sellerGoodsId: 10,
  skuId: -1,
  name: "Lamp",
  checkAttrName: "",
  imgUrl1: "/a.png",
  price: null,
  discountPrice: null,
  sellingPrice: 12.5,
  freightAmount: 1.99,
  goodsTax: 0.1,
  buyMin: 1,
  count: 1,
  checked: true,
  seller: { id: 1, name: "North" },
  ...over,
});

describe("cart keys (contract 2.7)", () => {
  it("keeps the guest cart and each user's cart apart", () => {
    expect(cartKey(null)).toBe("ES_SHOP_CART");
    expect(cartKey(undefined)).toBe("ES_SHOP_CART");
    expect(cartKey("1000001")).toBe("ES_SHOP_CART_1000001");
  });
});

describe("unit price fallback (spec point 3)", () => {
  it("takes price, then discountPrice, then sellingPrice", () => {
    expect(unitPrice(item({ price: 9, discountPrice: 8, sellingPrice: 12 }))).toBe(9);
    expect(unitPrice(item({ price: null, discountPrice: 8, sellingPrice: 12 }))).toBe(8);
    expect(unitPrice(item({ price: 0, discountPrice: null, sellingPrice: 12 }))).toBe(12);
  });
  it("computes line totals on cents, without float drift", () => {
    expect(lineTotal(item({ sellingPrice: 0.1, count: 3 }))).toBe(30n);
    expect(lineTotal(item({ sellingPrice: 19.99, count: 7 }))).toBe(13993n);
  });
});

describe("quantity (spec point 5)", () => {
  it("is an integer between max(buyMin, 1) and maxBuy", () => {
    expect(clampCount(item({ buyMin: 3 }), 1, 500)).toBe(3);
    expect(clampCount(item({ buyMin: 0 }), 0, 500)).toBe(1);
    expect(clampCount(item(), 900, 500)).toBe(500);
    expect(clampCount(item(), 2.7, 500)).toBe(2);
    expect(clampCount(item(), Number.NaN, 500)).toBe(1);
  });
  it("setCount clamps the new count", () => {
    const a = item({ buyMin: 2, count: 2 });
    expect(setCount([a], a.Identifier, 0, 10)[0]?.count).toBe(2);
    expect(setCount([a], a.Identifier, 99, 10)[0]?.count).toBe(10);
    expect(setCount([a], a.Identifier, 4, 10)[0]?.count).toBe(4);
  });
});

describe("adding", () => {
  it("appends a new goods/SKU pair, checked", () => {
    const cart = addItem([], item({ count: 2 }), 500);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.checked).toBe(true);
  });
  it("raises the count of the same goods and SKU, capped at maxBuy", () => {
    const first = item({ count: 2, checked: false });
    let cart = addItem([], first, 10);
    cart = addItem(cart, item({ count: 3, sellingPrice: 11 }), 10);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ count: 5, checked: true, sellingPrice: 11, Identifier: first.Identifier });
    cart = addItem(cart, item({ count: 9 }), 10);
    expect(cart[0]?.count).toBe(10);
  });
  it("keeps another SKU of the same goods as its own line", () => {
    const cart = addItem([item({ skuId: 5 })], item({ skuId: 6 }), 500);
    expect(cart).toHaveLength(2);
  });
});

describe("checking and removing", () => {
  it("checks one line, one store or everything", () => {
    const a = item({ seller: { id: 1, name: "A" } });
    const b = item({ sellerGoodsId: 11, seller: { id: 2, name: "B" } });
    const c = item({ sellerGoodsId: 12, seller: { id: 2, name: "B" } });
    const none = setChecked([a, b, c], () => true, false);
    expect(none.every((i) => !i.checked)).toBe(true);
    const storeB = setChecked(none, (i) => i.seller.id === 2, true);
    expect(storeB.map((i) => i.checked)).toEqual([false, true, true]);
  });
  it("removes only the bought goods/SKU pairs", () => {
    const a = item({ sellerGoodsId: 1 });
    const b = item({ sellerGoodsId: 2, skuId: 7 });
    const c = item({ sellerGoodsId: 2, skuId: 8 });
    expect(removeBought([a, b, c], [{ sellerGoodsId: 2, skuId: 7 }]).map((i) => i.Identifier)).toEqual([
      a.Identifier,
      c.Identifier,
    ]);
  });
});

describe("merging the guest cart at login", () => {
  it("sums counts of the same line (capped) and appends new lines", () => {
    const mine = [item({ sellerGoodsId: 1, count: 4 }), item({ sellerGoodsId: 2, count: 1 })];
    const guest = [item({ sellerGoodsId: 1, count: 3 }), item({ sellerGoodsId: 3, count: 2 })];
    const merged = mergeCarts(mine, guest, 6);
    expect(merged.map((i) => [i.sellerGoodsId, i.count])).toEqual([
      [1, 6],
      [2, 1],
      [3, 2],
    ]);
  });
  it("leaves the user's cart alone when the guest cart is empty", () => {
    const mine = [item()];
    expect(mergeCarts(mine, [], 500)).toBe(mine);
  });
});

describe("grouping and totals", () => {
  it("groups by store in the order stores first appear", () => {
    const items = [
      item({ seller: { id: 2, name: "B" } }),
      item({ sellerGoodsId: 3, seller: { id: 1, name: "A" } }),
      item({ sellerGoodsId: 4, seller: { id: 2, name: "B" } }),
    ];
    expect(groupBySeller(items).map((g) => [g.seller.id, g.items.length])).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });
  it("adds goods, freight and tax per unit", () => {
    const t = totalsOf([
      item({ count: 2 }),
      item({ sellerGoodsId: 2, sellingPrice: 3, freightAmount: 0, goodsTax: 0 }),
    ]);
    expect(t).toEqual({ lines: 2, units: 3, goods: 2800n, freight: 398n, tax: 20n, total: 3218n });
  });
  it("writes orderInfo triplets with -1 for no SKU", () => {
    expect(toOrderInfo([item({ sellerGoodsId: 5, count: 2 }), item({ sellerGoodsId: 6, skuId: 9, count: 1 })])).toBe(
      "5,-1,2,6,9,1",
    );
  });
});

describe("reading stored carts", () => {
  it("round-trips what the store writes", () => {
    const items = [item({ count: 3 }), item({ sellerGoodsId: 2, skuId: 4, checked: false })];
    expect(parseCart(JSON.stringify(items), 500)).toEqual(items);
  });
  it("drops broken lines, merges duplicates and clamps counts", () => {
    const good = item({ count: 2 });
    const raw = JSON.stringify([
      good,
      { ...good, Identifier: 99, count: 9999 },
      { sellerGoodsId: "x" },
      null,
      { ...good, sellerGoodsId: 3, seller: null },
      { ...good, sellerGoodsId: 4, skuId: 0 },
      { ...good, sellerGoodsId: 5, sellingPrice: -1 },
    ]);
    const parsed = parseCart(raw, 50);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]?.count).toBe(50);
  });
  it("treats anything that is not a list as an empty cart", () => {
    expect(parseCart("not json", 500)).toEqual([]);
    expect(parseCart('{"a":1}', 500)).toEqual([]);
    expect(parseCart(null, 500)).toEqual([]);
  });
});
