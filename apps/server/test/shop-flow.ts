import type { SubmittedOrder } from "@mall/contract";
import { beforeAll } from "vitest";
import { appForFile, lateApp, type TestApp, type TestAppOptions } from "./app.ts";
import {
  buildAddress,
  buildCategory,
  buildGoods,
  buildSeller,
  buildSellerGoods,
  buildUser,
  grantBalance,
  sessionFor,
  staffSession,
} from "./factories.ts";

/**
 * A test file's app on its own fresh database, one category for its goods, and the shop flow over them:
 * made in beforeAll, closed in afterAll. `t` stands for the app from then on.
 */
export function shopFlowSuite(opts: TestAppOptions = {}) {
  const t = appForFile(opts);
  let categoryId = 0;
  beforeAll(async () => {
    categoryId = await buildCategory(t.db);
  });
  return {
    t,
    categoryId: () => categoryId,
    ...shopFlow(
      () => t,
      () => categoryId,
    ),
  };
}

/**
 * The parties of a purchase, made through factories, and the calls that move an order along. Shared by the
 * order, review and authorization tests so each reads as the story it tells.
 */
export function shopFlow(app: () => TestApp, categoryId: () => number) {
  // The app is made in beforeAll, after this is called at module level: always read it through app().
  const t = lateApp(app);
  /** A store owned by a seller account, with money to buy stock from the platform. */
  async function store(balance = 1_000_000n) {
    const owner = await buildUser(t.db, { role: "SELLER" });
    const sellerId = await buildSeller(t.db, { partyId: owner.id });
    if (balance) await grantBalance(t.db, owner.id, balance);
    return { owner, sellerId, token: await sessionFor(t.db, owner.id, "seller") };
  }

  /** A listing: platform price 10.00, selling 12.00 unless told, freight 1.00, tax 0.50. */
  async function listing(
    sellerId: number,
    o: { stock?: number; buyMin?: number; selling?: bigint; discount?: bigint } = {},
  ) {
    const g = await buildGoods(t.db, {
      categoryId: categoryId(),
      systemPrice: 1_000n,
      freight: 100n,
      tax: 50n,
      ...(o.stock !== undefined ? { stock: o.stock } : {}),
      ...(o.buyMin ? { buyMin: o.buyMin } : {}),
    });
    const id = await buildSellerGoods(t.db, {
      sellerId,
      goodsId: g.goodsId,
      sellingPrice: o.selling ?? 1_200n,
      ...(o.discount ? { discount: { price: o.discount, ratio: "0.1000" } } : {}),
    });
    return { id, goodsId: g.goodsId };
  }

  /** A buyer with an address, fund password 123456 and (by default) 10,000.00 to spend. */
  async function buyer(balance = 1_000_000n) {
    const u = await buildUser(t.db, { safeword: "123456" });
    await buildAddress(t.db, u.id);
    if (balance) await grantBalance(t.db, u.id, balance);
    return { ...u, token: await sessionFor(t.db, u.id) };
  }

  const staffToken = async () => (await staffSession(t.db)).token;

  const submit = (token: string, orderInfo: string) =>
    t.inject<{ orderList: SubmittedOrder[] }>("order!submit", { token, orderInfo }, { as: "form" });
  const pay = (token: string, orderId: string, safeword = "123456") =>
    t.inject("order!pay", { token, orderId, safeword }, { as: "form" });

  /** Submits, pays, confirms, ships and (unless told) receives one order; returns its id. */
  async function deliveredOrder(
    b: { token: string },
    s: { token: string },
    orderInfo: string,
    o: { receive?: boolean } = {},
  ): Promise<string> {
    const [order] = (await submit(b.token, orderInfo)).data.orderList;
    const id = order?.orderId ?? "";
    await pay(b.token, id);
    await t.inject("merchant/order!confirm", { token: s.token, orderId: id });
    await t.inject("console/orders!ship", {
      token: await staffToken(),
      orderId: id,
      provider: "DHL",
      trackingNo: `T${id}`,
    });
    if (o.receive ?? true) await t.inject("order!receipt", { token: b.token, orderId: id });
    return id;
  }

  return { store, listing, buyer, staffToken, submit, pay, deliveredOrder };
}
