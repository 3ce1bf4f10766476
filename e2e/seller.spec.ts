import { expect, test } from "./fixtures.ts";

/** A 1×1 PNG, for the logo upload. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("the shop's merchant entry opens the seller sign-up in the visitor's language", async ({ page }) => {
  await page.goto("/index");
  const [tab] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Become a seller" }).first().click(),
  ]);
  await expect(tab).toHaveURL(/\/seller\/register\?lang=en&avatar=\d+/);
  await expect(tab.getByRole("heading", { name: "Open your store", exact: true })).toBeVisible();
  await tab.close();
});

test("a new seller signs up and sees the application under review", async ({ page }) => {
  const name = `Store ${uniq()}`;
  await page.goto("/seller/register?lang=en&avatar=5");
  await page.getByRole("textbox", { name: "Store name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Contact person", exact: true }).fill("Ada Lovelace");
  await page.getByRole("tab", { name: "Username" }).click();
  await page.getByRole("textbox", { name: "Username", exact: true }).fill(`seller${uniq()}`);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("pass1234");
  await page.getByRole("textbox", { name: "Repeat password", exact: true }).fill("pass1234");
  await page.getByRole("button", { name: "Submit application" }).click();

  await expect(page).toHaveURL(/\/seller\/dashboard/);
  await expect(page.getByRole("heading", { name: "Your application is under review" })).toBeVisible();
  await expect(page.getByTestId("application-pending")).toContainText(name);
  // Nothing to edit yet: the store page says the same.
  await page.getByRole("link", { name: "Store profile" }).click();
  await expect(page.getByRole("heading", { name: "Your application is under review" })).toBeVisible();

  // The same store name cannot be taken twice.
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/seller\/login/);
  await page.goto("/seller/register?lang=en");
  await page.getByRole("textbox", { name: "Store name", exact: true }).fill(name.toUpperCase());
  await page.getByRole("textbox", { name: "Contact person", exact: true }).fill("Bob");
  await page.getByRole("textbox", { name: "Username", exact: true }).fill(`seller${uniq()}`);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("pass1234");
  await page.getByRole("textbox", { name: "Repeat password", exact: true }).fill("pass1234");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByText(/store name is already taken/i)).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/register/);
});

test("sign-up checks the form before sending it", async ({ page }) => {
  await page.goto("/seller/register?lang=en&code=AB12CD");
  await expect(page.getByRole("textbox", { name: /Invitation code/ })).toHaveValue("AB12CD");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByText("Please fill this in.").first()).toBeVisible();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("pass1234");
  await page.getByRole("textbox", { name: "Repeat password", exact: true }).fill("pass9999");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByText("The new passwords do not match")).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/register/);
});

test("the demo seller edits the store description and the shop's store page shows it", async ({ page, context }) => {
  const description = `Fresh flowers every morning ${uniq()}`;
  await page.goto("/seller/login?lang=en");
  await page.getByRole("textbox", { name: "Account", exact: true }).fill("seller001");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("pass1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back, seller001/ })).toBeVisible();

  await page.getByRole("link", { name: "Edit store" }).click();
  await expect(page).toHaveURL(/\/seller\/store/);
  await page.getByRole("textbox", { name: "Description", exact: true }).fill(description);
  await page.locator("input[name=avatar]").setInputFiles({ name: "logo.txt", mimeType: "text/plain", buffer: PNG });
  await expect(page.getByTestId("upload-avatar").locator("img")).toHaveAttribute(
    "src",
    /^\/media\/uploads\/[0-9a-f]{32}\.png$/,
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Store profile saved")).toBeVisible();
  await expect(page.getByText("All changes saved.")).toBeVisible();

  const href = await page.getByRole("link", { name: "View in shop" }).getAttribute("href");
  expect(href).toMatch(/^\/store\?id=\d+$/);
  const shop = await context.newPage();
  await shop.addInitScript(() => sessionStorage.setItem("lotterySeen", "1"));
  await shop.goto(href ?? "");
  await expect(shop.getByText(description)).toBeVisible();
});

test("a wrong password is refused, and a lost session goes back to the login", async ({ page }) => {
  await page.goto("/seller/login?lang=en");
  await page.getByRole("textbox", { name: "Account", exact: true }).fill(`nobody${uniq()}`);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("wrong123");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect password" })).toBeVisible();

  await page.evaluate(() => localStorage.setItem("ES_SELLER_TOKEN", "0".repeat(32)));
  await page.goto("/seller/dashboard");
  await expect(page).toHaveURL(/\/seller\/login/);
  expect(await page.evaluate(() => localStorage.getItem("ES_SELLER_TOKEN"))).toBeNull();
});
