import type { GoodsVo, MerchantMe, PageOf, SellerVo } from "@mall/contract";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api, png } from "./helpers.ts";
import { ensureAddress, fillAddressForm } from "./steps.ts";

/**
 * The buyer's orders after checkout (spec points 2–5): paying from the list, the seller and the platform
 * moving the order on (through their APIs), logistics, receipt, a review with two pictures that shows on the
 * product page, a cancellation with a reason, a refund, favourites, followed stores and the address book.
 * Demo accounts: buyer001 / pass1234 (fund password 123456), seller001 and admin001.
 */
const PASSWORD = "pass1234";

type Line = { goods: GoodsVo; skuId: string };

const login = async (request: APIRequestContext, action: string, username: string) =>
  (await api<{ token: string }>(request, action, { username, password: PASSWORD })).token;

/** Listings of seller001's store that can be bought now, with a SKU in stock where they have SKUs. */
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

/** The storefront opens with the buyer's session already stored (as after a login). */
async function asBuyer(page: Page, token: string) {
  await page.addInitScript((t) => {
    localStorage.setItem("ES_TOKEN", t);
    localStorage.setItem("userInfo", JSON.stringify({ username: "buyer001" }));
  }, token);
}

/**
 * User-centre pages are kept alive when left (spec point 2: cached), hidden; only what is shown counts.
 */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });
/** Opens a tab of My orders and waits for its own list (the previous tab's stays on screen while it loads). */
async function openTab(page: Page, tab: string) {
  await shown(page, `order-tab-${tab}`).click();
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-busy", "false");
}
const card = (page: Page, orderId: string) =>
  page.locator(`[data-testid="order-card"][data-order="${orderId}"]`).filter({ visible: true });

test.describe.configure({ mode: "serial" });

let buyer = "";
let seller = "";
let staff = "";
let lines: Line[] = [];
let addressId = "";

test.beforeAll(async ({ request }) => {
  buyer = await login(request, "user!newlogin", "buyer001");
  seller = await login(request, "merchant/account!login", "seller001");
  staff = await login(request, "console/auth!login", "admin001");
  lines = await sellerLines(request, seller);
  addressId = await ensureAddress(request, buyer);
});

test("an order is paid from the list, shipped, received and reviewed with two pictures", async ({ page, request }) => {
  const line = lines[0] as Line;
  const orderId = await placeOrder(request, buyer, line, addressId);
  await asBuyer(page, buyer);

  // To pay → pay with the checkout's fund-password dialog.
  await page.goto("/userInfo/my-order?index=2");
  await openTab(page, "unpaid");
  await expect(card(page, orderId).getByTestId("order-status")).toHaveText("Awaiting payment");
  await card(page, orderId).getByTestId("order-pay").click();
  await expect(shown(page, "fund-password")).toBeVisible();
  await shown(page, "fund-password").fill("123456");
  await shown(page, "pay-confirm").click();
  await expect(page.getByRole("status").filter({ hasText: "Payment successful." }).first()).toBeVisible();
  await expect(card(page, orderId)).toHaveCount(0);

  // To ship: there, with a reminder that can be sent once (the server remembers it).
  await openTab(page, "toShip");
  await expect(page).toHaveURL(/tab=toShip/);
  await expect(card(page, orderId).getByTestId("order-status")).toHaveText("Awaiting shipment");
  await card(page, orderId).getByTestId("order-remind").click();
  await expect(card(page, orderId).getByTestId("order-reminded")).toBeDisabled();
  await page.evaluate(() => localStorage.removeItem("ES_REMIND_ORDER"));
  await page.reload();
  await expect(card(page, orderId).getByTestId("order-reminded")).toHaveText("Reminder sent");

  // The store confirms, the platform ships.
  await api(request, "merchant/order!confirm", { token: seller, orderId });
  await api(request, "console/orders!ship", {
    token: staff,
    orderId,
    provider: "DHL Express",
    trackingNo: "DHL-2048-7731",
  });

  // Logistics on the detail page, oldest first, with the carrier and the number.
  await page.goto("/userInfo/my-order?index=2&tab=toReceive");
  await card(page, orderId).getByRole("link", { name: "Track parcel" }).click();
  await expect(page).toHaveURL(/order-detail\?id=.*#logistics/);
  await expect(shown(page, "parcel")).toContainText("DHL Express");
  await expect(shown(page, "parcel")).toContainText("DHL-2048-7731");
  const logs = shown(page, "order-logs").locator("li");
  await expect(logs.first()).toContainText("Order placed, waiting for payment");
  await expect(logs.nth(1)).toContainText("Order paid");
  await expect(logs.nth(2)).toContainText("The store confirmed the order");
  await expect(logs.nth(3)).toContainText("Shipped, in transit");
  await expect(logs.nth(3)).toContainText("DHL Express, tracking number DHL-2048-7731");

  // Confirm receipt (after a confirmation).
  await shown(page, "order-receipt").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, I received it" }).click();
  await expect(shown(page, "order-detail").getByTestId("order-status")).toHaveText("To be reviewed");

  // Review: text required, nothing sent while uploading, two pictures.
  await shown(page, "order-review").click();
  await expect(page).toHaveURL(/order-evaluation\?id=/);
  const item = shown(page, "review-item").first();
  await shown(page, "review-submit").click();
  await expect(item.getByRole("alert")).toHaveText("Please write a few words about this item.");

  // Hold the uploads back a moment to see the submission refused while they run.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/uploadimg/, async (route) => {
    await held;
    await route.continue();
  });
  await item.getByTestId("review-file").setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: png([220, 90, 60]) },
    { name: "side.png", mimeType: "image/png", buffer: png([40, 120, 200]) },
  ]);
  await expect(item.getByTestId("review-picture")).toHaveCount(2);
  await item.getByTestId("review-text").fill("Sturdy and exactly as pictured. Fast delivery.");
  await shown(page, "review-submit").click();
  await expect(shown(page, "review-notice")).toHaveText("Image is uploading, please wait");
  release();
  await expect(item.locator('[data-testid="review-picture"][data-state="done"]')).toHaveCount(2);
  await page.unroute(/uploadimg/);
  await shown(page, "review-submit").click();
  await expect(page).toHaveURL(/order-detail\?id=/);
  await expect(shown(page, "order-detail").getByTestId("order-status")).toHaveText("Completed");

  // The review and its two pictures are on the product page.
  await page.goto(`/productDetails?id=${line.goods.id}`);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const review = page
    .locator("li")
    .filter({ visible: true, hasText: "Sturdy and exactly as pictured. Fast delivery." });
  await expect(review).toBeVisible();
  await expect(review.locator('img[src^="/media/uploads/"]')).toHaveCount(2);
});

test("an unpaid order is cancelled with a reason", async ({ page, request }) => {
  const orderId = await placeOrder(request, buyer, lines[1] as Line, addressId);
  await asBuyer(page, buyer);
  await page.goto("/userInfo/my-order?index=2&tab=unpaid");
  await card(page, orderId).getByTestId("order-cancel").click();
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please choose a reason.");
  await dialog.getByText("No longer needed").click();
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your order was cancelled." }).first()).toBeVisible();

  await openTab(page, "cancelled");
  await expect(card(page, orderId).getByTestId("order-status")).toHaveText("Cancelled");
  await card(page, orderId).getByTestId("order-details").click();
  await expect(page.getByText("Reason for cancelling").filter({ visible: true })).toBeVisible();
  await expect(shown(page, "order-detail")).toContainText("No longer needed");
  await expect(shown(page, "order-logs")).toContainText("Order cancelled by you");
});

test("a refund is requested, a refusal is shown translated, and the approved refund shows", async ({
  page,
  request,
}) => {
  const refunded = await placeOrder(request, buyer, lines[2] as Line, addressId);
  const raced = await placeOrder(request, buyer, lines[3] as Line, addressId);
  await api(request, "order!pay", { token: buyer, orderId: `${refunded},${raced}`, safeword: "123456" });
  await asBuyer(page, buyer);

  // A refund asked elsewhere meanwhile: this page's request is refused, in English.
  await page.goto(`/userInfo/order-return?id=${raced}`);
  await expect(page.getByRole("button", { name: "Submit request" })).toBeVisible();
  await api(request, "order!returns", { token: buyer, orderId: raced, returnReason: 9 });
  await page.getByText("Wrong item").filter({ visible: true }).click();
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(shown(page, "return-refusal")).toHaveText("This action is not allowed for the order's current status");

  // The real request, from the list.
  await page.goto("/userInfo/my-order?index=2&tab=toShip");
  await card(page, refunded).getByTestId("order-refund").click();
  await expect(page).toHaveURL(/order-return\?id=/);
  await page.getByText("Item damaged").filter({ visible: true }).click();
  await page
    .getByLabel(/Tell us more/)
    .filter({ visible: true })
    .fill("The box arrived crushed.");
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(page).toHaveURL(/order-detail\?id=/);
  await expect(shown(page, "refund-info")).toContainText("Refunding");
  await expect(shown(page, "refund-info")).toContainText("Item damaged");
  await expect(shown(page, "refund-info")).toContainText("The box arrived crushed.");

  await api(request, "console/orders!decideRefund", {
    token: staff,
    orderId: refunded,
    approve: 1,
    remark: "Approved",
  });
  await page.reload();
  await expect(shown(page, "refund-info")).toContainText("Refund successful");
  await expect(shown(page, "order-logs")).toContainText("Refund successful");
  await page.goto("/userInfo/my-order?index=2&tab=refund");
  await expect(card(page, refunded).getByTestId("order-refund-state")).toHaveText("Refund successful");
});

test("favourites and followed stores show what was added, and can be removed", async ({ page, request }) => {
  const goods = lines[0]?.goods as GoodsVo;
  const store = (await api<PageOf<SellerVo>>(request, "seller!list", { pageNum: 1, pageSize: 10 })).pageList.find(
    (s) => s.id !== goods.sellerId,
  ) as SellerVo;
  await api(request, "keepGoods!add", { token: buyer, sellerGoodsId: goods.id }).catch(() => undefined);
  await api(request, "focusSeller!add", { token: buyer, sellerId: store.id }).catch(() => undefined);
  await asBuyer(page, buyer);

  await page.goto("/userInfo/collect-goods?index=3");
  const kept = shown(page, "favourite-goods").filter({ hasText: goods.name });
  await expect(kept).toBeVisible();
  await kept.getByTestId("favourite-remove").click();
  await expect(kept).toHaveCount(0);

  await page.goto("/userInfo/collect-shop");
  const followed = shown(page, "followed-store").filter({ hasText: store.name });
  await expect(followed).toBeVisible();
  await followed.getByTestId("store-unfollow").click();
  await expect(followed).toHaveCount(0);
});

test("the address book adds, edits, sets the default and deletes", async ({ page }) => {
  await asBuyer(page, buyer);
  await page.goto("/userInfo/setup/shipping-address");
  const cards = shown(page, "book-address");
  await expect(cards.first()).toBeVisible();

  await shown(page, "address-add").click();
  const form = page.getByRole("form", { name: "New address" });
  await fillAddressForm(form, { name: "Bob Jones", phone: "5559876543", street: "1 Old Street" });
  const bob = cards.filter({ hasText: "Bob Jones" });
  await expect(bob).toContainText("1 Old Street");

  await bob.getByTestId("address-edit").click();
  const edit = page.getByRole("form", { name: "Edit address" });
  await expect(edit.getByLabel("Recipient name")).toHaveValue("Bob Jones");
  await edit.getByLabel("Street address").fill("99 New Avenue");
  await edit.getByRole("button", { name: "Save address" }).click();
  await expect(bob).toContainText("99 New Avenue");

  await bob.getByTestId("address-set-default").click();
  await expect(bob.getByTestId("address-default")).toBeVisible();
  await expect(cards.first()).toContainText("Bob Jones");
  await expect(shown(page, "address-default")).toHaveCount(1);

  const before = await cards.count();
  await bob.getByTestId("address-delete").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(cards).toHaveCount(before - 1);
  await expect(cards.filter({ hasText: "Bob Jones" })).toHaveCount(0);
  await expect(shown(page, "address-default")).toHaveCount(1);
});
