import { ERRORS, type GoodsVo, type KeptGoodsVo, type PageOf } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import {
  buildCategory,
  buildGoods,
  buildSeller,
  buildSellerGoods,
  buildUser,
  sessionFor,
} from "../../test/factories.ts";

let category: number;
let store: number;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
/** A non-numeric id: the shared router answers it as a parameter error or a missing parameter. */
const malformed = [zh("paramError"), zh("paramMissing")];

const t = appForFile();
beforeAll(async () => {
  category = await buildCategory(t.db, { names: { en: "Lamps", "zh-CN": "灯具" } });
  store = await buildSeller(t.db, { name: "Lamp House" });
});

async function listing(o: { sellerId?: number; isShelf?: boolean; name?: string } = {}): Promise<number> {
  const g = await buildGoods(t.db, { categoryId: category, ...(o.name ? { names: { en: o.name } } : {}) });
  return buildSellerGoods(t.db, { sellerId: o.sellerId ?? store, goodsId: g.goodsId, isShelf: o.isShelf ?? true });
}

async function buyer(): Promise<string> {
  return sessionFor(t.db, (await buildUser(t.db)).id);
}

const keep = (token: string, sellerGoodsId: number | string) => t.inject("keepGoods!add", { token, sellerGoodsId });
const unkeep = (token: string, sellerGoodsId: number | string) => t.inject("keepGoods!del", { token, sellerGoodsId });
const count = async (token: string) => (await t.inject<number>("keepGoods!count", { token })).data;
const list = (token: string, params: Record<string, string | number> = {}) =>
  t.inject<PageOf<KeptGoodsVo>>("keepGoods!list", { token, ...params });

describe("keepGoods", () => {
  it("answers 403 without a shop session", async () => {
    for (const action of ["keepGoods!list", "keepGoods!add", "keepGoods!del", "keepGoods!count"]) {
      expect((await t.inject(action, { sellerGoodsId: 1 })).code, action).toBe("403");
    }
  });

  it("adds, counts, lists the goods cards and removes a favourite", async () => {
    const token = await buyer();
    const id = await listing({ name: "Desk lamp" });
    expect(await keep(token, id)).toMatchObject({ code: "0", msg: zh("operationSuccess"), data: null });
    expect(await count(token)).toBe(1);
    const r = await list(token);
    expect(r.code).toBe("0");
    expect(r.data.pageInfo).toMatchObject({ pageNum: 1, pageSize: 20, totalElements: 1, totalPage: 1 });
    expect(r.data.pageList).toHaveLength(1);
    expect(r.data.pageList[0]).toMatchObject({
      id: String(id),
      sellerId: String(store),
      name: "Desk lamp",
      isShelf: 1,
      isKeep: 1,
      black: 0,
      categoryId: String(category),
    });
    expect(r.data.pageList[0]?.sellingPrice).toBeTypeOf("number");
    expect(await unkeep(token, id)).toMatchObject({ code: "0", msg: zh("operationSuccess") });
    expect(await count(token)).toBe(0);
    expect((await list(token)).data.pageList).toEqual([]);
    // Removing what is not there is already done.
    expect((await unkeep(token, id)).code).toBe("0");
  });

  it("refuses duplicates, missing, off-shelf and closed-store goods, and bad ids", async () => {
    const token = await buyer();
    const id = await listing();
    await keep(token, id);
    expect((await keep(token, id)).msg).toBe(zh("duplicateAdd"));
    expect((await keep(token, 999999)).msg).toBe(zh("goodsNotFound"));
    expect((await keep(token, await listing({ isShelf: false }))).msg).toBe(zh("goodsNotFound"));
    const closed = await buildSeller(t.db, { status: 0 });
    expect((await keep(token, await listing({ sellerId: closed }))).msg).toBe(zh("goodsNotFound"));
    expect(malformed).toContain((await keep(token, "abc")).msg);
    expect((await keep(token, "")).msg).toBe(zh("paramMissing"));
    expect(malformed).toContain((await unkeep(token, "1.5")).msg);
    expect(await count(token)).toBe(1);
  });

  it("lists newest first with pages; goods that later went off shelf or whose store closed stay, marked", async () => {
    const token = await buyer();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await listing();
      ids.push(id);
      await keep(token, id);
    }
    const page1 = await list(token, { pageNum: 1, pageSize: 2 });
    expect(page1.data.pageInfo).toMatchObject({ totalElements: 5, totalPage: 3 });
    expect(page1.data.pageList.map((g) => Number(g.id))).toEqual([ids[4], ids[3]]);
    const page3 = await list(token, { pageNum: 3, pageSize: 2 });
    expect(page3.data.pageList.map((g) => Number(g.id))).toEqual([ids[0]]);
    expect((await list(token, { pageNum: 9, pageSize: 2 })).data).toMatchObject({
      pageList: [],
      pageInfo: { totalElements: 5 },
    });

    const closing = await buildSeller(t.db);
    const gone = await listing({ sellerId: closing });
    await keep(token, gone);
    await t.db.query("update seller_goods set is_shelf = false where id = $1", [ids[0]]);
    await t.db.query("update seller set status = 0 where id = $1", [closing]);
    t.caches.reference.clear();
    const all = (await list(token)).data.pageList;
    expect(all.find((g) => g.id === String(ids[0]))).toMatchObject({ isShelf: 0, black: 0 });
    expect(all.find((g) => g.id === String(gone))).toMatchObject({ black: 1 });
  });

  it("runs a fixed number of statements whatever the page size", async () => {
    const token = await buyer();
    for (let i = 0; i < 12; i++) await keep(token, await listing());
    await list(token); // warm the category cache
    const statements = async (pageSize: number) => {
      t.resetQueryCount();
      const r = await list(token, { pageSize });
      expect(r.data.pageList).toHaveLength(pageSize);
      return t.queryCount();
    };
    const small = await statements(2);
    expect(await statements(12)).toBe(small);
    // The session, the count, the page of ids and the goods cards.
    expect(small).toBe(4);
  });

  it("keeps each buyer's favourites to themselves", async () => {
    const a = await buyer();
    const b = await buyer();
    const id = await listing();
    await keep(a, id);
    expect((await list(b)).data.pageList).toEqual([]);
    expect(await count(b)).toBe(0);
    await unkeep(b, id);
    expect(await count(a)).toBe(1);
    // The same goods is b's to add too.
    expect((await keep(b, id)).code).toBe("0");
  });

  it("stores one favourite for parallel identical adds", async () => {
    const token = await buyer();
    const id = await listing();
    const answers = await Promise.all(Array.from({ length: 10 }, () => keep(token, id)));
    expect(answers.filter((r) => r.code === "0")).toHaveLength(1);
    expect(answers.filter((r) => r.msg === zh("duplicateAdd"))).toHaveLength(9);
    expect(await count(token)).toBe(1);
  });
});

describe("isKeep on sellerGoods!info", () => {
  it("reflects the signed-in buyer's favourites and is 0 for guests, as on every goods card", async () => {
    const token = await buyer();
    const id = await listing();
    const info = async (tok?: string) =>
      (await t.inject<GoodsVo>("sellerGoods!info", { sellerGoodsId: id, ...(tok ? { token: tok } : {}) })).data;
    expect((await info(token)).isKeep).toBe(0);
    await keep(token, id);
    expect((await info(token)).isKeep).toBe(1);
    expect((await info(await buyer())).isKeep).toBe(0);
    expect((await info()).isKeep).toBe(0);
    await unkeep(token, id);
    expect((await info(token)).isKeep).toBe(0);
  });
});

describe("isKeep on goods cards", () => {
  it("marks the signed-in buyer's favourites on every list, 0 for the rest and for guests, without leaking", async () => {
    const own = await buildSeller(t.db, { name: "Card Lamps" });
    const kept = await listing({ sellerId: own });
    const other = await listing({ sellerId: own });
    const token = await buyer();
    expect((await keep(token, kept)).code).toBe("0");
    const flags = (cards: GoodsVo[] | null | undefined) =>
      Object.fromEntries(
        (cards ?? []).filter((g) => g.id === String(kept) || g.id === String(other)).map((g) => [g.id, g.isKeep]),
      );
    const storePage = (tok?: string) =>
      t.inject<PageOf<GoodsVo>>("sellerGoods!searchSellerGoods", {
        sellerId: own,
        pageSize: 50,
        ...(tok ? { token: tok } : {}),
      });
    // A guest first, so the guests' answer is cached; then the buyer; then the guest again.
    expect(flags((await storePage()).data.pageList)).toEqual({ [kept]: 0, [other]: 0 });
    expect(flags((await storePage(token)).data.pageList)).toEqual({ [kept]: 1, [other]: 0 });
    expect(flags((await storePage()).data.pageList)).toEqual({ [kept]: 0, [other]: 0 });
    const list = await t.inject<PageOf<GoodsVo>>("sellerGoods!list", { token, categoryId: category, pageSize: 100 });
    expect(flags(list.data.pageList)[kept]).toBe(1);
    const best = await t.inject<GoodsVo[] | null>("sellerGoods!recommend_like", { token, type: 2, sellerId: own });
    expect(best.code).toBe("0");
    expect(best.data?.every((g) => g.isKeep === (g.id === String(kept) ? 1 : 0))).toBe(true);
  });
});
