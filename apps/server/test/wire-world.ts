import type { Account, World } from "../src/wire/case.ts";
import type { TestApp } from "./app.ts";
import {
  buildAddress,
  buildCategory,
  buildEvaluation,
  buildGoods,
  buildSeller,
  buildSellerGoods,
  buildSyspara,
  buildUser,
  grantBalance,
  sessionFor,
  staffSession,
} from "./factories.ts";

/**
 * The data of the wire conformance suite (apps/server/src/wire): made with the factories, and moved through
 * the real order flow (submit, pay, confirm, ship, receive, review, refund, cancel) by the same calls the
 * apps make, so every order status is one the server produced itself.
 */
export async function buildWireWorld(t: TestApp): Promise<World> {
  const db = t.db;
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  /** An action that must succeed while the world is made; its raw data (no table check: the suite does that). */
  async function call(action: string, params: Record<string, string | number>, json?: unknown): Promise<unknown> {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/${action}.action?${qs}`,
      ...(json === undefined ? {} : { headers: { "content-type": "application/json" }, payload: JSON.stringify(json) }),
    });
    const body = res.json() as { code: string; msg: string | null; data: unknown };
    if (body.code !== "0") throw new Error(`wire world: ${action} answered ${body.code} ${body.msg}`);
    return body.data;
  }

  await buildSyspara(db, "index_banner_links", "/media/banner/1.svg,/media/banner/2.svg");
  await buildSyspara(db, "invest_order_aboutus", "About the mall");
  await buildSyspara(db, "customer_service_url", "https://support.example.com");
  await buildSyspara(db, "withdraw_fee", "10");
  await db.query(
    "insert into banner (brand_id, type, img_type, img_url, link, sort, remarks) values (null, 'pc', 1, '/media/banner/1.svg', '/index', 1, '')",
  );

  const top = await buildCategory(db, { isRec: true, names: { en: `Wire clothing ${unique}`, "zh-CN": "服装" } });
  const sub = await buildCategory(db, { parentId: top, names: { en: `Wire shirts ${unique}`, "zh-CN": "衬衫" } });

  // The store, its owner's two sessions (seller app, storefront) and money to buy stock from the platform.
  const owner = await buildUser(db, { role: "SELLER" });
  const sellerId = await buildSeller(db, { partyId: owner.id, name: `Wire Store ${unique}`, isRec: true });
  await grantBalance(db, owner.id, 1_000_000n);
  const ownerToken = await sessionFor(db, owner.id, "seller");
  const ownerShopToken = await sessionFor(db, owner.id, "shop");
  await buildAddress(db, owner.id);

  const goods = (names: string, o: Partial<Parameters<typeof buildGoods>[1]> = {}) =>
    buildGoods(db, {
      categoryId: sub,
      names: { en: `Wire ${names} ${unique}`, "zh-CN": `线${names}` },
      systemPrice: 1_000n,
      freight: 100n,
      tax: 50n,
      imgCount: 3,
      ...o,
    });
  const listing = async (names: string, o: Partial<Parameters<typeof buildSellerGoods>[1]> = {}, g = {}) =>
    buildSellerGoods(db, { sellerId, goodsId: (await goods(names, g)).goodsId, sellingPrice: 1_200n, ...o });

  const skuGoods = await goods("Tee", {
    attributes: [
      { names: { en: "Colour", "zh-CN": "颜色" }, values: [{ names: { en: "Red" } }, { names: { en: "Blue" } }] },
      { names: { en: "Size", "zh-CN": "尺码" }, values: [{ names: { en: "S" } }, { names: { en: "M" } }] },
    ],
  });
  const skuListing = await buildSellerGoods(db, {
    sellerId,
    goodsId: skuGoods.goodsId,
    sellingPrice: 1_200n,
    discount: { price: 1_080n, ratio: "0.1000" },
  });
  const skuId = skuGoods.skuIds[0] ?? 0;

  const stores = {
    empty: await buildSeller(db, { withParty: true }),
    closed: await buildSeller(db, { withParty: true, status: 0 }),
    followed: await buildSeller(db, { withParty: true }),
    toFollow: await buildSeller(db, { withParty: true }),
    toUnfollow: await buildSeller(db, { withParty: true }),
  };
  const ofClosedGoods = await goods("Closed");
  const world = {
    plain: await listing("Mug"),
    kept: await listing("Cap"),
    toUnkeep: await listing("Scarf"),
    offShelf: await listing("Old", { isShelf: false }),
    buyMinTwo: await listing("Socks", {}, { buyMin: 2 }),
    ofClosed: await buildSellerGoods(db, { sellerId: stores.closed, goodsId: ofClosedGoods.goodsId }),
  };

  /** A storefront account with a session; an address and money when asked. */
  const account = async (o: { safeword?: string; money?: bigint; address?: boolean } = {}): Promise<Account> => {
    const u = await buildUser(db, o.safeword ? { safeword: o.safeword } : {});
    if (o.address) await buildAddress(db, u.id);
    if (o.money) await grantBalance(db, u.id, o.money);
    return { ...u, token: await sessionFor(db, u.id) };
  };
  const buyer = await account({ safeword: "123456", money: 1_000_000n, address: true });
  const addresses = {
    kept: (await db.query<{ id: number }>("select id from user_address where party_id = $1", [buyer.id]))[0]?.id ?? 0,
    toEdit: await buildAddress(db, buyer.id, { isDefault: false }),
    toDelete: await buildAddress(db, buyer.id, { isDefault: false }),
  };
  const accounts = {
    password: await account(),
    safewordUnset: await account(),
    safewordChange: await account({ safeword: "123456" }),
    logoff: await account({ safeword: "123456" }),
    logout: await account(),
    poor: await account({ safeword: "123456", address: true }),
    noSafeword: await account({ money: 100_000n, address: true }),
  };

  for (const s of [stores.followed, stores.toUnfollow]) {
    await call("focusSeller!add", { token: buyer.token, sellerId: s });
  }
  for (const g of [world.kept, world.toUnkeep]) await call("keepGoods!add", { token: buyer.token, sellerGoodsId: g });

  // The order flow, step by step, as the buyer, the store and the platform's staff take it.
  const staff = (await staffSession(db)).token;
  const line = `${skuListing},${skuId},1`;
  const submit = async (a: Account = buyer) => {
    const data = (await call("order!submit", { token: a.token, orderInfo: line })) as {
      orderList: { orderId: string }[];
    };
    return data.orderList[0]?.orderId ?? "";
  };
  const paid = async () => {
    const id = await submit();
    await call("order!pay", { token: buyer.token, orderId: id, safeword: "123456" });
    return id;
  };
  const confirmed = async () => {
    const id = await paid();
    await call("merchant/order!confirm", { token: ownerToken, orderId: id });
    return id;
  };
  const shipped = async () => {
    const id = await confirmed();
    await call("console/orders!ship", { token: staff, orderId: id, provider: "DHL", trackingNo: `W${id}` });
    return id;
  };
  const received = async () => {
    const id = await shipped();
    await call("order!receipt", { token: buyer.token, orderId: id });
    return id;
  };
  const review = (orderId: string) => ({
    orderId,
    evaluationAdds: [{ sellerGoodsId: skuListing, evaluationType: 1, rating: 5, content: "Lovely" }],
  });

  const orders: World["orders"] = {
    unpaid: await submit(),
    paid: await paid(),
    confirmed: await confirmed(),
    shipped: await shipped(),
    received: await received(),
    reviewed: await received(),
    refund: await paid(),
    cancelled: await submit(),
    toPay: await submit(),
    toCancel: await submit(),
    toReceive: await shipped(),
    toReturn: await paid(),
    toReview: await received(),
    toReviewList: await received(),
    poorUnpaid: await submit(accounts.poor),
    noSafewordUnpaid: await submit(accounts.noSafeword),
  };
  await call("evaluation!addList", { token: buyer.token, lang: "en" }, review(orders.reviewed));
  await call("order!returns", {
    token: buyer.token,
    orderId: orders.refund,
    returnReason: 3,
    returnDetail: "Too small",
  });
  await call("order!cancel", { token: buyer.token, orderId: orders.cancelled, returnReason: 2 });
  // Reviews with pictures and a bad one, for the counts and the list.
  await buildEvaluation(db, { sellerGoodsId: skuListing, type: 1, imgUrls: ["/media/uploads/a.png"] });
  await buildEvaluation(db, { sellerGoodsId: skuListing, type: 3, username: `someone${unique}@example.com` });

  return {
    buyer,
    addresses,
    accounts,
    store: { sellerId, ownerToken, ownerShopToken },
    stores,
    category: { top, sub },
    goods: { sku: { id: skuListing, skuId, goodsId: skuGoods.goodsId }, ...world },
    orders,
    unique,
  };
}
