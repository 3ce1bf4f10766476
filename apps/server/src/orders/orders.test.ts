import { ERRORS, type OrderLineVo, type OrderListItemVo, type PageOf } from "@mall/contract";
import argon2 from "argon2";
import { describe, expect, it, vi } from "vitest";
import {
  buildAddress,
  buildGoods,
  buildSellerGoods,
  buildUser,
  sessionFor,
  staffSession,
} from "../../test/factories.ts";
import { shopFlowSuite } from "../../test/shop-flow.ts";
import { ManualClock } from "../accounts/clock.ts";
import { partyBalances } from "../ledger/balances.ts";
import { checkLedger } from "../ledger/check.ts";
import { runOrderJobs } from "./scheduler.ts";

const clock = new ManualClock(new Date());
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const { t, categoryId, store, listing, buyer, submit, pay } = shopFlowSuite({ services: { clock } });
const statusOf = async (id: string) =>
  (
    await t.db.query<{ status: number; return_status: number }>(
      "select status, return_status from mall_order where id = $1",
      [id],
    )
  )[0];
const stockOf = async (goodsId: number) =>
  (await t.db.query<{ stock: number }>("select stock from system_goods where id = $1", [goodsId]))[0]?.stock;
const ledgerBalanced = async () => {
  const report = await checkLedger(t.db);
  expect(report).toMatchObject({ ok: true });
  // Double entry: all balances together always sum to zero (grants are negative on the platform side).
  const [sum] = await t.db.query<{ s: string }>("select coalesce(sum(balance), 0)::text s from ledger_account");
  expect(sum?.s).toBe("0");
};

describe("order!submit", () => {
  it("makes one order per store, priced by the discount fallback, with freight and tax, and takes stock", async () => {
    const a = await store();
    const b = await store();
    const la = await listing(a.sellerId, { discount: 1_080n });
    const lb = await listing(b.sellerId);
    const u = await buyer();
    const r = await submit(u.token, `${la.id},-1,2,${lb.id},-1,3`);
    expect(r.code).toBe("0");
    const byTotal = [...r.data.orderList].sort((x, y) => x.prizeReal - y.prizeReal);
    expect(byTotal).toEqual([
      { orderId: expect.any(String), prizeReal: 21.6, fees: 2, tax: 1 },
      { orderId: expect.any(String), prizeReal: 36, fees: 3, tax: 1.5 },
    ]);
    expect(await stockOf(la.goodsId)).toBe(98);
    expect(await stockOf(lb.goodsId)).toBe(97);
    const list = await t.inject<{ pageList: { id: string; status: number; goods: unknown[] }[] }>("order!listMain", {
      token: u.token,
      status: 0,
    });
    expect(list.data.pageList.map((o) => o.status)).toEqual([0, 0]);
    // The grouped tabs ask for exact statuses; a status outside the lifecycle is a parameter error.
    const among = async (statuses: string) =>
      (await t.inject<PageOf<OrderListItemVo>>("order!listMain", { token: u.token, statuses })).data.pageList.length;
    expect([await among("0"), await among("4,5"), await among("-1,0"), await among("")]).toEqual([2, 0, 2, 2]);
    for (const bad of ["9", "4,", "1e1", "0,0,0,0,0,0,0,0,0"]) {
      expect((await t.inject("order!listMain", { token: u.token, statuses: bad })).code).toBe("1");
    }
  });

  it("prices a SKU by the listing's markup over the platform price", async () => {
    const s = await store();
    const g = await buildGoods(t.db, {
      categoryId: categoryId(),
      systemPrice: 1_000n,
      attributes: [{ names: { en: "Size" }, values: [{ names: { en: "S" } }, { names: { en: "XL" } }] }],
      skuPrice: (i) => (i === 0 ? 1_000n : 1_500n),
    });
    const sg = await buildSellerGoods(t.db, { sellerId: s.sellerId, goodsId: g.goodsId, sellingPrice: 1_200n });
    const u = await buyer();
    const r = await submit(u.token, `${sg},${g.skuIds[1]},1`);
    expect(r.data.orderList[0]?.prizeReal).toBe(18);
    // The line as the original clients read it: the listing's id, the attribute pairs, the unit price paid.
    const goods = await t.inject<PageOf<OrderLineVo>>("order!listGoods", {
      token: u.token,
      orderId: r.data.orderList[0]?.orderId,
    });
    expect(goods.data.pageList[0]).toMatchObject({
      goodsId: String(sg),
      sellerGoodsId: String(sg),
      skuId: String(g.skuIds[1]),
      attributes: [{ attrName: "Size", attrValue: "XL" }],
      goodsReal: 18,
      sellingPrice: 18,
    });
    // A goods with SKUs needs one; a SKU of other goods is refused.
    expect((await submit(u.token, `${sg},-1,1`)).code).toBe("1");
  });

  it("answers each rule with its message and changes nothing", async () => {
    const s = await store();
    const l = await listing(s.sellerId, { buyMin: 2, stock: 5 });
    const off = await listing(s.sellerId);
    await t.db.query("update seller_goods set is_shelf = false where id = $1", [off.id]);
    const u = await buyer();
    const noAddress = await buildUser(t.db);
    await buildAddress(t.db, s.owner.id);
    const cases: [string, string, keyof typeof ERRORS][] = [
      [u.token, `${off.id},-1,2`, "someGoodsOffShelf"],
      [u.token, `${l.id},-1,1`, "belowBuyMin"],
      [u.token, `${l.id},-1,501`, "aboveBuyMax"],
      [u.token, `${l.id},-1,6`, "stockInsufficient"],
      [u.token, "1,2", "noGoodsSelected"],
      [u.token, "a,b,c", "noGoodsSelected"],
      [u.token, `${l.id},-1,0`, "noGoodsSelected"],
      [await sessionFor(t.db, noAddress.id), `${l.id},-1,2`, "addressNotSet"],
      [await sessionFor(t.db, s.owner.id), `${l.id},-1,2`, "cannotBuyOwnStore"],
    ];
    for (const [token, info, key] of cases) {
      const r = await submit(token, info);
      expect({ info, msg: r.msg }).toEqual({ info, msg: zh(key) });
    }
    expect(await stockOf(l.goodsId)).toBe(5);
    const [count] = await t.db.query<{ n: number }>("select count(*)::int n from mall_order where party_id = $1", [
      u.id,
    ]);
    expect(count?.n).toBe(0);
  });

  it("refuses ids and quantities beyond their int4 columns, or not in digits, as no goods, without a 500", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const u = await buyer();
    for (const info of [
      "2147483648,-1,2",
      "9999999999,-1,2",
      `${l.id},2147483648,2`,
      `${l.id},-1,2147483648`,
      `${l.id},-1,\uFEFF2`,
    ]) {
      const r = await submit(u.token, info);
      expect({ info, status: r.status, msg: r.msg }).toEqual({ info, status: 200, msg: zh("noGoodsSelected") });
    }
  });

  it("sells exactly the last 10 units to 50 buyers racing for them", async () => {
    const s = await store();
    const l = await listing(s.sellerId, { stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer(0n)));
    const results = await Promise.all(buyers.map((b) => submit(b.token, `${l.id},-1,1`)));
    expect(results.filter((r) => r.code === "0")).toHaveLength(10);
    expect(results.filter((r) => r.msg === zh("stockInsufficient"))).toHaveLength(40);
    expect(await stockOf(l.goodsId)).toBe(0);
    const [lines] = await t.db.query<{ n: number }>(
      "select count(*)::int n from mall_order_goods where seller_goods_id = $1",
      [l.id],
    );
    expect(lines?.n).toBe(10);
  });

  it("sells exactly the last 3 units of a SKU to 20 buyers racing for them", async () => {
    const s = await store();
    const g = await buildGoods(t.db, {
      categoryId: categoryId(),
      attributes: [{ names: { en: "Size" }, values: [{ names: { en: "S" } }, { names: { en: "XL" } }] }],
    });
    const sg = await buildSellerGoods(t.db, { sellerId: s.sellerId, goodsId: g.goodsId });
    await t.db.query("update goods_sku set stock = 3 where id = $1", [g.skuIds[0]]);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(0n)));
    const results = await Promise.all(buyers.map((b) => submit(b.token, `${sg},${g.skuIds[0]},1`)));
    expect(results.filter((r) => r.code === "0")).toHaveLength(3);
    expect(results.filter((r) => r.msg === zh("stockInsufficient"))).toHaveLength(17);
    const [sku] = await t.db.query<{ stock: number }>("select stock from goods_sku where id = $1", [g.skuIds[0]]);
    expect(sku?.stock).toBe(0);
    const [orders] = await t.db.query<{ n: number }>(
      "select count(*)::int n from mall_order where id in (select order_id from mall_order_goods where seller_goods_id = $1)",
      [sg],
    );
    expect(orders?.n).toBe(3);
  });
});

describe("order!pay", () => {
  it("moves the total from the buyer into escrow once, and counts the units as sold", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const u = await buyer(10_000n);
    const [order] = (await submit(u.token, `${l.id},-1,2`)).data.orderList;
    const id = order?.orderId ?? "";
    expect((await pay(u.token, id, "000000")).msg).toBe(zh("fundPasswordWrong"));
    expect((await pay(u.token, id)).code).toBe("0");
    expect(await statusOf(id)).toMatchObject({ status: 1 });
    // 2 × 12.00 + 2 × 1.00 freight + 2 × 0.50 tax = 27.00
    expect((await partyBalances(t.db, u.id)).available).toBe(10_000n - 2_700n);
    expect((await pay(u.token, id)).msg).toBe(zh("orderNotPayable"));
    const [sold] = await t.db.query<{ sold_num: number }>("select sold_num from seller_goods where id = $1", [l.id]);
    expect(sold?.sold_num).toBe(2);
    await ledgerBalanced();
  });

  it("refuses without money, without a fund password, and for someone else's order", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const poor = await buyer(100n);
    const [o1] = (await submit(poor.token, `${l.id},-1,1`)).data.orderList;
    expect((await pay(poor.token, o1?.orderId ?? "")).msg).toBe(zh("insufficientBalance"));
    expect(await statusOf(o1?.orderId ?? "")).toMatchObject({ status: 0 });
    const noSafe = await buildUser(t.db);
    await buildAddress(t.db, noSafe.id);
    const token = await sessionFor(t.db, noSafe.id);
    const [o2] = (await submit(token, `${l.id},-1,1`)).data.orderList;
    expect((await pay(token, o2?.orderId ?? "")).msg).toBe(zh("fundPasswordNotSet"));
    const other = await buyer();
    expect((await pay(other.token, o1?.orderId ?? "")).msg).toBe(zh("orderNotFound"));
    expect((await t.inject("order!info", { token: other.token, orderId: o1?.orderId })).msg).toBe(zh("orderNotFound"));
    expect((await t.inject("orderLog!list", { token: other.token, orderId: o1?.orderId })).msg).toBe(
      zh("orderNotFound"),
    );
  });

  it("debits once when the same order is paid 50 times at once", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const u = await buyer(100_000n);
    const [order] = (await submit(u.token, `${l.id},-1,1`)).data.orderList;
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(u.token, order?.orderId ?? "")));
    expect(results.filter((r) => r.code === "0")).toHaveLength(1);
    expect((await partyBalances(t.db, u.id)).available).toBe(100_000n - 1_350n);
    await ledgerBalanced();
  });

  it("pays several orders in one call", async () => {
    const a = await store();
    const b = await store();
    const u = await buyer();
    const la = await listing(a.sellerId);
    const lb = await listing(b.sellerId);
    const ids = (await submit(u.token, `${la.id},-1,1,${lb.id},-1,1`)).data.orderList.map((o) => o.orderId);
    expect((await pay(u.token, ids.join(","))).code).toBe("0");
    for (const id of ids) expect(await statusOf(id)).toMatchObject({ status: 1 });
  });

  it("checks the fund password once for a checkout of several stores' orders (decision 0021)", async () => {
    const stores = [await store(), await store(), await store()];
    const u = await buyer();
    const lines: string[] = [];
    for (const s of stores) lines.push(`${(await listing(s.sellerId)).id},-1,1`);
    const ids = (await submit(u.token, lines.join(","))).data.orderList.map((o) => o.orderId);
    expect(ids).toHaveLength(3);
    const verify = vi.spyOn(argon2, "verify");
    try {
      expect((await pay(u.token, ids.join(","))).code).toBe("0");
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
    for (const id of ids) expect(await statusOf(id)).toMatchObject({ status: 1 });
    await ledgerBalanced();
  });
});

describe("the whole order path", () => {
  it("pay, seller confirms (buys wholesale), platform ships, buyer receives, seller is paid", async () => {
    const s = await store(50_000n);
    const l = await listing(s.sellerId);
    const u = await buyer();
    const admin = (await staffSession(t.db)).token;
    const [order] = (await submit(u.token, `${l.id},-1,3`)).data.orderList;
    const id = order?.orderId ?? "";
    await pay(u.token, id);
    expect((await t.inject("merchant/order!confirm", { token: s.token, orderId: id })).code).toBe("0");
    expect((await partyBalances(t.db, s.owner.id)).available).toBe(50_000n - 3_000n);
    expect((await t.inject("order!receipt", { token: u.token, orderId: id })).msg).toBe(zh("orderStateForbids"));
    const ship = await t.inject("console/orders!ship", {
      token: admin,
      orderId: id,
      provider: "DHL",
      trackingNo: "JD0001234",
    });
    expect(ship.code).toBe("0");
    // Receipt twice at once settles once.
    const receipts = await Promise.all([1, 2, 3].map(() => t.inject("order!receipt", { token: u.token, orderId: id })));
    expect(receipts.filter((r) => r.code === "0")).toHaveLength(1);
    expect((await partyBalances(t.db, s.owner.id)).available).toBe(50_000n - 3_000n + 3_600n);
    const logs = await t.inject<{ key: string; state: number }[]>("orderLog!list", { token: u.token, orderId: id });
    expect(logs.data.map((x) => x.key)).toEqual([
      "placed",
      "paid",
      "sellerConfirmed",
      "shipped",
      "delivered",
      "received",
    ]);
    // `log` is the original's: 订单<id> then its fixed sentence, which clients split off and translate.
    expect(logs.data.map((x) => (x as unknown as { log: string }).log)).toEqual(
      [
        "下单成功，等待付款",
        "下单成功，付款成功",
        "商家已确认，已进入备货状态",
        "已发货，正在运输中",
        "系统发货成功",
        "订单已签收",
      ].map((text) => `订单${id}${text}`),
    );
    const info = await t.inject<{ orderInfo: { status: number; totalPrice: number; shipmentTradeNo: string } }>(
      "order!info",
      {
        token: u.token,
        orderId: id,
      },
    );
    expect(info.data.orderInfo).toMatchObject({ status: 4, totalPrice: 40.5, shipmentTradeNo: "JD0001234" });
    const wallet = await t.inject<{ profit: number }>("merchant/wallet!get", { token: s.token });
    expect(wallet.data.profit).toBe(6);
    await ledgerBalanced();
  });

  it("a seller without money cannot confirm; another store cannot see or confirm the order", async () => {
    const s = await store(0n);
    const other = await store();
    const l = await listing(s.sellerId);
    const u = await buyer();
    const [order] = (await submit(u.token, `${l.id},-1,1`)).data.orderList;
    await pay(u.token, order?.orderId ?? "");
    expect((await t.inject("merchant/order!confirm", { token: s.token, orderId: order?.orderId })).msg).toBe(
      zh("insufficientBalance"),
    );
    expect((await t.inject("merchant/order!confirm", { token: other.token, orderId: order?.orderId })).msg).toBe(
      zh("orderNotFound"),
    );
    expect((await t.inject("merchant/order!info", { token: other.token, orderId: order?.orderId })).msg).toBe(
      zh("orderNotFound"),
    );
    expect(await statusOf(order?.orderId ?? "")).toMatchObject({ status: 1 });
  });
});

describe("cancel, remind and refunds", () => {
  it("cancels only unpaid orders, with a reason, and returns the stock", async () => {
    const s = await store();
    const l = await listing(s.sellerId, { stock: 5 });
    const u = await buyer();
    const [o] = (await submit(u.token, `${l.id},-1,2`)).data.orderList;
    expect(await stockOf(l.goodsId)).toBe(3);
    expect((await t.inject("order!cancel", { token: u.token, orderId: o?.orderId })).msg).toBe(zh("paramMissing"));
    expect((await t.inject("order!cancel", { token: u.token, orderId: o?.orderId, returnReason: 2 })).code).toBe("0");
    expect(await stockOf(l.goodsId)).toBe(5);
    expect((await t.inject("order!cancel", { token: u.token, orderId: o?.orderId, returnReason: 2 })).msg).toBe(
      zh("orderNotCancellable"),
    );
    expect((await pay(u.token, o?.orderId ?? "")).msg).toBe(zh("orderNotPayable"));
  });

  it("reminds the seller once per order", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const u = await buyer();
    const [o] = (await submit(u.token, `${l.id},-1,1`)).data.orderList;
    expect((await t.inject("order!remind", { token: u.token, orderId: o?.orderId })).msg).toBe(zh("orderStateForbids"));
    await pay(u.token, o?.orderId ?? "");
    expect((await t.inject("order!remind", { token: u.token, orderId: o?.orderId })).code).toBe("0");
    expect((await t.inject("order!remind", { token: u.token, orderId: o?.orderId })).msg).toBe(
      zh("reminderAlreadySent"),
    );
  });

  it("refunds a confirmed order: the buyer gets everything back, the seller its wholesale purchase", async () => {
    const s = await store(50_000n);
    const l = await listing(s.sellerId, { stock: 10 });
    const u = await buyer(100_000n);
    const admin = (await staffSession(t.db)).token;
    const [o] = (await submit(u.token, `${l.id},-1,2`)).data.orderList;
    const id = o?.orderId ?? "";
    await pay(u.token, id);
    await t.inject("merchant/order!confirm", { token: s.token, orderId: id });
    const req = await t.inject("order!returns", {
      token: u.token,
      orderId: id,
      returnReason: 2,
      returnDetail: "changed my mind",
    });
    expect(req).toMatchObject({ code: "0", msg: zh("applySuccess") });
    expect(await statusOf(id)).toEqual({ status: 6, return_status: 1 });
    expect((await t.inject("console/orders!decideRefund", { token: admin, orderId: id, approve: 1 })).code).toBe("0");
    expect(await statusOf(id)).toEqual({ status: 6, return_status: 2 });
    expect((await partyBalances(t.db, u.id)).available).toBe(100_000n);
    expect((await partyBalances(t.db, s.owner.id)).available).toBe(50_000n);
    expect(await stockOf(l.goodsId)).toBe(10);
    expect((await t.inject("console/orders!decideRefund", { token: admin, orderId: id, approve: 1 })).msg).toBe(
      zh("orderStateForbids"),
    );
    await ledgerBalanced();
  });

  it("a refused refund puts the order back where it was", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const u = await buyer();
    const admin = (await staffSession(t.db)).token;
    const [o] = (await submit(u.token, `${l.id},-1,1`)).data.orderList;
    await pay(u.token, o?.orderId ?? "");
    await t.inject("order!returns", { token: u.token, orderId: o?.orderId, returnReason: 9 });
    await t.inject("console/orders!decideRefund", { token: admin, orderId: o?.orderId, approve: 0, remark: "no" });
    expect(await statusOf(o?.orderId ?? "")).toEqual({ status: 1, return_status: 3 });
  });

  it("takes a blank or loosely written approve as no decision: the refund keeps waiting", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const u = await buyer();
    const admin = (await staffSession(t.db)).token;
    const [o] = (await submit(u.token, `${l.id},-1,1`)).data.orderList;
    const orderId = o?.orderId ?? "";
    await pay(u.token, orderId);
    await t.inject("order!returns", { token: u.token, orderId, returnReason: 9 });
    for (const approve of ["", " ", "0x0", "0e0", "0.0", "\uFEFF0"]) {
      const r = await t.inject("console/orders!decideRefund", { token: admin, orderId, approve, remark: "no" });
      expect({ approve, code: r.code, msg: r.msg }).toEqual({ approve, code: "1", msg: zh("paramMissing") });
    }
    for (const approve of [[0], false, "0"]) {
      const r = await t.inject("console/orders!decideRefund", { token: admin }, { json: { orderId, approve } });
      expect({ approve, code: r.code }).toEqual({ approve, code: approve === "0" ? "0" : "1" });
      if (approve !== "0") expect(await statusOf(orderId)).toEqual({ status: 6, return_status: 1 });
    }
    expect(await statusOf(orderId)).toEqual({ status: 1, return_status: 3 });
  });

  it("refuses a refund long after shipment, and refunds a received order from the seller", async () => {
    const s = await store(50_000n);
    const l = await listing(s.sellerId);
    const u = await buyer(100_000n);
    const admin = (await staffSession(t.db)).token;
    const place = async () => {
      const [o] = (await submit(u.token, `${l.id},-1,1`)).data.orderList;
      const id = o?.orderId ?? "";
      await pay(u.token, id);
      await t.inject("merchant/order!confirm", { token: s.token, orderId: id });
      await t.inject("console/orders!ship", {
        token: admin,
        orderId: id,
        provider: "DHL",
        trackingNo: `T${Date.now()}`,
      });
      return id;
    };
    const late = await place();
    const start = clock.now();
    clock.advance(8 * 86_400_000);
    expect((await t.inject("order!returns", { token: u.token, orderId: late, returnReason: 1 })).msg).toBe(
      zh("orderShippedNoRefund"),
    );
    clock.set(start);
    const received = await place();
    await t.inject("order!receipt", { token: u.token, orderId: received });
    expect((await t.inject("order!returns", { token: u.token, orderId: received, returnReason: 6 })).code).toBe("0");
    expect((await t.inject("console/orders!decideRefund", { token: admin, orderId: received, approve: 1 })).code).toBe(
      "0",
    );
    // The buyer paid 13.50 twice and got one back; the seller keeps nothing from the refunded order.
    expect((await partyBalances(t.db, u.id)).available).toBe(100_000n - 1_350n);
    expect((await partyBalances(t.db, s.owner.id)).available).toBe(50_000n - 1_000n);
    await ledgerBalanced();
  });
});

describe("timed transitions", () => {
  it("cancels unpaid orders after the timeout and receives shipped ones after the set days", async () => {
    const s = await store();
    const l = await listing(s.sellerId, { stock: 10 });
    const u = await buyer();
    const admin = (await staffSession(t.db)).token;
    const start = clock.now();
    const [unpaid] = (await submit(u.token, `${l.id},-1,1`)).data.orderList;
    const [shipped] = (await submit(u.token, `${l.id},-1,1`)).data.orderList;
    await pay(u.token, shipped?.orderId ?? "");
    await t.inject("merchant/order!confirm", { token: s.token, orderId: shipped?.orderId });
    await t.inject("console/orders!ship", {
      token: admin,
      orderId: shipped?.orderId,
      provider: "DHL",
      trackingNo: "AUTO1234",
    });
    await t.db.query("update mall_order set created_at = $2, ship_time = $2 where id = any($1::text[])", [
      [unpaid?.orderId, shipped?.orderId],
      start,
    ]);
    const early = await runOrderJobs(t.db, t.caches, new Date(start.getTime() + 23 * 3_600_000));
    expect(early).toMatchObject({ cancelled: 0, received: 0 });
    const later = await runOrderJobs(t.db, t.caches, new Date(start.getTime() + 11 * 86_400_000));
    expect(later.cancelled).toBeGreaterThanOrEqual(1);
    expect(later.received).toBeGreaterThanOrEqual(1);
    expect(await statusOf(unpaid?.orderId ?? "")).toMatchObject({ status: -1 });
    expect(await statusOf(shipped?.orderId ?? "")).toMatchObject({ status: 4 });
    expect(await stockOf(l.goodsId)).toBe(9);
    await ledgerBalanced();
  });
});

describe("lists", () => {
  it("groups 'to be shipped' as paid and confirmed, and runs two statements whatever the page size", async () => {
    const s = await store();
    const l = await listing(s.sellerId);
    const u = await buyer();
    for (let i = 0; i < 3; i++) {
      const [o] = (await submit(u.token, `${l.id},-1,1`)).data.orderList;
      if (i > 0) await pay(u.token, o?.orderId ?? "");
      if (i > 1) await t.inject("merchant/order!confirm", { token: s.token, orderId: o?.orderId });
    }
    const tab = await t.inject<{ pageList: { status: number }[]; pageInfo: { totalElements: number } }>(
      "order!listMain",
      {
        token: u.token,
        status: 1,
      },
    );
    expect(tab.data.pageList.map((o) => o.status).sort()).toEqual([1, 2]);
    t.resetQueryCount();
    await t.inject("order!listMain", { token: u.token, pageSize: 50 });
    const big = t.queryCount();
    t.resetQueryCount();
    await t.inject("order!listMain", { token: u.token, pageSize: 1 });
    expect(t.queryCount()).toBe(big);
  });
});
