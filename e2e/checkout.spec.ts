import { formatAmount, type GoodsVo, parseCents } from "@mall/contract";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api, firstGoods } from "./helpers.ts";
import { ensureAddress, fillAddressForm } from "./steps.ts";

/**
 * The buyer's way from cart to paid order (spec points 2–5 and 9) with the demo buyer: buyer001 /
 * pass1234, fund password 123456, 10,000 USDT, and no delivery address at first.
 */
const BUYER = { username: "buyer001", password: "pass1234" };

/** Two listings from two different stores. */
async function goodsFromTwoStores(request: APIRequestContext): Promise<[GoodsVo, GoodsVo]> {
  const list = await firstGoods(request);
  const a = list[0];
  const b = list.find((g) => g.sellerId !== a?.sellerId);
  if (!a || !b) throw new Error("the seed has fewer than two stores with goods");
  return [a, b];
}

/** "10,000.00" in "Available: 10,000.00 USDT" → cents. */
const centsIn = (text: string | null): bigint => {
  const m = /(\d[\d,]*\.\d{2})/.exec(text ?? "");
  const c = m?.[1] ? parseCents(m[1].replace(/,/g, "")) : undefined;
  if (c === undefined) throw new Error(`no amount in "${text}"`);
  return c;
};

async function addToCart(page: Page, goods: GoodsVo) {
  await page.goto(`/productDetails?id=${goods.id}`);
  await expect(page.getByRole("heading", { name: goods.name })).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your cart." }).first()).toBeVisible();
}

async function logInWithForm(page: Page, back: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(back)}`);
  await page.locator('input[name="username"]').fill(BUYER.username);
  await page.locator('input[name="password"]').fill(BUYER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => `${u.pathname}${u.search}` === back);
}

/** Fills the settlement's new-address form; the place lists come from the server. */
async function addAddress(page: Page) {
  const form = page.getByRole("form", { name: "New delivery address" });
  await expect(form).toBeVisible();
  await fillAddressForm(form, { name: "Alice Smith", phone: "5551234567", street: "12 Harbour Road, Building 3" });
  await expect(page.getByTestId("address-card").filter({ hasText: "Alice Smith" })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test("guest cart joins the account at login; two stores are checked out and paid", async ({ page, request }) => {
  const [a, b] = await goodsFromTwoStores(request);

  // As a guest: one line in the cart.
  await addToCart(page, a);
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // Log in: the guest line is now in buyer001's cart, next to a line from a second store.
  await logInWithForm(page, `/productDetails?id=${b.id}`);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await page.getByTestId("cart-fab").click();
  const drawer = page.getByRole("dialog", { name: "Shopping cart" });
  await expect(drawer.getByTestId("cart-line")).toHaveCount(2);
  await expect(drawer.getByTestId("cart-line").filter({ hasText: a.name })).toBeVisible();

  // Change a quantity with the stepper.
  const lineB = drawer.getByTestId("cart-line").filter({ hasText: b.name });
  const qty = lineB.getByRole("textbox");
  const before = Number(await qty.inputValue());
  await lineB.getByRole("button", { name: "Increase quantity" }).click();
  await expect(qty).toHaveValue(String(before + 1));

  await drawer.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(/\/settlement$/);
  await expect(page.getByTestId("settle-store")).toHaveCount(2);
  await expect(page.getByTestId("settle-line").filter({ hasText: b.name })).toContainText(`× ${before + 1}`);

  // buyer001 has no address yet: add one inline; it is selected.
  await addAddress(page);

  const balanceBefore = centsIn(await page.getByTestId("settle-balance").textContent());
  expect(balanceBefore).toBeGreaterThan(0n);

  // Place the orders, then a wrong fund password first: refused, nothing paid.
  await page.getByTestId("place-order").click();
  const pin = page.getByTestId("fund-password");
  await pin.fill("111111");
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("pay-error")).toHaveText("Incorrect fund password");

  await pin.fill("123456");
  await page.getByTestId("pay-confirm").click();
  await expect(page).toHaveURL(/\/paySuccess\?orders=/);

  const orders = new URL(page.url()).searchParams.get("orders")?.split(",") ?? [];
  expect(orders).toHaveLength(2);
  await expect(page.getByTestId("paid-orders").locator("li")).toHaveCount(2);

  // The wallet dropped by exactly the amount paid (the server's order totals).
  let paid = 0n;
  for (const orderId of orders) {
    const info = await page.evaluate(async (id) => {
      const token = localStorage.getItem("ES_TOKEN") ?? "";
      const r = await fetch(`/api/order!info.action?orderId=${id}&token=${token}`, { method: "POST" });
      return ((await r.json()) as { data: { orderInfo: { totalPrice: number; status: number } } }).data.orderInfo;
    }, orderId);
    expect(info.status).toBe(1);
    paid += parseCents(info.totalPrice) ?? 0n;
  }
  await expect(page.getByText(`${formatAmount(paid)} USDT`).first()).toBeVisible();
  const balance = page.getByTestId("success-balance");
  await expect(balance).toContainText("USDT");
  expect(centsIn(await balance.textContent())).toBe(balanceBefore - paid);

  // The bought lines left the cart.
  await page.goto("/index");
  await expect(page.getByTestId("cart-fab")).toBeVisible();
  await page.waitForTimeout(1800);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("a wrong fund password is refused and the order stays unpaid", async ({ page, request }) => {
  const login = await api<{ token: string; username: string; usercode: string }>(request, "user!newlogin", BUYER);
  await ensureAddress(request, login.token);
  await page.goto("/index");
  await page.evaluate((l) => {
    localStorage.setItem("ES_TOKEN", l.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: l.username, usercode: l.usercode, avatar: 1 }));
  }, login);

  const [goods] = await firstGoods(request);
  await page.goto(`/productDetails?id=${goods?.id}`);
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/settlement$/);
  await expect(page.getByTestId("settle-line")).toHaveCount(1);
  await expect(page.getByTestId("address-card").first()).toBeVisible();

  await page.getByTestId("place-order").click();
  await page.getByTestId("fund-password").fill("000000");
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("pay-error")).toHaveText("Incorrect fund password");

  await page.getByRole("button", { name: "Cancel" }).click();
  const notice = page.getByTestId("unpaid-notice");
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link")).toHaveAttribute("href", "/userInfo/my-order?index=2");
  // Paying again reuses the placed order instead of placing another.
  await expect(page.getByTestId("place-order")).toHaveText("Pay now");
});

test("/paySuccess opened without a payment goes to the orders page", async ({ page, request }) => {
  const login = await api<{ token: string; username: string; usercode: string }>(request, "user!newlogin", BUYER);
  await page.goto("/index");
  await page.evaluate((l) => {
    localStorage.setItem("ES_TOKEN", l.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: l.username, usercode: l.usercode, avatar: 1 }));
  }, login);
  for (const path of ["/paySuccess", "/paySuccess?orders=NOSUCHORDER1"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/userInfo\/my-order$/);
  }
});
