import type { GoodsVo, MerchantMe, PageOf } from "@mall/contract";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api, png } from "./helpers.ts";
import { ensureAddress } from "./steps.ts";

/**
 * Buying on a phone (/wap, issue 14): cart → checkout → the fund password in a sheet → pay success → the order
 * waiting for shipment; cancelling an unpaid order; the order's way on (logistics, receipt, a review with a
 * photo from the camera, a refund); Arabic right to left; no page scrolls sideways. Demo accounts: buyer001 /
 * pass1234 (fund password 123456), seller001 and admin001.
 */
const PASSWORD = "pass1234";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, hasTouch: true, isMobile: true });

type Line = { goods: GoodsVo; skuId: string };

const login = async (request: APIRequestContext, action: string, username: string) =>
  api<{ token: string; username: string; usercode: string }>(request, action, { username, password: PASSWORD });

/** Listings of seller001's store that can be bought now: no SKU to choose, or one in stock; one unit at least. */
async function sellerLines(request: APIRequestContext, sellerToken: string): Promise<Line[]> {
  const me = await api<MerchantMe>(request, "merchant/account!me", { token: sellerToken });
  if (!me.store) throw new Error("seller001 has no store");
  const page = await api<PageOf<GoodsVo>>(request, "sellerGoods!searchSellerGoods", {
    sellerId: me.store.id,
    pageNum: 1,
    pageSize: 30,
    lang: "en",
  });
  const lines: Line[] = [];
  for (const g of page.pageList) {
    const info = await api<GoodsVo>(request, "sellerGoods!info", { sellerGoodsId: g.id, lang: "en" });
    const skus = info.canSelectAttributes?.skus ?? [];
    const sku = skus.find((s) => !s.hidden && s.stock >= 10);
    if (skus.length > 0 && !sku) continue;
    if ((info.buyMin ?? 1) > 1) continue;
    lines.push({ goods: info, skuId: sku ? sku.skuId : "-1" });
    if (lines.length === 4) break;
  }
  if (lines.length < 4) throw new Error("seller001's store has too few listings in stock");
  return lines;
}

const placeOrder = async (request: APIRequestContext, token: string, line: Line, addressId: string) =>
  (
    await api<{ orderList: { orderId: string }[] }>(request, "order!submit", {
      token,
      orderInfo: `${line.goods.id},${line.skuId},1`,
      addressId,
    })
  ).orderList[0]?.orderId ?? "";

/** The storefront opens with the buyer's session stored, as the other specs do after an API login. */
async function asBuyer(page: Page, l: { token: string; username: string; usercode: string }, lang = "en") {
  await page.addInitScript(
    ([session, language]) => {
      localStorage.setItem("ES_TOKEN", session.token);
      localStorage.setItem(
        "userInfo",
        JSON.stringify({ username: session.username, usercode: session.usercode, avatar: 1 }),
      );
      localStorage.setItem("ES_LANG", language);
    },
    [l, lang] as const,
  );
}

const card = (page: Page, orderId: string) => page.locator(`[data-testid="order-card"][data-order="${orderId}"]`);

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoSideways(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    width: window.innerWidth,
  }));
  expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(width);
}

test.describe.configure({ mode: "serial" });

let buyer = { token: "", username: "", usercode: "" };
let seller = "";
let staff = "";
let lines: Line[] = [];
let addressId = "";

test.beforeAll(async ({ request }) => {
  buyer = await login(request, "user!newlogin", "buyer001");
  seller = (await login(request, "merchant/account!login", "seller001")).token;
  staff = (await login(request, "console/auth!login", "admin001")).token;
  lines = await sellerLines(request, seller);
  addressId = await ensureAddress(request, buyer.token);
});

test("a guest's cart asks to log in", async ({ page }) => {
  await page.goto("/wap/cart");
  await expect(page.getByTestId("cart-login")).toBeVisible();
  await expect(page.getByTestId("cart-login").getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    "/wap/login?redirect=%2Fwap%2Fcart",
  );
});

test("a full purchase on a phone: product → cart → checkout → fund password → paid, waiting for shipment", async ({
  page,
}) => {
  const line = lines[0] as Line;
  await asBuyer(page, buyer);

  // Into the cart from the mobile product page.
  await page.goto(`/wap/product?sellerGoodsId=${line.goods.id}`);
  await page.getByTestId("wap-add-to-cart").click();
  await page.getByTestId("wap-sheet-cart").click();
  await expect(page.getByTestId("wap-cart-count")).toBeVisible();

  // The cart tab: the line under its store, a quantity step, then checkout.
  await page.getByTestId("wap-cart-link").click();
  await expect(page).toHaveURL(/\/wap\/cart$/);
  const cartLine = page.getByTestId("cart-line").filter({ hasText: line.goods.name });
  await expect(cartLine).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  const qty = cartLine.getByRole("textbox");
  const before = Number(await qty.inputValue());
  await cartLine.getByRole("button", { name: "Increase quantity" }).click();
  await expect(qty).toHaveValue(String(before + 1));
  await cartLine.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(qty).toHaveValue(String(before));
  // Only this line is checked out: the others (earlier runs) are unchecked.
  await page.getByTestId("cart-bar").getByRole("checkbox").uncheck();
  await cartLine.getByRole("checkbox").check();
  await expectNoSideways(page);
  await page.screenshot({ path: "/tmp/wapbuy-shots/e2e-cart.png" });
  await page.getByTestId("cart-checkout").click();

  // Checkout: the default address, the line, the balance; place, then pay in the sheet.
  await expect(page).toHaveURL(/\/wap\/checkout$/);
  await expect(page.getByTestId("address-current")).toBeVisible();
  await expect(page.getByTestId("settle-line")).toHaveCount(1);
  await expect(page.getByTestId("settle-line")).toContainText(line.goods.name);
  await expect(page.getByTestId("settle-balance")).toContainText("USDT");
  await expectNoSideways(page);
  await page.getByTestId("place-order").click();
  const sheet = page.getByRole("dialog", { name: "Enter your fund password" });
  await expect(sheet).toBeVisible();
  await sheet.getByTestId("fund-password").fill("111111");
  await sheet.getByTestId("pay-confirm").click();
  await expect(sheet.getByTestId("pay-error")).toHaveText("Incorrect fund password");
  await sheet.getByTestId("fund-password").fill("123456");
  await page.screenshot({ path: "/tmp/wapbuy-shots/e2e-pay-sheet.png" });
  await sheet.getByTestId("pay-confirm").click();

  // Paid: the success page names the order; it is in "to ship".
  await expect(page).toHaveURL(/\/wap\/pay-success\?orders=/);
  const orderId = new URL(page.url()).searchParams.get("orders") ?? "";
  expect(orderId).not.toBe("");
  await expect(page.getByTestId("paid-orders")).toContainText(orderId);
  await expect(page.getByTestId("success-balance")).toContainText("USDT");
  await expectNoSideways(page);
  await page.getByTestId("success-orders").click();
  await expect(page).toHaveURL(/\/wap\/orders$/);
  await page.getByTestId("order-tab-toShip").click();
  await expect(page).toHaveURL(/status=toShip/);
  await expect(card(page, orderId).getByTestId("order-status")).toHaveText("Awaiting shipment");
  await expect(card(page, orderId).getByTestId("order-remind")).toBeVisible();
  await expectNoSideways(page);

  // The bought line left the cart.
  await page.goto("/wap/cart");
  await expect(page.getByTestId("cart-line").filter({ hasText: line.goods.name })).toHaveCount(0);
});

test("an unpaid order is cancelled with a reason", async ({ page, request }) => {
  const orderId = await placeOrder(request, buyer.token, lines[1] as Line, addressId);
  await asBuyer(page, buyer);
  await page.goto("/wap/orders?status=0");
  await expect(page.getByTestId("order-tab-unpaid")).toHaveAttribute("aria-selected", "true");
  await expect(card(page, orderId).getByTestId("order-status")).toHaveText("Awaiting payment");
  await card(page, orderId).getByTestId("order-cancel").click();
  const sheet = page.getByTestId("cancel-sheet");
  await sheet.getByTestId("cancel-confirm").click();
  await expect(sheet.getByRole("alert")).toHaveText("Please choose a reason.");
  await sheet.getByText("No longer needed").click();
  await sheet.getByTestId("cancel-confirm").click();
  await expect(page.getByRole("status").filter({ hasText: "Your order was cancelled." }).first()).toBeVisible();
  await expect(card(page, orderId)).toHaveCount(0);
  await page.getByTestId("order-tab-cancelled").click();
  await expect(card(page, orderId).getByTestId("order-status")).toHaveText("Cancelled");
  await card(page, orderId).getByTestId("order-details").click();
  await expect(page).toHaveURL(/\/wap\/order\?id=/);
  await expect(page.getByTestId("order-detail")).toContainText("No longer needed");
});

test("a shipped order: logistics, receipt, a review with a photo from the camera; a refund on another", async ({
  page,
  request,
}) => {
  const orderId = await placeOrder(request, buyer.token, lines[2] as Line, addressId);
  const other = await placeOrder(request, buyer.token, lines[3] as Line, addressId);
  await api(request, "order!pay", { token: buyer.token, orderId: `${orderId},${other}`, safeword: "123456" });
  await api(request, "merchant/order!confirm", { token: seller, orderId });
  await api(request, "console/orders!ship", {
    token: staff,
    orderId,
    provider: "DHL Express",
    trackingNo: "DHL-390-844",
  });
  await asBuyer(page, buyer);

  // The list's "to receive" tab links to the logistics page.
  await page.goto("/wap/orders?status=toReceive");
  await card(page, orderId).getByTestId("order-logistics").click();
  await expect(page).toHaveURL(/\/wap\/order\/logistics\?id=/);
  await expect(page.getByTestId("parcel")).toContainText("DHL Express");
  await expect(page.getByTestId("order-logs")).toContainText("Shipped, in transit");
  const latest = (await page.getByTestId("order-logs").locator("li p").last().innerText()).split("\n")[0] ?? "";
  await expectNoSideways(page);

  // The detail: the latest step, then confirm receipt from the bar.
  await page.goto(`/wap/order?id=${orderId}`);
  await expect(page.getByTestId("order-logistics-row")).toContainText(latest);
  await page.getByTestId("order-receipt").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, I received it" }).click();
  await expect(page.getByTestId("order-detail").getByTestId("order-status")).toHaveText("To be reviewed");

  // Review: a photo from the camera input, stars and a text.
  await page.getByTestId("order-review").click();
  await expect(page).toHaveURL(/\/wap\/order\/review\?id=/);
  const item = page.getByTestId("review-item").first();
  const camera = item.getByTestId("review-camera-file");
  await expect(camera).toHaveAttribute("capture", "environment");
  await expect(camera).toHaveAttribute("accept", "image/*");
  await camera.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png([30, 160, 90]) });
  await expect(item.getByTestId("review-picture")).toHaveAttribute("data-state", "done");
  await item.getByRole("radio", { name: "4 of 5 stars" }).check({ force: true });
  await item.getByTestId("review-text").fill("Arrived quickly and works well.");
  await expectNoSideways(page);
  await page.getByTestId("review-submit").click();
  await expect(page).toHaveURL(/\/wap\/order\?id=/);
  await expect(page.getByTestId("order-detail").getByTestId("order-status")).toHaveText("Completed");

  // A refund for the other order, still waiting for shipment.
  await page.goto(`/wap/order?id=${other}`);
  await page.getByTestId("order-refund").click();
  await expect(page).toHaveURL(/\/wap\/order\/refund\?id=/);
  await page.getByTestId("refund-submit").click();
  await expect(page.getByRole("alert").first()).toHaveText("Please choose a reason.");
  await page.getByText("Wrong item").click();
  await page.getByLabel(/Tell us more/).fill("Ordered the wrong size by mistake.");
  await expectNoSideways(page);
  await page.getByTestId("refund-submit").click();
  await expect(page).toHaveURL(/\/wap\/order\?id=/);
  await expect(page.getByTestId("refund-info")).toContainText("Wrong item");
});

test("Arabic is right to left, and none of the buying pages scrolls sideways", async ({ page, request }) => {
  const orderId = await placeOrder(request, buyer.token, lines[0] as Line, addressId);
  await asBuyer(page, buyer, "ar");
  await page.goto(`/wap/product?sellerGoodsId=${(lines[0] as Line).goods.id}`);
  await page.getByTestId("wap-add-to-cart").click();
  await page.getByTestId("wap-sheet-cart").click();
  await expect(page.getByTestId("wap-cart-count")).toBeVisible();

  await page.getByTestId("wap-cart-link").click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByTestId("cart-line").first()).toBeVisible();
  // Mirrored: the store's checkbox sits at the right edge, its name to the left of it.
  const store = page.getByTestId("cart-store").first().locator("header");
  const box = await store.getByRole("checkbox").boundingBox();
  const name = await store.getByRole("link").boundingBox();
  expect(box && name && box.x > name.x).toBe(true);
  await expectNoSideways(page);
  await page.screenshot({ path: "/tmp/wapbuy-shots/e2e-cart-ar.png" });

  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(/\/wap\/checkout$/);
  await expect(page.getByTestId("address-current")).toBeVisible();
  await expectNoSideways(page);
  await page.screenshot({ path: "/tmp/wapbuy-shots/e2e-checkout-ar.png" });

  for (const path of [
    "/wap/orders",
    "/wap/orders?status=unpaid",
    `/wap/order?id=${orderId}`,
    `/wap/order/logistics?id=${orderId}`,
    `/wap/order/refund?id=${orderId}`,
    `/wap/order/review?id=${orderId}`,
  ]) {
    await page.goto(path);
    await expect(page.locator("main").first()).not.toBeEmpty();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectNoSideways(page);
  }
  await page.goto(`/wap/order?id=${orderId}`);
  await expect(page.getByTestId("order-detail")).toBeVisible();
  await page.screenshot({ path: "/tmp/wapbuy-shots/e2e-order-ar.png", fullPage: true });
});
