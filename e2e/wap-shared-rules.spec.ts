import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";
import { ensureAddress, fillAddressForm } from "./steps.ts";

/** The /wap pages whose rules moved into shared hooks (addresses, withdrawal with its binding and fund password). */
type LoginResult = { token: string; username: string; usercode: string };
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const TRON = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function signedIn(page: Page, request: APIRequestContext, prefix: string) {
  const r = await api<LoginResult>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username: `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20),
    password: "pass1234",
    re_password: "pass1234",
  });
  await page.goto("/wap/me");
  await page.evaluate((s) => {
    localStorage.setItem("ES_TOKEN", s.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: s.username, usercode: s.usercode, avatar: 1 }));
  }, r);
  return r;
}

test("the /wap address book adds, edits, sets the default and deletes", async ({ page, request }) => {
  const r = await signedIn(page, request, "wad");
  await ensureAddress(request, r.token);
  await page.goto("/wap/addresses");
  const cards = page.getByTestId("book-address");
  await expect(cards).toHaveCount(1);
  await page.getByTestId("address-add").click();
  await fillAddressForm(page.getByRole("form", { name: "New address" }), {
    name: "Bob Jones",
    phone: "5559876543",
    street: "1 Old Street",
  });
  const bob = cards.filter({ hasText: "Bob Jones" });
  await expect(bob).toContainText("1 Old Street");
  await expect(cards).toHaveCount(2);

  await bob.getByTestId("address-edit").click();
  const edit = page.getByRole("form", { name: "Edit address" });
  await expect(edit.getByLabel("Recipient name")).toHaveValue("Bob Jones");
  await edit.getByLabel("Street address").fill("99 New Avenue");
  await edit.getByRole("button", { name: "Save address" }).click();
  await expect(bob).toContainText("99 New Avenue");

  await bob.getByTestId("address-set-default").click();
  await expect(bob.getByTestId("address-default")).toBeVisible();
  await expect(cards.first()).toContainText("Bob Jones");
  await expect(page.getByTestId("address-default")).toHaveCount(1);

  await bob.getByTestId("address-delete").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.filter({ hasText: "Bob Jones" })).toHaveCount(0);
});

/** `amount` USDT credited by the console (a grant), so there is something to withdraw. */
async function grant(request: APIRequestContext, r: LoginResult, amount: string) {
  const staff = await api<{ token: string }>(request, "console/auth!login", {
    username: "admin001",
    password: "pass1234",
  });
  const users = await api<{ pageList: { id: number; username: string }[] }>(request, "console/users!list", {
    token: staff.token,
    q: r.username,
  });
  const partyId = users.pageList.find((u) => u.username === r.username)?.id ?? 0;
  await api(request, "console/wallet!grant", {
    token: staff.token,
    partyId,
    amount,
    memo: "e2e withdrawal",
    requestId: `e2e-${Date.now().toString(36)}`,
  });
}

test("/wap withdrawal: the binding sheet opens by itself, then the amount, then the fund password in a sheet", async ({
  page,
  request,
}) => {
  const r = await signedIn(page, request, "wwd");
  await api(request, "user!setSafewordReg", { token: r.token, safeword: "123456", re_safeword: "123456" });
  await grant(request, r, "500");
  await page.goto("/wap/wallet/withdraw");
  const bind = page.getByTestId("withdraw-bind");
  await expect(bind).toBeVisible();
  // Sending an empty address is refused before anything goes to the server.
  await page.getByTestId("bind-submit").click();
  await expect(bind.getByRole("alert").first()).toBeVisible();
  await page.getByTestId("bind-protocol-TRC20").click();
  await page.getByTestId("bind-address").fill(TRON);
  await page.getByTestId("bind-submit").click();
  await expect(page.getByTestId("withdraw-address")).toContainText(TRON);

  // "Continue" checks the amount first; then the fund password's sheet: a wrong one is refused, the right one sends.
  await page.getByTestId("withdraw-next").click();
  await expect(page.getByTestId("withdraw-submit")).toHaveCount(0);
  await page.getByTestId("withdraw-amount").fill("200");
  await expect(page.getByTestId("withdraw-fee")).toContainText("2.00");
  await expect(page.getByTestId("withdraw-arrival")).toContainText("198.00");
  await page.getByTestId("withdraw-next").click();
  await expect(page.getByTestId("withdraw-submit")).toBeVisible();
  await page.getByTestId("fund-password").first().click();
  await page.keyboard.type("654321");
  await page.getByTestId("withdraw-submit").click();
  await expect(page.getByTestId("withdraw-error")).toBeVisible();
  await page.getByTestId("fund-password").first().click();
  await page.keyboard.type("123456");
  await page.getByTestId("withdraw-submit").click();
  await expect(page).toHaveURL(/\/wap\/wallet\?.*tab=withdrawals/);

  // The bank form: the holder, bank and number are needed before the sheet opens.
  await page.goto("/wap/wallet/withdraw?method=bank");
  await page.getByTestId("withdraw-amount").fill("50");
  await page.getByTestId("withdraw-next").click();
  await expect(page.getByTestId("withdraw-submit")).toHaveCount(0);
  await expect(page.getByRole("alert").first()).toBeVisible();
  await page.getByTestId("withdraw-bankUserName").fill("Alice Smith");
  await page.getByTestId("withdraw-bankName").fill("Harbour Bank");
  await page.getByTestId("withdraw-bankCardNo").fill("DE89370400440532013000");
  await page.getByTestId("withdraw-next").click();
  await expect(page.getByTestId("withdraw-submit")).toBeVisible();
});
