import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";

/**
 * The "me" side of the mobile storefront (issue 14 §1) on a phone: log in on /wap/login and see the balance on
 * the me tab; an on-chain deposit with the QR, the copy button, an amount, a proof and a hash; a message to
 * customer service on /wap/chat; Arabic right to left; the desktop-site link; closing the account; the newsletter;
 * about the mall and the legal pages; no sideways scroll on these pages.
 */
type LoginResult = { token: string; username: string; usercode: string };
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
// A 1×1 PNG: the payment screenshot.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const uniqueName = (p: string) => `${p}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);

async function registerBuyer(request: APIRequestContext, prefix: string): Promise<LoginResult> {
  return api<LoginResult>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username: uniqueName(prefix),
    password: "pass1234",
    re_password: "pass1234",
  });
}

/** A buyer signed in on this phone (the session as the login keeps it). */
async function signedIn(page: Page, request: APIRequestContext, prefix: string) {
  const r = await registerBuyer(request, prefix);
  await page.goto("/wap/me");
  await page.evaluate((s) => {
    localStorage.setItem("ES_TOKEN", s.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: s.username, usercode: s.usercode, avatar: 1 }));
  }, r);
  return r;
}

async function noSidewaysScroll(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(inner);
}

test("a buyer logs in on /wap/login, comes back to the me tab and sees the balance", async ({ page, request }) => {
  const r = await registerBuyer(request, "wme");
  await page.goto("/wap/me");
  await expect(page.getByTestId("me-guest")).toBeVisible();
  await page.getByTestId("me-login").click();
  await expect(page).toHaveURL(/\/wap\/login\?redirect=%2Fwap%2Fme$/);
  await page.getByLabel("Username, phone or e-mail").fill(r.username);
  await page.getByLabel("Password", { exact: true }).fill("pass1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/wap\/me$/);
  await expect(page.getByTestId("me-name")).toHaveText(r.username);
  await expect(page.getByTestId("me-balance")).toContainText("0.00");
  await expect(page.getByTestId("me-balance")).toContainText("USDT");
  // The order shortcuts lead to the orders list on their tab.
  await expect(page.getByTestId("me-orders-unpaid")).toHaveAttribute("href", "/wap/orders?status=unpaid");
});

test("an on-chain deposit on /wap/wallet/deposit: the QR, the copy button, an amount, a proof and a hash", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const buyer = await signedIn(page, request, "wdep");
  await page.goto("/wap/me");
  await page.getByTestId("me-deposit").click();
  await expect(page).toHaveURL(/\/wap\/wallet\/deposit$/);
  await page.getByTestId("recharge-coin-USDT").click();
  await page.getByTestId("recharge-network-TRC20").click();
  await expect(page.getByTestId("recharge-qr")).toBeVisible();
  const address = (await page.getByTestId("recharge-address").innerText()).trim();
  expect(address).not.toBe("");
  await page.getByTestId("recharge-copy").click();
  await expect(page.getByText("Address copied", { exact: false })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await noSidewaysScroll(page);

  await page.getByTestId("recharge-amount").fill("150");
  await expect(page.getByTestId("recharge-estimate")).toContainText("150.00");
  await page.getByTestId("recharge-proof").setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("recharge-proof-state")).toHaveAttribute("data-state", "done");
  await page.getByTestId("recharge-tx").fill(`0x${"ab12".repeat(16)}`);
  await page.getByTestId("recharge-submit").click();
  // Spec point 2: the deposit records 2.5 s later, on the phone's wallet page.
  await expect(page).toHaveURL(/\/wap\/wallet\?tab=deposits$/, { timeout: 6_000 });
  const { elements } = await api<{ elements: { order_no: string; state: number }[] }>(
    request,
    "rechargeBlockchain!list",
    { token: buyer.token, page_no: 1, page_size: 8 },
  );
  expect(elements[0]?.state).toBe(0);
  await expect(page.getByTestId("deposit-row").first()).toContainText(elements[0]?.order_no ?? "?");
  await noSidewaysScroll(page);
});

test("a message to customer service on /wap/chat, full screen", async ({ page, request }) => {
  const buyer = await signedIn(page, request, "wchat");
  await page.goto("/wap/chat");
  await page.getByTestId("chat-platform").click();
  await expect(page.getByTestId("chat-title")).toHaveText("Online customer service");
  const input = page.getByTestId("chat-input");
  await expect(input).toBeEnabled();
  await input.fill("Hello from my phone");
  await input.press("Enter");
  const mine = page
    .locator('[data-testid="chat-message"][data-mine="true"]')
    .filter({ hasText: "Hello from my phone" });
  await expect(mine).toHaveAttribute("data-state", "stored");
  // Full screen: the conversation covers the tab bar.
  const box = await page.getByTestId("chat-dialog").boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(840);
  await noSidewaysScroll(page);
  // Stored on the server, in the buyer's conversation with the platform.
  const conv = await api<{ id: string }>(request, "chat!platform", { token: buyer.token });
  const history = await api<{ items: { content: string; mine: boolean }[] }>(request, "chat!history", {
    token: buyer.token,
    conversationId: conv.id,
  });
  expect(history.items.some((m) => m.mine && m.content === "Hello from my phone")).toBe(true);
  // Back to the list.
  await page.getByTestId("chat-back").click();
  await expect(page.getByTestId("chat-conversations")).toBeVisible();
});

test("Arabic turns /wap right to left; the desktop-site link leads to the desktop page and stays there", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "wlang");
  await page.goto("/wap/me");
  await page.getByTestId("me-language").click();
  await expect(page).toHaveURL(/\/wap\/language$/);
  await page.getByTestId("language-ar").click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.waitForLoadState("load");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  expect(await page.evaluate(() => localStorage.getItem("ES_LANG"))).toBe("ar");
  await page.goto("/wap/me");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("me-head")).toBeVisible();
  await noSidewaysScroll(page);

  await page.getByTestId("wap-desktop-link").click();
  await expect(page).toHaveURL(/\/userInfo\/dashboard\?lang=ar$/);
  expect(await page.evaluate(() => localStorage.getItem("ES_SITE"))).toBe("desktop");
  await expect(page.getByTestId("usdt-balance")).toBeVisible();
  // The choice holds: a phone on a desktop page is not sent back to /wap.
  await page.goto("/userInfo/money-package");
  await expect(page).toHaveURL(/\/userInfo\/money-package$/);
});

test("closing an account on a phone asks for its name and a confirmation, then signs out for good", async ({
  page,
  request,
}) => {
  const me = await signedIn(page, request, "wclose");
  await page.goto("/wap/settings");
  await page.getByTestId("settings-close-account").click();
  await expect(page).toHaveURL(/\/wap\/settings\/close$/);
  await expect(page.getByTestId("close-account-rules")).toBeVisible();
  await page.getByLabel("Account name").fill("someone-else");
  await page.getByLabel("Reason").selectOption("notUsing");
  await page.getByRole("button", { name: "Close my account" }).click();
  await expect(page.getByText("This does not match your account name.")).toBeVisible();
  await page.getByLabel("Account name").fill(me.username);
  await page.getByRole("button", { name: "Close my account" }).click();
  await page.getByRole("button", { name: "Yes, close it" }).click();
  await expect(page).toHaveURL(/\/wap\/me$/);
  await expect(page.getByTestId("me-guest")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your account has been closed." })).toBeVisible();
  const login = await request.post(`/api/user!newlogin.action?username=${me.username}&password=pass1234`);
  expect((await login.json()).code).toBe("1");
});

test("the newsletter on the me tab subscribes once; the same address again is refused", async ({ page }) => {
  const email = `${uniqueName("news")}@example.com`;
  await page.goto("/wap/me");
  const box = page.getByTestId("wap-subscribe");
  await box.getByRole("textbox").fill("not-an-email");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await box.getByRole("textbox").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you! You are now subscribed.")).toBeVisible();
  await expect(box.getByRole("textbox")).toHaveValue("");
  await box.getByRole("textbox").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("This email is already subscribed")).toBeVisible();
});

test("about the mall and its legal pages on a phone; a desktop legal address lands on its /wap page", async ({
  page,
}) => {
  await page.goto("/wap/me");
  await page.getByTestId("me-about").click();
  await expect(page).toHaveURL(/\/wap\/info$/);
  await expect(page.getByTestId("wap-about")).toBeVisible();
  await page.getByTestId("wap-policy-privacyPolicy").click();
  await expect(page).toHaveURL(/\/wap\/policy\/privacyPolicy$/);
  await expect(page.getByTestId("wap-policy").getByRole("heading").first()).toBeVisible();
  expect(await page.getByTestId("wap-policy").getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);

  await page.goto("/promote/returnPolicy");
  await expect(page).toHaveURL(/\/wap\/policy\/returnPolicy\?lang=en$/);
  await expect(page.getByTestId("wap-policy").getByRole("heading").first()).toBeVisible();
  await page.goto("/wap/policy/nothing");
  await expect(page.getByTestId("wap-policy")).toContainText("This page does not exist");
});

test("no sideways scroll on the me pages at 390 px", async ({ page, request }) => {
  await signedIn(page, request, "wscroll");
  for (const path of [
    "/wap/me",
    "/wap/settings",
    "/wap/settings/password?kind=login",
    "/wap/settings/password?kind=fund",
    "/wap/settings/close",
    "/wap/language",
    "/wap/addresses",
    "/wap/favourites?tab=goods",
    "/wap/favourites?tab=stores",
    "/wap/wallet",
    "/wap/wallet?tab=deposits",
    "/wap/wallet/deposit",
    "/wap/wallet/deposit?method=provider",
    "/wap/wallet/deposit?method=bank",
    "/wap/wallet/withdraw",
    "/wap/wallet/withdraw?method=bank",
    "/wap/loans",
    "/wap/loans?tab=mine",
    "/wap/loans/apply",
    "/wap/loans/agreement",
    "/wap/chat",
  ]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await noSidewaysScroll(page);
  }
  await page.evaluate(() => localStorage.clear());
  for (const path of ["/wap/me", "/wap/login", "/wap/register", "/wap/info", "/wap/policy/privacyPolicy"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await noSidewaysScroll(page);
  }
});
