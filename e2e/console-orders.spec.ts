import type { APIRequestContext } from "@playwright/test";
import {
  type ConsoleOrderDetail,
  type ConsoleWallet,
  type GoodsVo,
  type LedgerReport,
  type PageOf,
  parseCents,
} from "@mall/contract";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";
import { consoleLogin, ensureAddress } from "./steps.ts";

/**
 * The platform's fulfilment in the console: orders placed and paid through the API by buyer001 in
 * seller001's store; staff ship a confirmed one and approve a refund request in the UI; the API confirms the
 * order shipped, the refund done and the ledger sound. Then staff credit buyer001 from the finance page.
 */

type Login = { token: string };

async function buyerToken(request: APIRequestContext): Promise<string> {
  const { token } = await api<Login>(request, "user!newlogin", { username: "buyer001", password: "pass1234" });
  await ensureAddress(request, token);
  return token;
}

/** An `orderInfo` triplet for one of seller001's listings: a SKU in stock when it has SKUs, its minimum quantity. */
async function sellerLine(request: APIRequestContext, sellerToken: string): Promise<string> {
  const me = await api<{ store: { id: number } | null }>(request, "merchant/account!me", { token: sellerToken });
  const listings = await api<PageOf<GoodsVo>>(request, "sellerGoods!searchSellerGoods", {
    sellerId: me.store?.id ?? 0,
    pageSize: 20,
  });
  for (const l of listings.pageList) {
    const info = await api<GoodsVo>(request, "sellerGoods!info", { sellerGoodsId: l.id, lang: "en" });
    const skus = info.canSelectAttributes?.skus ?? [];
    const sku = skus.find((s) => !s.hidden && s.stock > 0);
    if (skus.length && !sku) continue;
    return `${l.id},${sku?.skuId ?? -1},${Math.max(1, info.buyMin)}`;
  }
  throw new Error("seller001 has no listing to buy");
}

async function paidOrder(request: APIRequestContext, token: string, orderInfo: string): Promise<string> {
  const { orderList } = await api<{ orderList: { orderId: string }[] }>(request, "order!submit", { token, orderInfo });
  const orderId = orderList[0]?.orderId ?? "";
  await api(request, "order!pay", { token, orderId, safeword: "123456" });
  return orderId;
}

test("staff ship a confirmed order, approve a refund and credit a buyer in the console", async ({ page, request }) => {
  // Orders through the API: one confirmed by the store (to ship), one paid and then refund requested.
  const buyer = await buyerToken(request);
  const seller = (await api<Login>(request, "merchant/account!login", { username: "seller001", password: "pass1234" }))
    .token;
  const line = await sellerLine(request, seller);
  const toShip = await paidOrder(request, buyer, line);
  await api(request, "merchant/order!confirm", { token: seller, orderId: toShip });
  const toRefund = await paidOrder(request, buyer, line);
  await api(request, "order!returns", {
    token: buyer,
    orderId: toRefund,
    returnReason: 2,
    returnDetail: "Changed my mind",
  });

  const staff = (await api<Login>(request, "console/auth!login", { username: "admin001", password: "pass1234" })).token;
  const info = (orderId: string) => api<ConsoleOrderDetail>(request, "console/orders!info", { token: staff, orderId });

  await consoleLogin(page);

  // 1. Ship: the orders page opens on the "to ship" queue; find the order and ship it with a carrier.
  await page.getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("tab", { name: /To ship/ })).toHaveAttribute("aria-selected", "true");
  await page.getByTestId("order-search").fill(toShip);
  await page.getByTestId("order-search").press("Enter");
  await page.getByTestId(`ship-${toShip}`).click();
  const ship = page.getByRole("dialog");
  await expect(ship).toContainText(toShip);
  await ship.getByTestId("ship-carrier").selectOption("DHL");
  // The form checks the tracking number like the server does before sending anything.
  await ship.getByTestId("ship-tracking").fill("AB 12");
  await ship.getByTestId("confirm-ship").click();
  await expect(ship.getByText("Use 4–40 letters, digits or dashes, no spaces.")).toBeVisible();
  await ship.getByTestId("ship-tracking").fill("JD-0012345678");
  await ship.getByTestId("confirm-ship").click();
  await expect(ship).toBeHidden();
  await expect(page.getByText(`Order ${toShip} is shipped with DHL.`)).toBeVisible();
  await expect(page.getByTestId(`ship-${toShip}`)).toHaveCount(0);

  const shipped = (await info(toShip)).orderInfo;
  expect(shipped).toMatchObject({ status: 3, shipmentProvider: "DHL", shipmentTradeNo: "JD-0012345678" });

  // The detail drawer shows the order log as a timeline, translated by key.
  await page.getByRole("tab", { name: "Shipped" }).click();
  await page.getByTestId(`order-${toShip}`).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByTestId("order-log")).toContainText("Store confirmed, preparing the goods");
  await expect(drawer.getByTestId("order-log")).toContainText("Shipped, in transit");
  await expect(drawer).toContainText("JD-0012345678");
  await drawer.getByRole("button", { name: "Close" }).last().click();

  // 2. Refund: the request waits with its reason; approve it.
  await page.getByRole("link", { name: "Refunds" }).click();
  await page.getByTestId("refund-search").fill(toRefund);
  await page.getByTestId("refund-search").press("Enter");
  const row = page.getByRole("row").filter({ hasText: toRefund });
  await expect(row).toContainText("No longer wanted");
  await page.getByTestId(`approve-${toRefund}`).click();
  const decide = page.getByRole("dialog");
  await expect(decide).toContainText("Changed my mind");
  await decide.getByTestId("decision-remark").fill("Refunded as asked");
  await decide.getByTestId("confirm-decision").click();
  await expect(decide).toBeHidden();
  await expect(page.getByText(new RegExp(`Refund of ${toRefund} approved`))).toBeVisible();
  await expect(page.getByTestId(`approve-${toRefund}`)).toHaveCount(0);

  expect((await info(toRefund)).orderInfo).toMatchObject({
    status: 6,
    returnStatus: 2,
    refundRemark: "Refunded as asked",
  });
  expect(await api<LedgerReport>(request, "console/ledger!check", { token: staff })).toMatchObject({ ok: true });

  // 3. Finance: the ledger check is green; find buyer001 and credit 10 USDT.
  await page.getByRole("link", { name: "Finance" }).click();
  await expect(page.getByTestId("ledger-verdict")).toHaveAttribute("data-ok", "true");
  await page.getByTestId("wallet-search").fill("buyer001");
  await page.getByTestId("wallet-search").press("Enter");
  await page.getByTestId("wallet-pick-buyer001").click();
  await expect(page.getByTestId("wallet-holder")).toHaveText("buyer001");
  const available = page.getByTestId("wallet-available");
  await expect(available).not.toHaveText("—");
  const before = parseCents((await available.textContent())?.replace(/,/g, "") ?? "") ?? 0n;

  await page.getByTestId("grant-open").click();
  const grant = page.getByRole("dialog");
  await grant.getByTestId("grant-amount").fill("10");
  await grant.getByTestId("grant-memo").fill("E2E goodwill credit");
  await grant.getByTestId("grant-review").click();
  await expect(grant).toContainText("+10.00 USDT");
  await grant.getByTestId("grant-confirm").click();
  await expect(grant).toBeHidden();
  await expect(page.getByText("10.00 USDT credited to buyer001.")).toBeVisible();
  await expect
    .poll(async () => parseCents((await available.textContent())?.replace(/,/g, "") ?? ""))
    .toBe(before + 1000n);

  const partyId = Number(new URL(page.url()).searchParams.get("party"));
  const wallet = await api<ConsoleWallet>(request, "console/wallet!get", { token: staff, partyId });
  expect(wallet.records.pageList[0]).toMatchObject({ category: "grant", amount: 10, memo: "E2E goodwill credit" });
  expect(await api<LedgerReport>(request, "console/ledger!check", { token: staff })).toMatchObject({ ok: true });
});
