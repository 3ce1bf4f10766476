import type { LoginResult } from "@mall/contract";
import { expect, test } from "./fixtures.ts";
import { api, codeSentTo } from "./helpers.ts";
import { slideToGap } from "./slide.ts";

const uniqueName = (p: string) => `${p}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("reset a forgotten password by e-mail code, then sign in with the new one", async ({ page, request }) => {
  const email = `${uniqueName("forgot")}@example.com`;
  await api<LoginResult>(request, "localuser!registerNoVerifcode", {
    type: 2,
    username: email,
    password: "old12345",
    re_password: "old12345",
  });
  const [local, domain] = email.split("@");

  // From the login page to the reset page, keeping where to go afterwards.
  await page.goto("/login?redirect=%2FuserInfo%2Fdashboard");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgotPassword\?redirect=%2FuserInfo%2Fdashboard$/);
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();

  // The account's e-mail is shown partly hidden, never in full.
  // The login page stays mounted (hidden, kept alive) with a field of the same name: the visible one is ours.
  await page.getByRole("textbox", { name: "Username, phone or e-mail" }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  const target = page.getByTestId("reset-target");
  await expect(target).toHaveText(`${local?.[0]}***${local?.slice(-1)}@${domain}`);
  await expect(page.getByRole("radio", { name: /E-mail/ })).toBeChecked();

  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await codeSentTo(request, email);

  // The new password follows the registration rules, twice; a wrong code is refused by the server.
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByLabel("New password", { exact: true }).fill("new12345");
  await page.getByLabel("Repeat new password", { exact: true }).fill("new00000");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
  await page.getByLabel("Repeat new password", { exact: true }).fill("new12345");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.locator("main").getByRole("alert").filter({ hasText: "verification code" })).toBeVisible();
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Reset password" }).click();

  // Back on the login page with the name filled in and a success message; only the new password works.
  await expect(page).toHaveURL(/\/login\?redirect=%2FuserInfo%2Fdashboard$/);
  await expect(page.getByRole("status").filter({ hasText: "Your password has been reset" })).toBeVisible();
  await expect(page.getByLabel("Username, phone or e-mail")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill("old12345");
  await page.locator("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("main").getByRole("alert").filter({ hasText: "Incorrect password" })).toBeVisible();
  // After a wrong password, the next attempt carries a slide check.
  await page.getByLabel("Password", { exact: true }).fill("new12345");
  await slideToGap(page);
  await page.locator("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/userInfo\/dashboard$/);
  await expect(page.getByTestId("user-menu")).toContainText(email);
});

test("a name with no e-mail or phone is told no code can be sent", async ({ page, request }) => {
  const name = uniqueName("nomail");
  await api<LoginResult>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username: name,
    password: "pass1234",
    re_password: "pass1234",
  });
  await page.goto("/forgotPassword");
  await page.getByLabel("Username, phone or e-mail").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No code can be sent" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send code" })).toHaveCount(0);
  await page.getByRole("button", { name: "Use another account" }).click();
  await expect(page.getByLabel("Username, phone or e-mail")).toBeVisible();
});
