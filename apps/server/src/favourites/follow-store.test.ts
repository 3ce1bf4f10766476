import { ERRORS, type FocusSellerVo, type PageOf, type SellerVo } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildSeller, buildUser, sessionFor, signedInUser } from "../../test/factories.ts";

const t = appForFile();
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const buyer = () => signedInUser(t.db);

const follow = (token: string, sellerId: number | string | undefined) =>
  t.inject("focusSeller!add", { token, sellerId });
const unfollow = (token: string, sellerId: number | string | undefined) =>
  t.inject("focusSeller!del", { token, sellerId });
const count = async (token: string) => (await t.inject<number>("focusSeller!count", { token })).data;
const list = (token: string, params: Record<string, string | number> = {}) =>
  t.inject<PageOf<FocusSellerVo>>("focusSeller!list", { token, ...params });

/** The stored follower count and the number of follow rows, which must always agree. */
async function followers(sellerId: number): Promise<{ focusNum: number; rows: number }> {
  const [r] = await t.db.query<{ focus_num: number; n: number }>(
    "select focus_num, (select count(*)::int from focus_seller where seller_id = $1) as n from seller where id = $1",
    [sellerId],
  );
  return { focusNum: r?.focus_num ?? -1, rows: r?.n ?? -1 };
}

describe("focusSeller", () => {
  it("answers 403 without a shop session", async () => {
    for (const action of ["focusSeller!list", "focusSeller!add", "focusSeller!del", "focusSeller!count"]) {
      expect((await t.inject(action, { sellerId: 1 })).code, action).toBe("403");
    }
  });

  it("follows and unfollows a store, moving its follower count with the row", async () => {
    const b = await buyer();
    const store = await buildSeller(t.db, { name: "Tea Garden" });
    expect(await follow(b.token, store)).toMatchObject({ code: "0", msg: zh("operationSuccess"), data: null });
    expect(await followers(store)).toEqual({ focusNum: 1, rows: 1 });
    expect(await count(b.token)).toBe(1);
    const r = await list(b.token);
    expect(r.data.pageInfo).toMatchObject({ totalElements: 1, pageNum: 1, pageSize: 20 });
    expect(r.data.pageList[0]).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      partyId: String(b.id),
      sellerId: String(store),
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      sellerVo: { id: String(store), name: "Tea Garden", focusNum: 1, isFocus: 1 },
    });
    expect(await unfollow(b.token, store)).toMatchObject({ code: "0", msg: zh("operationSuccess") });
    expect(await followers(store)).toEqual({ focusNum: 0, rows: 0 });
    // Unfollowing again changes nothing and never goes below zero.
    expect((await unfollow(b.token, store)).code).toBe("0");
    expect(await followers(store)).toEqual({ focusNum: 0, rows: 0 });
    expect(await count(b.token)).toBe(0);
  });

  it("refuses a missing id, a duplicate, an unknown or closed store", async () => {
    const b = await buyer();
    const store = await buildSeller(t.db);
    for (const bad of [undefined, "", "abc", 0, -3]) {
      expect((await follow(b.token, bad)).msg, String(bad)).toBe(zh("sellerIdRequired"));
      expect((await unfollow(b.token, bad)).msg, String(bad)).toBe(zh("sellerIdRequired"));
    }
    await follow(b.token, store);
    expect((await follow(b.token, store)).msg).toBe(zh("duplicateAdd"));
    expect(await followers(store)).toEqual({ focusNum: 1, rows: 1 });
    expect((await follow(b.token, 999999)).msg).toBe(zh("storeNotFound"));
    const closed = await buildSeller(t.db, { status: 0 });
    expect((await follow(b.token, closed)).msg).toBe(zh("storeNotFound"));
    expect(await followers(closed)).toEqual({ focusNum: 0, rows: 0 });
  });

  it("does not let a seller follow any store, their own included", async () => {
    const seller = await buildUser(t.db, { role: "SELLER" });
    const [own] = await t.db.query<{ id: number }>(
      "insert into seller (party_id, name) values ($1, 'Own Shop') returning id",
      [seller.id],
    );
    const token = await sessionFor(t.db, seller.id);
    const other = await buildSeller(t.db);
    expect((await follow(token, other)).msg).toBe(zh("sellerCannotFollow"));
    expect((await follow(token, own?.id ?? 0)).msg).toBe(zh("sellerCannotFollow"));
    expect(await followers(other)).toEqual({ focusNum: 0, rows: 0 });
  });

  it("keeps closed stores in the list so they can be unfollowed; newest first, paged", async () => {
    const b = await buyer();
    const stores: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await buildSeller(t.db);
      stores.push(s);
      await follow(b.token, s);
    }
    await t.db.query("update seller set status = 0 where id = $1", [stores[0]]);
    const page1 = await list(b.token, { pageNum: 1, pageSize: 2 });
    expect(page1.data.pageInfo).toMatchObject({ totalElements: 3, totalPage: 2 });
    expect(page1.data.pageList.map((f) => Number(f.sellerId))).toEqual([stores[2], stores[1]]);
    const page2 = await list(b.token, { pageNum: 2, pageSize: 2 });
    expect(page2.data.pageList[0]?.sellerVo).toMatchObject({ id: String(stores[0]), status: 0 });
    expect((await unfollow(b.token, stores[0] ?? 0)).code).toBe("0");
    expect(await followers(stores[0] ?? 0)).toEqual({ focusNum: 0, rows: 0 });
  });

  it("runs a fixed number of statements whatever the page size", async () => {
    const b = await buyer();
    for (let i = 0; i < 12; i++) await follow(b.token, await buildSeller(t.db));
    await list(b.token, { pageSize: 12 }); // warm the store figures (cached a minute)
    const statements = async (pageSize: number) => {
      t.resetQueryCount();
      const r = await list(b.token, { pageSize });
      expect(r.data.pageList).toHaveLength(pageSize);
      return t.queryCount();
    };
    const small = await statements(2);
    expect(await statements(12)).toBe(small);
    // The session, the count, the page of follows and the stores.
    expect(small).toBe(4);
  });

  it("keeps each buyer's follows to themselves", async () => {
    const a = await buyer();
    const b = await buyer();
    const store = await buildSeller(t.db);
    await follow(a.token, store);
    expect((await list(b.token)).data.pageList).toEqual([]);
    expect(await count(b.token)).toBe(0);
    await unfollow(b.token, store);
    expect(await followers(store)).toEqual({ focusNum: 1, rows: 1 });
    expect(await count(a.token)).toBe(1);
  });
});

describe("isFocus on seller!info", () => {
  it("reflects the signed-in buyer's follow and is absent for guests", async () => {
    const b = await buyer();
    const store = await buildSeller(t.db);
    const info = async (token?: string) =>
      (await t.inject<SellerVo>("seller!info", { sellerId: store, ...(token ? { token } : {}) })).data;
    expect((await info(b.token)).isFocus).toBe(0);
    await follow(b.token, store);
    expect(await info(b.token)).toMatchObject({ isFocus: 1, focusNum: 1 });
    expect((await info((await buyer()).token)).isFocus).toBe(0);
    expect((await info()).isFocus).toBeUndefined();
  });
});

describe("the follower count under parallel calls", () => {
  it("counts 50 buyers following at once exactly", async () => {
    const store = await buildSeller(t.db);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer()));
    const answers = await Promise.all(buyers.map((b) => follow(b.token, store)));
    expect(answers.every((a) => a.code === "0")).toBe(true);
    expect(await followers(store)).toEqual({ focusNum: 50, rows: 50 });
  });

  it("stays equal to the rows under 50 mixed follow and unfollow calls", async () => {
    const store = await buildSeller(t.db);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer()));
    // Half of them already follow, so unfollows have something to remove.
    for (const b of buyers.slice(0, 5)) await follow(b.token, store);
    const calls = Array.from({ length: 50 }, (_, i) => {
      const b = buyers[i % buyers.length];
      if (!b) throw new Error("buyer expected");
      return i % 3 === 0 ? unfollow(b.token, store) : follow(b.token, store);
    });
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.code === "0" || a.msg === zh("duplicateAdd"))).toBe(true);
    const f = await followers(store);
    expect(f.focusNum).toBe(f.rows);
    expect(f.rows).toBeGreaterThanOrEqual(0);
    expect(f.rows).toBeLessThanOrEqual(10);
  });

  it("gives one follow for 50 parallel clicks of one buyer, and none left after 50 parallel unfollows", async () => {
    const store = await buildSeller(t.db);
    const b = await buyer();
    const answers = await Promise.all(Array.from({ length: 50 }, () => follow(b.token, store)));
    expect(answers.filter((a) => a.code === "0")).toHaveLength(1);
    expect(await followers(store)).toEqual({ focusNum: 1, rows: 1 });
    await Promise.all(Array.from({ length: 50 }, () => unfollow(b.token, store)));
    expect(await followers(store)).toEqual({ focusNum: 0, rows: 0 });
  });
});
