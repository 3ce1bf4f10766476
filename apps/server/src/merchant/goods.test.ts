import {
  ERRORS,
  type GoodsVo,
  type MerchantCataloguePage,
  type MerchantListing,
  type MerchantListingPage,
  type MerchantOrderCounts,
  type MerchantOrderPage,
  type MerchantWallet,
  type PageOf,
} from "@mall/contract";
import { describe, expect, it } from "vitest";
import type { Params } from "../../test/app.ts";
import { buildCategory, buildGoods, buildSellerGoods, buildUser, sessionFor } from "../../test/factories.ts";
import { shopFlowSuite } from "../../test/shop-flow.ts";
import { discountRatio } from "./listing-prices.ts";

let n = 0;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const word = (prefix: string) => `${prefix}${Date.now().toString(36)}${++n}`.toLowerCase();

const { t, store, listing, buyer, submit, pay } = shopFlowSuite();

const call = <T>(action: string, token: string, params: Params = {}) =>
  t.inject<T>(`merchant/goods!${action}`, { token, ...params }, { as: "form" });
const catalogue = (token: string, params: Params = {}) => call<MerchantCataloguePage>("catalogue", token, params);
const add = (token: string, goodsId: number, sellingPrice: string) =>
  call<MerchantListing>("add", token, { goodsId, sellingPrice });
const list = (token: string, params: Params = {}) => call<MerchantListingPage>("list", token, params);
const update = (token: string, params: Params) => call<MerchantListing>("update", token, params);
const shelf = (token: string, ids: (number | string)[], isShelf: 0 | 1) =>
  call<{ updated: number }>("shelf", token, { ids: ids.join(","), isShelf });

/** A leaf category with its own platform goods, so a test sees only what it made. */
async function catalogueOf(count: number, o: { systemPrice?: bigint; name?: (i: number) => string } = {}) {
  const top = await buildCategory(t.db);
  const leaf = await buildCategory(t.db, { parentId: await buildCategory(t.db, { parentId: top }) });
  const goods: number[] = [];
  for (let i = 0; i < count; i++) {
    const names = o.name ? { en: o.name(i) } : undefined;
    const g = await buildGoods(t.db, {
      categoryId: leaf,
      systemPrice: o.systemPrice ?? 1_000n,
      ...(names ? { names } : {}),
    });
    goods.push(g.goodsId);
  }
  // Categories are reference data, cached for a minute: these new ones must be known at once.
  t.caches.reference.clear();
  return { top, leaf, goods };
}

describe("who may manage goods", () => {
  it("only a seller session with a store; the others are refused, never with a 500", async () => {
    const bare = await buildUser(t.db, { role: "SELLER" });
    const noStore = await sessionFor(t.db, bare.id, "seller");
    for (const a of ["catalogue", "list", "add", "update", "shelf"]) {
      const r = await call(a, noStore, { goodsId: 1, sellingPrice: "10", sellerGoodsId: 1, ids: "1", isShelf: 0 });
      expect(r.msg, a).toBe(zh("storeNotFound"));
    }
    for (const a of ["merchant/order!tab", "merchant/order!counts"]) {
      expect((await t.inject(a, { token: noStore })).msg).toBe(zh("storeNotFound"));
    }
    const s = await store();
    const shopToken = await sessionFor(t.db, s.owner.id, "shop");
    expect((await list(shopToken)).code).toBe("403");
    expect((await t.inject("merchant/goods!list")).code).toBe("403");
  });
});

describe("merchant/goods!catalogue", () => {
  it("pages the platform catalogue, 20 at a time, newest first, with what the store pays and whether it lists it", async () => {
    const s = await store();
    const c = await catalogueOf(23);
    await buildSellerGoods(t.db, { sellerId: s.sellerId, goodsId: c.goods[22] ?? 0, sellingPrice: 1_500n });
    const first = await catalogue(s.token, { categoryId: c.top, lang: "en" });
    expect(first.code).toBe("0");
    expect(first.data.pageInfo).toMatchObject({ pageNum: 1, pageSize: 20, totalElements: 23, totalPage: 2 });
    expect(first.data.pageList).toHaveLength(20);
    expect(first.data.pageList[0]).toMatchObject({
      goodsId: c.goods[22],
      systemPrice: 10,
      freightAmount: 0,
      goodsTax: 0,
      buyMin: 1,
      skuCount: 0,
      stock: 100,
      categoryId: c.top,
      imgUrl: `/media/goods/${c.goods[22]}/1.svg`,
    });
    expect(first.data.pageList[0]?.sellerGoodsId).toEqual(expect.any(Number));
    expect(first.data.pageList[1]?.sellerGoodsId).toBeNull();
    const second = await catalogue(s.token, { categoryId: c.leaf, pageNum: 2 });
    expect(second.data.pageList.map((g) => g.goodsId)).toEqual([c.goods[2], c.goods[1], c.goods[0]]);
    // Another store does not list it.
    const other = await store();
    expect((await catalogue(other.token, { categoryId: c.top })).data.pageList[0]?.sellerGoodsId).toBeNull();
    expect((await catalogue(s.token, { categoryId: 2_000_000_000 })).data.pageInfo.totalElements).toBe(0);
  });

  it("finds goods by keyword in the request language and in English, within a category, typos forgiven", async () => {
    const s = await store();
    const w = word("quixotic");
    const c = await catalogueOf(0);
    const g = await buildGoods(t.db, {
      categoryId: c.leaf,
      names: { en: `${w} lantern`, "zh-CN": `${w} 灯笼` },
      attributes: [{ names: { en: "Size" }, values: [{ names: { en: "S" } }, { names: { en: "L" } }] }],
      stock: 7,
    });
    const en = await catalogue(s.token, { keyword: `${w} lantern`, lang: "en" });
    expect(en.data.pageList.map((x) => x.goodsId)).toEqual([g.goodsId]);
    expect(en.data.pageList[0]).toMatchObject({ name: `${w} lantern`, skuCount: 2, stock: 14 });
    const cn = await catalogue(s.token, { keyword: "灯笼", lang: "cn", categoryId: c.top });
    expect(cn.data.pageList.map((x) => [x.goodsId, x.name])).toEqual([[g.goodsId, `${w} 灯笼`]]);
    const elsewhere = (await catalogueOf(0)).top;
    expect((await catalogue(s.token, { keyword: w, categoryId: elsewhere })).data.pageList).toEqual([]);
    const typo = await catalogue(s.token, { keyword: `${w.slice(0, -1)}x lanterm`, lang: "en" });
    expect(typo.data.pageList.map((x) => x.goodsId)).toContain(g.goodsId);
  });

  it("answers bad input as a parameter error", async () => {
    const s = await store();
    for (const p of [{ categoryId: "abc" }, { categoryId: "-3" }, { pageNum: "x" }, { keyword: "k".repeat(101) }]) {
      const r = await catalogue(s.token, p);
      expect([r.status, r.code, r.msg]).toEqual([200, "1", zh("paramError")]);
    }
    expect((await catalogue(s.token, { keyword: "%%%" })).code).toBe("0");
  });
});

describe("merchant/goods!add", () => {
  it("lists a goods on the shelf at the store's price, and the shop shows it at once", async () => {
    const s = await store();
    const c = await catalogueOf(1, { systemPrice: 1_999n });
    const goodsId = c.goods[0] ?? 0;
    // The shop has the store's (empty) goods list cached.
    const shopList = () => t.inject<PageOf<GoodsVo>>("sellerGoods!list", { sellerId: s.sellerId, lang: "en" });
    expect((await shopList()).data.pageList).toEqual([]);

    const r = await add(s.token, goodsId, "23.98");
    expect([r.code, r.msg]).toEqual(["0", zh("operationSuccess")]);
    expect(r.data).toMatchObject({
      goodsId,
      systemPrice: 19.99,
      sellingPrice: 23.98,
      price: 23.98,
      margin: 3.99,
      discountPrice: null,
      isShelf: 1,
      soldNum: 0,
      stock: 100,
    });
    const [row] = await t.db.query<Record<string, unknown>>(
      `select sg.top_category_id = g.top_category_id and sg.secondary_category_id = g.secondary_category_id
         and sg.category_id = g.category_id as same, sg.selling_price
       from seller_goods sg join system_goods g on g.id = sg.goods_id where sg.id = $1`,
      [r.data.id],
    );
    expect(row).toEqual({ same: true, selling_price: 2_398n });
    expect((await shopList()).data.pageList.map((g) => Number(g.id))).toEqual([r.data.id]);
    expect((await add(s.token, goodsId, "30")).msg).toBe(zh("duplicateAdd"));
  });

  it("never sells below the platform price, and refuses prices that are not plain decimals", async () => {
    const s = await store();
    const goodsId = (await catalogueOf(1, { systemPrice: 1_000n })).goods[0] ?? 0;
    expect((await add(s.token, goodsId, "9.99")).msg).toBe(zh("belowMinimum"));
    for (const bad of ["", "abc", "-12", "12.345", "1e3", "0", "0.00", "1234567890"]) {
      expect((await add(s.token, goodsId, bad)).msg, bad).toBe(zh("paramError"));
    }
    expect((await add(s.token, 2_000_000_000, "10")).msg).toBe(zh("goodsNotFound"));
    expect((await add(s.token, Number.NaN, "10")).msg).toBe(zh("goodsNotFound"));
    expect((await add(s.token, goodsId, "10")).code).toBe("0");
  });

  it("of several identical adds at once, exactly one lists the goods", async () => {
    const s = await store();
    const goodsId = (await catalogueOf(1)).goods[0] ?? 0;
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(s.token, goodsId, "12.00")));
    expect(answers.filter((a) => a.code === "0")).toHaveLength(1);
    expect(answers.filter((a) => a.msg === zh("duplicateAdd"))).toHaveLength(5);
    const [count] = await t.db.query<{ n: number }>(
      "select count(*)::int n from seller_goods where seller_id = $1 and goods_id = $2",
      [s.sellerId, goodsId],
    );
    expect(count?.n).toBe(1);
  });
});

describe("merchant/goods!list", () => {
  it("shows the store's listings, newest first, filtered by name, number and shelf, in a fixed number of statements", async () => {
    const s = await store();
    const w = word("velvety");
    const c = await catalogueOf(5, { name: (i) => (i < 2 ? `${w} scarf ${i}` : `Plain mug ${i}`) });
    const ids: number[] = [];
    for (const g of c.goods) ids.push((await add(s.token, g, "15.50")).data.id);
    await shelf(s.token, [ids[1] ?? 0, ids[4] ?? 0], 0);
    await buildSellerGoods(t.db, { sellerId: (await store()).sellerId, goodsId: c.goods[0] ?? 0 });

    const all = await list(s.token, { lang: "en" });
    expect(all.data.pageInfo.totalElements).toBe(5);
    expect(all.data.pageList.map((l) => l.id)).toEqual([...ids].reverse());
    expect(all.data.pageList[0]).toMatchObject({ sellingPrice: 15.5, systemPrice: 10, margin: 5.5, isShelf: 0 });
    expect((await list(s.token, { keyword: w.toUpperCase() })).data.pageList.map((l) => l.id)).toEqual([
      ids[1],
      ids[0],
    ]);
    expect((await list(s.token, { keyword: String(c.goods[3]) })).data.pageList.map((l) => l.id)).toEqual([ids[3]]);
    expect((await list(s.token, { shelf: 0 })).data.pageList.map((l) => l.id)).toEqual([ids[4], ids[1]]);
    expect((await list(s.token, { shelf: 1, pageSize: 2, pageNum: 2 })).data).toMatchObject({
      pageInfo: { totalElements: 3, totalPage: 2 },
      pageList: [{ id: ids[0] }],
    });
    expect((await list(s.token, { keyword: "100%_" })).data.pageList).toEqual([]);

    const counts: number[] = [];
    for (const pageSize of [2, 5, 50]) {
      t.resetQueryCount();
      await list(s.token, { pageSize });
      counts.push(t.queryCount());
    }
    expect(new Set(counts).size).toBe(1);
  });

  it("counts sold units from paid orders", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const b = await buyer();
    const [order] = (await submit(b.token, `${l.id},-1,3`)).data.orderList;
    await pay(b.token, order?.orderId ?? "");
    const [row] = (await list(s.token)).data.pageList;
    expect(row).toMatchObject({ id: l.id, soldNum: 3, stock: 97 });
  });
});

describe("merchant/goods!update", () => {
  const window = { discountStart: "2020-01-01 00:00:00", discountEnd: "2099-12-31 23:59:59" };

  it("sets the selling price and a discount with its window; the shop charges the discount at once", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const info = () => t.inject<GoodsVo>("sellerGoods!info", { sellerGoodsId: l.id, lang: "en" });
    expect((await info()).data.sellingPrice).toBe(12);

    const r = await update(s.token, { sellerGoodsId: l.id, sellingPrice: "20", discountPrice: "15.00", ...window });
    expect([r.code, r.msg]).toEqual(["0", zh("operationSuccess")]);
    expect(r.data).toMatchObject({
      sellingPrice: 20,
      discountPrice: 15,
      discountRatio: 0.25,
      discountActive: true,
      price: 15,
      margin: 5,
      ...window,
    });
    expect((await info()).data).toMatchObject({ sellingPrice: 20, discountPrice: 15 });

    // A window in the future is kept but not charged yet.
    const later = { discountStart: "2098-01-01 00:00:00", discountEnd: "2099-01-01 00:00:00" };
    const planned = await update(s.token, { sellerGoodsId: l.id, sellingPrice: "20", discountPrice: "18", ...later });
    expect(planned.data).toMatchObject({ discountPrice: 18, discountActive: false, price: 20, ...later });

    const cleared = await update(s.token, { sellerGoodsId: l.id, sellingPrice: "19.99", ...window });
    expect(cleared.data).toMatchObject({ sellingPrice: 19.99, discountPrice: null, discountStart: null, price: 19.99 });
  });

  it("refuses a discount not below the selling price, below the platform price, or without a proper window", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const base = { sellerGoodsId: l.id, sellingPrice: "12" };
    const cases: [Params, keyof typeof ERRORS][] = [
      [{ ...base, sellingPrice: "9.99" }, "belowMinimum"],
      [{ ...base, discountPrice: "12", ...window }, "aboveMaximum"],
      [{ ...base, discountPrice: "9.99", ...window }, "belowMinimum"],
      [{ ...base, discountPrice: "11" }, "paramError"],
      [{ ...base, discountPrice: "11", discountStart: window.discountStart }, "paramError"],
      [
        { ...base, discountPrice: "11", discountStart: window.discountEnd, discountEnd: window.discountStart },
        "paramError",
      ],
      [
        { ...base, discountPrice: "11", discountStart: "2020-13-45 99:00:00", discountEnd: window.discountEnd },
        "paramError",
      ],
      [{ ...base, discountPrice: "11", discountStart: "tomorrow", discountEnd: window.discountEnd }, "paramError"],
      // Impossible dates the date parser would roll over into real ones.
      [
        { ...base, discountPrice: "11", discountStart: "2026-02-31 10:00:00", discountEnd: window.discountEnd },
        "paramError",
      ],
      [
        { ...base, discountPrice: "11", discountStart: "0000-01-01 00:00:00", discountEnd: window.discountEnd },
        "paramError",
      ],
      [
        { ...base, discountPrice: "11", discountStart: window.discountStart, discountEnd: "2099-12-31 24:00:00" },
        "paramError",
      ],
      [{ ...base, discountPrice: "11.001", ...window }, "paramError"],
      [{ ...base, sellingPrice: "" }, "paramError"],
      [{ ...base, sellerGoodsId: "x" }, "goodsNotFound"],
    ];
    for (const [params, key] of cases) {
      const r = await update(s.token, params);
      expect([r.status, r.msg], JSON.stringify(params)).toEqual([200, zh(key)]);
    }
    const [row] = await t.db.query<{ selling_price: bigint; discount_price: bigint | null }>(
      "select selling_price, discount_price from seller_goods where id = $1",
      [l.id],
    );
    expect(row).toEqual({ selling_price: 1_200n, discount_price: null });
  });

  it("answers another store's listing as missing", async () => {
    const mine = await store();
    const theirs = await store();
    const l = await listing(theirs.sellerId);
    expect((await update(mine.token, { sellerGoodsId: l.id, sellingPrice: "50" })).msg).toBe(zh("goodsNotFound"));
  });

  it("keeps the discount ratio in four places, truncated", () => {
    expect(discountRatio(2_000n, 1_500n)).toBe("0.2500");
    expect(discountRatio(3_000n, 1_000n)).toBe("0.6666");
    expect(discountRatio(100_000n, 99_999n)).toBe("0.0000");
  });
});

describe("merchant/goods!shelf", () => {
  it("takes listings off and puts them back, all or none; buyers stop seeing them at once", async () => {
    const s = await store();
    const a = await listing(s.sellerId);
    const b = await listing(s.sellerId);
    const other = await listing((await store()).sellerId);
    const shopIds = async () =>
      (await t.inject<PageOf<GoodsVo>>("sellerGoods!list", { sellerId: s.sellerId })).data.pageList.map((g) =>
        Number(g.id),
      );
    const onShelf = async () =>
      (
        await t.db.query<{ on_shelf: number }>("select on_shelf from seller_stats where seller_id = $1", [s.sellerId])
      )[0]?.on_shelf;
    expect((await shopIds()).sort()).toEqual([a.id, b.id].sort());
    expect(await onShelf()).toBe(2);

    expect((await shelf(s.token, [a.id, other.id], 0)).msg).toBe(zh("goodsNotFound"));
    expect(await onShelf()).toBe(2);

    const off = await shelf(s.token, [a.id, b.id, a.id], 0);
    expect([off.code, off.data]).toEqual(["0", { updated: 2 }]);
    expect(await shopIds()).toEqual([]);
    expect(await onShelf()).toBe(0);
    expect((await t.inject("sellerGoods!info", { sellerGoodsId: a.id })).msg).toBe(zh("goodsOffShelf"));
    expect((await shelf(s.token, [a.id], 0)).data).toEqual({ updated: 0 });

    expect((await shelf(s.token, [b.id], 1)).data).toEqual({ updated: 1 });
    expect(await shopIds()).toEqual([b.id]);
    expect(await onShelf()).toBe(1);
  });

  it("refuses malformed batches", async () => {
    const s = await store();
    for (const p of [{ ids: "", isShelf: 0 }, { ids: "1" }]) {
      expect((await call("shelf", s.token, p)).msg).toBe(zh("paramMissing"));
    }
    const bad: Params[] = [
      { ids: "1,,2", isShelf: 0 },
      { ids: "1;2", isShelf: 0 },
      { ids: "99999999999", isShelf: 0 },
      { ids: "4294967296", isShelf: 0 },
      { ids: "1", isShelf: 2 },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1).join(","), isShelf: 0 },
    ];
    for (const p of bad) {
      const r = await call("shelf", s.token, p);
      expect([r.status, r.msg], JSON.stringify(p)).toEqual([200, zh("paramError")]);
    }
  });
});

describe("merchant/goods!shelf, blank and loose flags", () => {
  it("takes a blank isShelf as missing and a loosely written one as wrong, never as 'off the shelf'", async () => {
    const s = await store();
    const a = await listing(s.sellerId);
    expect((await call("shelf", s.token, { ids: `${a.id}`, isShelf: "" })).msg).toBe(zh("paramMissing"));
    for (const isShelf of ["0x0", "0e0", "0.0", "\uFEFF0", "-0"]) {
      expect((await call("shelf", s.token, { ids: `${a.id}`, isShelf })).msg, isShelf).toBe(zh("paramError"));
    }
    const [row] = await t.db.query<{ is_shelf: boolean }>("select is_shelf from seller_goods where id = $1", [a.id]);
    expect(row?.is_shelf).toBe(true);
  });
});

describe("merchant/order!tab and merchant/order!counts", () => {
  it("separates paid orders to confirm from confirmed ones, and counts each status", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const b = await buyer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [o] = (await submit(b.token, `${l.id},-1,1`)).data.orderList;
      ids.push(o?.orderId ?? "");
    }
    await pay(b.token, ids[0] ?? "");
    await pay(b.token, ids[1] ?? "");
    const before = await t.inject<MerchantWallet>("merchant/wallet!get", { token: s.token });
    expect((await t.inject("merchant/order!confirm", { token: s.token, orderId: ids[1] })).code).toBe("0");
    const after = await t.inject<MerchantWallet>("merchant/wallet!get", { token: s.token });
    // Confirming buys the goods from the platform: 10.00 wholesale.
    expect(Math.round((before.data.money - after.data.money) * 100)).toBe(1_000);

    const tab = async (status: number) =>
      (await t.inject<MerchantOrderPage>("merchant/order!tab", { token: s.token, status })).data.pageList.map(
        (o) => o.id,
      );
    expect(await tab(1)).toEqual([ids[0]]);
    expect(await tab(2)).toEqual([ids[1]]);
    expect(await tab(0)).toEqual([ids[2]]);
    const counts = await t.inject<MerchantOrderCounts>("merchant/order!counts", { token: s.token });
    expect(counts.data).toEqual({ all: 3, byStatus: { "0": 1, "1": 1, "2": 1 } });
    // The shop-style list still puts paid and confirmed together.
    const shopStyle = await t.inject<MerchantOrderPage>("merchant/order!list", { token: s.token, status: 1 });
    expect(shopStyle.data.pageList).toHaveLength(2);

    const bad = await t.inject("merchant/order!tab", { token: s.token, status: "x" });
    expect([bad.status, bad.msg]).toEqual([200, zh("paramError")]);
  });
});
