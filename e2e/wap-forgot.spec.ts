import { expect, test } from "./fixtures.ts";
import { api, codeSentTo } from "./helpers.ts";

/** /wap/forgot: the desktop's reset flow on a phone, from /wap/login and back to it with the name filled in. */
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a forgotten password is reset on /wap/forgot, then the buyer signs in on /wap/login", async ({
  page,
  request,
}) => {
  const email = `wforgot${Date.now().toString(36)}@example.com`;
  await api(request, "localuser!registerNoVerifcode", {
    type: 2,
    username: email,
    password: "old12345",
    re_password: "old12345",
  });
  await page.goto("/wap/login?redirect=%2Fwap%2Fwallet");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/wap\/forgot\?redirect=%2Fwap%2Fwallet$/);
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Username, phone or e-mail").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("radio", { name: /E-mail/ })).toBeChecked();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await codeSentTo(request, email);
  await page.getByLabel("Verification code").fill(code);
  await page.getByLabel("New password", { exact: true }).fill("new12345");
  await page.getByLabel("Repeat new password", { exact: true }).fill("new12345");
  await page.getByRole("button", { name: "Reset password" }).click();

  // Back on /wap/login, still remembering the /wap page, with the name filled in; the new password works.
  await expect(page).toHaveURL(/\/wap\/login\?redirect=%2Fwap%2Fwallet$/);
  await expect(page.getByLabel("Username, phone or e-mail")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill("new12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/wap\/wallet$/);
});

test("a phone on the desktop's /forgotPassword is sent to /wap/forgot; the page has no sideways scroll", async ({
  page,
}) => {
  await page.goto("/forgotPassword");
  await expect(page).toHaveURL(/\/wap\/forgot/);
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\/wap\/login$/);
});
