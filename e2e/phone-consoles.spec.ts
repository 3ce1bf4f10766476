import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { consoleLogin } from "./steps.ts";

/**
 * The seller app and the console on a phone (issue 14): at 390 × 844 nothing scrolls sideways, the navigation is
 * a drawer behind the menu button that reaches every page, lists are cards and a form in a dialog can be sent.
 */

const PHONE = 390;
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.use({
  viewport: { width: PHONE, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
});

/**
 * The page is no wider than the phone, and no visible element reaches past its edges (unless a scrolling or
 * clipping box inside the screen holds it, such as a row of tabs that scrolls sideways).
 */
async function expectFits(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const outside = (r: DOMRect) => r.right > vw + 1 || r.left < -1;
    const wider: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || !outside(r) || !el.checkVisibility({ visibilityProperty: true })) continue;
      let held = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible" && !outside(up.getBoundingClientRect())) {
          held = true;
          break;
        }
      }
      if (!held)
        wider.push(
          `<${el.tagName.toLowerCase()} class="${el.className}"> ${Math.round(r.left)}…${Math.round(r.right)}`,
        );
    }
    return { scrollWidth: document.documentElement.scrollWidth, wider: wider.slice(0, 5) };
  });
  expect(found.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE);
  expect(found.wider, `${where}: elements past the screen's edge`).toEqual([]);
}

/** Settles the page: its heading shown and its lists loaded. */
async function settle(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle").catch(() => {});
}

/** Each tab of the page's lists, in turn, fits the phone too. */
async function everyTabFits(page: Page, where: string) {
  const tabs = page.locator("main [role=tab]");
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    if (!(await tab.isVisible())) continue;
    await tab.click();
    await page.waitForLoadState("networkidle").catch(() => {});
    await expectFits(page, `${where}, tab ${i + 1}`);
  }
}

const drawer = (page: Page) => page.getByTestId("console-nav");

/** The navigation's pages (the links of the drawer, not its help e-mail), as the drawer lists them. */
async function navPages(page: Page, prefix: string): Promise<{ name: string; path: string }[]> {
  const links = drawer(page).locator(`a[href^="${prefix}"]`);
  const out: { name: string; path: string }[] = [];
  for (const link of await links.all()) {
    const name = (await link.textContent())?.trim() ?? "";
    out.push({ name, path: new URL((await link.getAttribute("href")) ?? "", "http://x").pathname });
  }
  return out;
}

/** Opens the drawer with the menu button and follows one of its links; the drawer closes behind it. */
async function goThroughMenu(page: Page, to: { name: string; path: string }) {
  const menu = page.getByTestId("console-menu");
  await expect(menu).toBeVisible();
  const nav = drawer(page);
  // Opened until its link is clicked: in one CI run the drawer was closed again between opening and the click
  // (cause not found; the shell closes it on every change of path), and the click then waited three minutes on
  // a hidden link. The step opens it again instead.
  await expect(async () => {
    if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 2_000 });
    await expect(nav).toBeVisible({ timeout: 2_000 });
    // Once it has slid in.
    await nav.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await expectFits(page, `the open menu, before ${to.path}`);
    await nav.locator(`a[href="${to.path}"]`).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`${to.path}(\\?|$)`));
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
}

/** Inside the screen: a dialog fits the phone. */
async function expectOnScreen(box: Locator) {
  const r = await box.boundingBox();
  expect(r).not.toBeNull();
  if (!r) return;
  expect(r.x).toBeGreaterThanOrEqual(0);
  expect(r.x + r.width).toBeLessThanOrEqual(PHONE + 0.5);
}

async function sellerLogin(page: Page, lang = "en") {
  await page.goto(`/seller/login?lang=${lang}`);
  await expectFits(page, "seller login");
  await page.locator("input").first().fill("seller001");
  await page.locator("input[type=password]").fill("pass1234");
  await page.locator("button[type=submit]").click();
  await expect(page.getByTestId("logout")).toBeVisible();
}

test("the seller app on a phone: every page through the menu, lists as cards, a price saved", async ({ page }) => {
  test.setTimeout(180_000);
  await sellerLogin(page);
  await settle(page);
  await expectFits(page, "/seller/dashboard");

  // The side navigation is a drawer: closed at first, behind the menu button.
  await expect(drawer(page)).toBeHidden();
  const pages = await navPages(page, "/seller/");
  expect(pages.map((p) => p.path)).toEqual(
    expect.arrayContaining(["/seller/dashboard", "/seller/store", "/seller/goods", "/seller/orders", "/seller/funds"]),
  );
  for (const to of pages) {
    await goThroughMenu(page, to);
    await settle(page);
    await expectFits(page, to.path);
    await everyTabFits(page, to.path);
  }

  // The pages behind buttons of the others.
  for (const path of ["/seller/goods/add", "/seller/funds/withdraw"]) {
    await page.goto(path);
    await settle(page);
    await expectFits(page, path);
  }

  // The goods list is cards; the price dialog fits the phone and saves.
  await page.goto("/seller/goods");
  await settle(page);
  const firstRow = page.locator("main tbody tr").first();
  await expect(firstRow).toBeVisible();
  expect(await firstRow.evaluate((tr) => getComputedStyle(tr).display)).toBe("block");
  expect(await page.locator("main thead").first().isVisible()).toBe(false);
  await firstRow.locator("[data-testid^=edit-]").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectOnScreen(dialog);
  await expectFits(page, "the price dialog");
  const price = dialog.getByRole("textbox", { name: "Selling price (USDT)" });
  const after = Number(await price.inputValue()) + 1;
  await price.fill(after.toFixed(2));
  await dialog.getByRole("button", { name: "Save prices" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Prices saved")).toBeVisible();
  await expect(firstRow).toContainText(after.toLocaleString("en-US", { minimumFractionDigits: 2 }));
});

test("the console on a phone: every page through the menu, lists as cards, a role created", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/admin/login");
  await expectFits(page, "console login");
  await consoleLogin(page);
  await settle(page);

  await expect(drawer(page)).toBeHidden();
  const pages = await navPages(page, "/admin/");
  expect(pages.map((p) => p.path)).toEqual(
    expect.arrayContaining(["/admin/users", "/admin/orders", "/admin/finance", "/admin/roles", "/admin/audit"]),
  );
  for (const to of pages) {
    await goThroughMenu(page, to);
    await settle(page);
    await expectFits(page, to.path);
    await everyTabFits(page, to.path);
  }

  // The roles list is cards, each line named by its column; the new-role dialog fits the phone and creates.
  await goThroughMenu(page, { name: "Roles", path: "/admin/roles" });
  await settle(page);
  const name = `Phone ${uniq()}`;
  await page.getByRole("button", { name: "New role" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectOnScreen(dialog);
  await expectFits(page, "the new-role dialog");
  await dialog.getByRole("textbox", { name: "Role name" }).fill(name);
  await dialog.getByRole("checkbox", { name: /^Reviews/ }).check();
  await dialog.getByRole("button", { name: "Create role" }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator("main tbody tr").filter({ hasText: name });
  await expect(card).toBeVisible();
  expect(await card.evaluate((tr) => getComputedStyle(tr).display)).toBe("block");
  expect(
    await card
      .locator("td[data-label]")
      .first()
      .evaluate((td) => getComputedStyle(td, "::before").content),
  ).toBe('"Role name"');
  await expectFits(page, "/admin/roles with the new role");
});

test("in Arabic, right to left, the seller app and the console still fit the phone", async ({ page }) => {
  test.setTimeout(180_000);
  await sellerLogin(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const sellerPages = await navPages(page, "/seller/");
  expect(sellerPages.length).toBeGreaterThanOrEqual(5);
  for (const to of sellerPages) {
    await goThroughMenu(page, to);
    await settle(page);
    await expectFits(page, `${to.path} (ar)`);
  }

  await page.goto("/admin/login?lang=ar");
  await page.locator("input").first().fill("admin001");
  await page.locator("input[type=password]").fill("pass1234");
  await page.locator("button[type=submit]").click();
  await expect(page.getByTestId("logout")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const consolePages = await navPages(page, "/admin/");
  expect(consolePages.length).toBeGreaterThanOrEqual(5);
  for (const to of consolePages) {
    await goThroughMenu(page, to);
    await settle(page);
    await expectFits(page, `${to.path} (ar)`);
  }
});
