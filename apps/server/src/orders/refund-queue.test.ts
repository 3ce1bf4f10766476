import { ERRORS, type RefundRequestPage } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { staffSession } from "../../test/factories.ts";
import { shopFlowSuite } from "../../test/shop-flow.ts";

const { t, store, listing, buyer, submit, pay } = shopFlowSuite();
let admin: string;
beforeAll(async () => {
  admin = (await staffSession(t.db, { permissions: ["refunds"] })).token;
});

const list = (params: Record<string, string | number> = {}, token = admin) =>
  t.inject<RefundRequestPage>("console/refunds!list", { token, ...params });

/** A paid order of 2 × 12.00 (freight 1.00 and tax 0.50 a unit), confirmed by its store. */
async function paidOrder() {
  const s = await store();
  const l = await listing(s.sellerId);
  const u = await buyer();
  const [o] = (await submit(u.token, `${l.id},-1,2`)).data.orderList;
  const id = o?.orderId ?? "";
  await pay(u.token, id);
  await t.inject("merchant/order!confirm", { token: s.token, orderId: id });
  return { id, buyer: u, store: s };
}

describe("console/refunds!list", () => {
  it("lists waiting requests oldest first, with reason, detail, amount and the first line", async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    await t.inject("order!returns", { token: a.buyer.token, orderId: a.id, returnReason: 2, returnDetail: "too big" });
    await t.db.query("update mall_order set refund_time = now() - interval '1 hour' where id = $1", [a.id]);
    await t.inject("order!returns", { token: b.buyer.token, orderId: b.id, returnReason: 6 });

    const r = await list({ pageSize: 100 });
    expect(r.code).toBe("0");
    const ids = r.data.pageList.map((x) => x.orderId);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(r.data.waiting).toBe(r.data.pageInfo.totalElements);
    expect(r.data.pageList.find((x) => x.orderId === a.id)).toMatchObject({
      username: a.buyer.username,
      status: 6,
      statusBefore: 2,
      returnStatus: 1,
      returnReason: 2,
      returnDetail: "too big",
      amount: 27,
      goodsCount: 2,
      goodsIcon: expect.stringMatching(/^\/media\/goods\/\d+\/1\.svg$/),
      purchased: true,
      manual: false,
      requestedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      decidedAt: null,
    });
  });

  it("moves decided requests to the decided queue, refused ones included, with the staff remark", async () => {
    const yes = await paidOrder();
    const no = await paidOrder();
    await t.inject("order!returns", { token: yes.buyer.token, orderId: yes.id, returnReason: 3 });
    await t.inject("order!returns", { token: no.buyer.token, orderId: no.id, returnReason: 9 });
    const before = (await list()).data.waiting;
    const decider = (await staffSession(t.db)).token;
    await t.inject("console/orders!decideRefund", { token: decider, orderId: yes.id, approve: 1, remark: "ok" });
    await t.inject("console/orders!decideRefund", { token: decider, orderId: no.id, approve: 0, remark: "used" });

    const waiting = await list({ pageSize: 100 });
    expect(waiting.data.waiting).toBe(before - 2);
    expect(waiting.data.pageList.map((x) => x.orderId)).not.toContain(yes.id);
    const decided = (await list({ queue: "decided", pageSize: 100 })).data.pageList;
    expect(decided.find((x) => x.orderId === yes.id)).toMatchObject({ returnStatus: 2, status: 6, remark: "ok" });
    expect(decided.find((x) => x.orderId === no.id)).toMatchObject({ returnStatus: 3, status: 2, remark: "used" });
    expect(decided.find((x) => x.orderId === no.id)?.decidedAt).toMatch(/^\d{4}-/);
  });

  it("marks refunds the platform started by hand", async () => {
    const o = await paidOrder();
    const decider = (await staffSession(t.db)).token;
    expect((await t.inject("console/orders!refund", { token: decider, orderId: o.id, remark: "lost" })).code).toBe("0");
    const row = (await list({ queue: "decided", q: o.id })).data.pageList;
    expect(row).toEqual([expect.objectContaining({ orderId: o.id, manual: true, returnStatus: 2 })]);
  });

  it("finds by order id exactly or by part of the buyer's name, wildcards taken literally", async () => {
    const o = await paidOrder();
    await t.inject("order!returns", { token: o.buyer.token, orderId: o.id, returnReason: 1 });
    expect((await list({ q: o.id })).data.pageList.map((x) => x.orderId)).toEqual([o.id]);
    expect((await list({ q: o.buyer.username.slice(1, 9) })).data.pageList.map((x) => x.orderId)).toContain(o.id);
    expect((await list({ q: "%" })).data.pageList).toEqual([]);
    // An empty page still carries the waiting count for the tab.
    expect((await list({ q: "%" })).data.waiting).toBeGreaterThan(0);
  });

  it("runs the same number of statements whatever the page size", async () => {
    for (let i = 0; i < 3; i++) {
      const o = await paidOrder();
      await t.inject("order!returns", { token: o.buyer.token, orderId: o.id, returnReason: 4 });
    }
    t.resetQueryCount();
    await list({ pageSize: 2 });
    const small = t.queryCount();
    t.resetQueryCount();
    await list({ pageSize: 100 });
    expect(t.queryCount()).toBe(small);
  });

  it("needs the refunds permission and answers bad input without a 500", async () => {
    const other = (await staffSession(t.db, { permissions: ["orders"] })).token;
    expect((await list({}, other)).msg).toBe(ERRORS.noPermission.zh);
    const shop = await buyer(0n);
    expect((await list({}, shop.token)).code).not.toBe("0");
    const bads: Record<string, string>[] = [{ queue: "all" }, { q: "x".repeat(65) }, { pageNum: "abc" }];
    for (const bad of bads) {
      const r = await list(bad);
      expect(r.code).toBe("1");
    }
    expect((await list({ pageNum: 99_999, pageSize: 0 })).code).toBe("0");
  });
});
