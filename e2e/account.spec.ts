import type { LoginResult } from "@mall/contract";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api, codeSentTo } from "./helpers.ts";
import { slideCheck, slideToGap } from "./slide.ts";

/** buyer001's usercode: the invitation code of the demo data. */
const INVITER = "1000001";
/** 6–30 letters or digits, new on every run. */
const uniqueName = (p: string) => `${p}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("register with an invitation code, log in, change the password, set the fund password, log out", async ({
  page,
}) => {
  const name = uniqueName("e2e");
  const [first, second, fund] = ["first123", "second456", "135790"];

  // Registration: the invitation code of the link is kept and filled in.
  await page.goto(`/register?code=${INVITER}`);
  await page.getByRole("tab", { name: "Username" }).click();
  await expect(page.getByLabel("Invitation code (optional)")).toHaveValue(INVITER);
  expect(await page.evaluate(() => localStorage.getItem("agentCode"))).toBe(INVITER);
  await page.getByLabel("Username", { exact: true }).fill(name);
  await page.getByLabel("Password", { exact: true }).fill(first);
  await page.getByLabel("Repeat password", { exact: true }).fill("different1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
  await page.getByLabel("Repeat password", { exact: true }).fill(first);
  // Every registration carries a slide check: the piece dragged into the picture's gap.
  await slideToGap(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/index$/);
  const menu = page.getByTestId("user-menu");
  await expect(menu).toContainText(name);

  // Log out from the header menu: the session, the cart, the message marker and the search text go.
  await page.evaluate(() => {
    localStorage.setItem("ES_SHOP_CART", "[]");
    localStorage.setItem("ES_SHOP_CART_1234567", "[]");
    localStorage.setItem("ES_MESSAGE_LAST_ID", "42");
  });
  await page.getByRole("combobox").fill("lamp");
  await menu.click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Logged out" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(
    await page.evaluate(() =>
      ["ES_TOKEN", "userInfo", "ES_SHOP_CART", "ES_SHOP_CART_1234567", "ES_MESSAGE_LAST_ID"].map((k) =>
        localStorage.getItem(k),
      ),
    ),
  ).toEqual([null, null, null, null, null]);
  await expect(page.getByRole("combobox")).toHaveValue("");

  // A protected page sends the guest to /login and back after signing in.
  await page.goto("/userInfo/setup/login-password");
  await expect(page).toHaveURL(/\/login\?redirect=%2FuserInfo%2Fsetup%2Flogin-password/);
  await page.getByLabel("Username, phone or e-mail").fill(name);
  await page.getByLabel("Password", { exact: true }).fill(first);
  await page.locator("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/userInfo\/setup\/login-password$/);

  // Change the login password: a wrong current one is refused with the server's message.
  await page.getByLabel("Current password", { exact: true }).fill("wrong-one");
  await page.getByLabel("New password", { exact: true }).fill(second);
  await page.getByLabel("Repeat new password", { exact: true }).fill(second);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "incorrect" })).toBeVisible();
  await page.getByLabel("Current password", { exact: true }).fill(first);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/userInfo\/setup$/);

  // Set the fund password (exactly 6 digits).
  await page.getByRole("link", { name: /Fund password/ }).click();
  await expect(page.getByRole("heading", { name: "Set fund password" })).toBeVisible();
  await page.getByLabel("New fund password", { exact: true }).fill(fund);
  await page.getByLabel("Repeat fund password", { exact: true }).fill(fund);
  await page.getByRole("button", { name: "Set fund password" }).click();
  await expect(page).toHaveURL(/\/userInfo\/setup$/);
  await expect(page.getByRole("link", { name: /Fund password/ })).toContainText("Set");

  // The dashboard shows the new account's invitation code and an empty wallet.
  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByTestId("invite-code")).toHaveText(/^\d{7}$/);
  await expect(page.getByTestId("usdt-balance")).toContainText("0.00");

  // Log out from the user centre; only the new password signs in now.
  await page.locator("main").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/index$/);
  await page.goto("/login");
  await page.getByLabel("Username, phone or e-mail").fill(name);
  await page.getByLabel("Password", { exact: true }).fill(first);
  await page.locator("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect password" })).toBeVisible();
  // After a wrong password, each attempt carries a slide check.
  await page.getByLabel("Password", { exact: true }).fill(second);
  await slideToGap(page);
  await page.locator("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId("user-menu")).toContainText(name);
});

test("register by e-mail with a verification code and a countdown before resending", async ({ page, request }) => {
  const email = `${uniqueName("mail")}@example.com`;
  await page.goto("/register");
  await page.getByRole("tab", { name: "E-mail" }).click();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Please fill in this field.")).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await codeSentTo(request, email);

  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByLabel("Password", { exact: true }).fill("mail1234");
  await page.getByLabel("Repeat password", { exact: true }).fill("mail1234");
  await slideToGap(page);
  const picture = slideCheck(page).getByTestId("slide-background");
  const first = await picture.getAttribute("src");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("main").getByRole("alert").filter({ hasText: "verification code" })).toBeVisible();

  // The refused attempt spent its slide check: a new picture (waited for, so the gap is looked for in it), slid again.
  await expect(picture).not.toHaveAttribute("src", first ?? "");
  await expect(slideCheck(page).getByRole("slider")).toHaveAttribute("aria-valuenow", "0");
  await page.getByLabel("Verification code").fill(code);
  await slideToGap(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId("user-menu")).toContainText(email);
});

/** A fresh buyer signed in on this page the way the storefront keeps a session (ES_TOKEN and userInfo). */
async function signedInBuyer(page: Page, request: APIRequestContext, prefix: string) {
  const name = uniqueName(prefix);
  const r = await api<LoginResult>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username: name,
    password: "pass1234",
    re_password: "pass1234",
  });
  await page.goto("/index");
  await page.evaluate((s) => {
    localStorage.setItem("ES_TOKEN", s.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: s.username, usercode: s.usercode, avatar: 1 }));
  }, r);
  return name;
}

test("a 403 answer ends the session and returns to the home page", async ({ page, request }) => {
  const name = await signedInBuyer(page, request, "e2f");
  await page.goto("/userInfo/dashboard");
  await expect(page.getByRole("heading", { name })).toBeVisible();

  await page.evaluate(() => localStorage.setItem("ES_TOKEN", "0123456789abcdef0123456789abcdef"));
  await page.goto("/userInfo/dashboard");
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("ES_TOKEN"), localStorage.getItem("userInfo")])).toEqual([
    null,
    null,
  ]);
});

test("closing an account asks for its name and a confirmation, then signs out for good", async ({ page, request }) => {
  const name = await signedInBuyer(page, request, "e2g");
  await page.goto("/userInfo/setup/account-cancellation");
  await page.getByLabel("Account name").fill("someone-else");
  await page.getByLabel("Reason").selectOption("notUsing");
  await page.getByRole("button", { name: "Close my account" }).click();
  await expect(page.getByText("This does not match your account name.")).toBeVisible();
  await page.getByLabel("Account name").fill(name);
  await page.getByRole("button", { name: "Close my account" }).click();
  await page.getByRole("button", { name: "Yes, close it" }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole("status").filter({ hasText: "Your account has been closed." })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Username, phone or e-mail").fill(name);
  await page.getByLabel("Password", { exact: true }).fill("pass1234");
  await page.locator("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("main").getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("an account with money in the wallet cannot be closed", async ({ page }) => {
  await page.goto("/login?redirect=%2FuserInfo%2Fsetup%2Faccount-cancellation");
  await page.getByLabel("Username, phone or e-mail").fill("buyer001");
  await page.getByLabel("Password", { exact: true }).fill("pass1234");
  await page.locator("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account-cancellation$/);
  await page.getByLabel("Account name").fill("buyer001");
  await page.getByLabel("Reason").selectOption("other");
  await page.getByLabel("Tell us more", { exact: true }).fill("Testing the refusal");
  await page.getByLabel("Fund password", { exact: true }).fill("123456");
  await page.getByRole("button", { name: "Close my account" }).click();
  await page.getByRole("button", { name: "Yes, close it" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "still has a balance" })).toBeVisible();
  await expect(page.getByTestId("user-menu")).toBeVisible();
});
