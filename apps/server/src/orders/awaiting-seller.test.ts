import { ERRORS, type ConsoleOrder, type PageOf } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { staffSession } from "../../test/factories.ts";
import { shopFlowSuite } from "../../test/shop-flow.ts";

const { t, store, listing, buyer, submit, pay } = shopFlowSuite();
let admin: string;
beforeAll(async () => {
  admin = (await staffSession(t.db, { permissions: ["orders"] })).token;
});

const awaiting = (params: Record<string, string | number> = {}, token = admin) =>
  t.inject<PageOf<ConsoleOrder>>("console/orders!awaitingSeller", { token, pageSize: 100, ...params });

describe("console/orders!awaitingSeller", () => {
  it("lists paid orders the store has not confirmed, and none that it has", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const u = await buyer();
    const place = async () => {
      const [o] = (await submit(u.token, `${l.id},-1,1`)).data.orderList;
      return o?.orderId ?? "";
    };
    const unpaid = await place();
    const paid = await place();
    const confirmed = await place();
    await pay(u.token, paid);
    await pay(u.token, confirmed);
    await t.inject("merchant/order!confirm", { token: s.token, orderId: confirmed });

    const r = await awaiting({ q: u.username });
    expect(r.code).toBe("0");
    expect(r.data.pageList.map((o) => o.id)).toEqual([paid]);
    expect(r.data.pageList[0]).toMatchObject({ status: 1, username: u.username, goodsFrom: expect.any(String) });
    // The shared list's status 1 means paid or confirmed, so this tab is its own read.
    const both = await t.inject<PageOf<ConsoleOrder>>("console/orders!list", {
      token: admin,
      status: 1,
      q: u.username,
    });
    expect(both.data.pageList.map((o) => o.id).sort()).toEqual([paid, confirmed].sort());
    expect(r.data.pageList.map((o) => o.id)).not.toContain(unpaid);
  });

  it("pages with a fixed number of statements", async () => {
    t.resetQueryCount();
    await awaiting({ pageSize: 1 });
    const small = t.queryCount();
    t.resetQueryCount();
    await awaiting({ pageSize: 100 });
    expect(t.queryCount()).toBe(small);
  });

  it("needs the orders permission and answers bad input without a 500", async () => {
    const other = (await staffSession(t.db, { permissions: ["reviews"] })).token;
    expect((await awaiting({}, other)).msg).toBe(ERRORS.noPermission.zh);
    const bads: Record<string, string | number>[] = [{ pageNum: "x" }, { pageSize: 1000 }, { q: "y".repeat(65) }];
    for (const bad of bads) {
      expect((await awaiting(bad)).code).toBe("1");
    }
  });
});
