import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";
import { consoleLogin } from "./steps.ts";

/**
 * The platform console end to end: a seller signs up, staff approve the store, the seller finds it open;
 * staff disable a signed-in buyer, whose next step in the shop ends on the home page, signed out.
 */

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A fresh browser (own storage, own session) that has already seen the shop's lottery popup. */
async function freshContext(browser: Browser): Promise<BrowserContext> {
  const ctx = await browser.newContext();
  await ctx.addInitScript(() => sessionStorage.setItem("lotterySeen", "1"));
  return ctx;
}

test("a seller signs up, staff approve the store, and the seller finds it open", async ({ browser }) => {
  const id = tag();
  const storeName = `E2E Store ${id}`;
  const username = `e2es${id}`;

  // 1. Sign-up in the seller app.
  const sellerCtx = await freshContext(browser);
  const seller = await sellerCtx.newPage();
  await seller.goto("/seller/register");
  await seller.getByLabel("Store name").fill(storeName);
  await seller.getByLabel("Contact person").fill("Erin Tester");
  await seller.getByLabel("Username").fill(username);
  await seller.getByRole("textbox", { name: "Password", exact: true }).fill("pass1234");
  await seller.getByLabel("Repeat password").fill("pass1234");
  await seller.getByRole("button", { name: "Submit application" }).click();
  await expect(seller.getByTestId("application-pending")).toBeVisible();

  // 2. Approval in the console.
  const staffCtx = await freshContext(browser);
  const staff = await staffCtx.newPage();
  await consoleLogin(staff);
  await staff.getByRole("link", { name: "Store applications" }).click();
  await staff.getByTestId(`approve-${storeName}`).click();
  const dialog = staff.getByRole("dialog");
  await expect(dialog).toContainText(storeName);
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByTestId(`approve-${storeName}`)).toHaveCount(0);
  await staff.getByRole("tab", { name: "Approved" }).click();
  await expect(staff.getByRole("cell", { name: new RegExp(storeName) })).toBeVisible();

  // The approval is in the audit log, with its before and after.
  await staff.getByRole("link", { name: "Audit log" }).click();
  const row = staff.getByRole("row").filter({ hasText: "Store approved" }).first();
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("Approved");

  // 3. The seller logs in again and sees the open store.
  await sellerCtx.close();
  const againCtx = await freshContext(browser);
  const again = await againCtx.newPage();
  await again.goto("/seller/login");
  await again.getByLabel("Account").fill(username);
  await again.getByRole("textbox", { name: "Password", exact: true }).fill("pass1234");
  await again.getByRole("button", { name: "Log in" }).click();
  await expect(again).toHaveURL(/\/seller\/dashboard/);
  await expect(again.getByTestId("application-pending")).toHaveCount(0);
  await expect(again.getByText(storeName).first()).toBeVisible();

  await againCtx.close();
  await staffCtx.close();
});

test("staff disable a signed-in buyer, whose next page in the shop ends on / signed out", async ({
  browser,
  request,
}) => {
  const username = `e2eb${tag()}`;
  await api(request, "localuser!registerNoVerifcode", {
    username,
    password: "pass1234",
    re_password: "pass1234",
    type: 3,
  });

  // The buyer signs in to the shop in one browser…
  const buyerCtx = await freshContext(browser);
  const buyer = await buyerCtx.newPage();
  await buyer.goto("/login");
  await buyer.locator("input[name=username]").fill(username);
  await buyer.locator("input[name=password]").fill("pass1234");
  await buyer
    .locator("form")
    .filter({ has: buyer.locator("input[name=password]") })
    .locator("button[type=submit]")
    .click();
  await expect(buyer.getByTestId("user-menu")).toBeVisible();
  expect(await buyer.evaluate(() => localStorage.getItem("ES_TOKEN"))).toBeTruthy();

  // …and staff disable the account in another.
  const staffCtx = await freshContext(browser);
  const staff = await staffCtx.newPage();
  await consoleLogin(staff);
  await expect(staff).toHaveURL(/\/admin\/users/);
  await staff.getByTestId("user-search").fill(username);
  await staff.getByTestId("user-search").press("Enter");
  await staff.getByTestId(`disable-${username}`).click();
  await staff.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
  await expect(staff.getByTestId(`enable-${username}`)).toBeVisible();

  // The buyer's next navigation meets the 403 and lands on the home page, signed out.
  await buyer.goto("/userInfo/dashboard");
  await expect(buyer).toHaveURL(/\/(index)?$/);
  await expect(buyer.getByTestId("user-menu")).toHaveCount(0);
  expect(await buyer.evaluate(() => localStorage.getItem("ES_TOKEN"))).toBeNull();

  await buyerCtx.close();
  await staffCtx.close();
});
