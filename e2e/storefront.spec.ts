import { expect, test } from "./fixtures.ts";
import { formatAmount } from "@mall/contract";
import { firstGoods, goodsWithPricedSkus, recommendedStores } from "./helpers.ts";

test("home shows recommended goods with real prices", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/index/);
  const cards = page.getByTestId("goods-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(cards.first()).toContainText(/\d+\.\d{2}/);
});

test("typing in search shows goods suggestions; picking one opens the goods results", async ({ page, request }) => {
  const [goods] = await firstGoods(request);
  const word = goods!.name
    .split(/\s+/)
    .find((w) => w.length >= 4)!
    .toLowerCase();
  await page.goto("/index");
  const box = page.getByRole("combobox");
  await box.fill(word.slice(0, 4));
  const option = page.getByRole("option").first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/searchGoods\?k=/);
  // /index stays mounted (hidden) behind the results: look at visible cards only.
  await expect(page.getByTestId("goods-card").filter({ visible: true }).first()).toBeVisible();
});

test("picking a store suggestion opens the store", async ({ page, request }) => {
  const [store] = await recommendedStores(request);
  const word = store!.name.split(/\s+/)[0]!;
  await page.goto("/index");
  await page.getByRole("combobox").fill(word);
  const storeOption = page
    .getByRole("option", { name: new RegExp(store!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i") })
    .first();
  await expect(storeOption).toBeVisible();
  await storeOption.click();
  await expect(page).toHaveURL(new RegExp(`/store\\?id=${store!.id}`));
  await expect(page.getByRole("heading", { name: store!.name })).toBeVisible();
});

test("an empty search warns that a keyword is required", async ({ page }) => {
  await page.goto("/index");
  await page.getByRole("combobox").fill("");
  await page.getByRole("button", { name: "Search" }).first().click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a keyword to search" })).toBeVisible();
  await expect(page).toHaveURL(/\/index/);
});

test("choosing a SKU on the product page changes the price", async ({ page, request }) => {
  const goods = await goodsWithPricedSkus(request);
  const skus = goods.canSelectAttributes!.skus.filter((s) => !s.hidden && s.stock > 0);
  const a = skus[0]!;
  const b = skus.find((s) => s.sellingPrice !== a.sellingPrice)!;
  await page.goto(`/productDetails?id=${goods.id}`);
  await expect(page.getByRole("heading", { name: goods.name })).toBeVisible();
  const price = page.getByTestId("goods-price");
  for (const sku of [a, b]) {
    for (const attr of sku.attrs) {
      await page.getByTestId("sku-value").filter({ hasText: attr.attrValueName }).first().click();
    }
    const shown = sku.discountPrice ?? sku.sellingPrice;
    await expect(price).toContainText(formatAmount(shown));
  }
});

test("a product page's HTML carries the product: the page asks the server for it no second time", async ({
  page,
  request,
}) => {
  const [goods] = await firstGoods(request);
  const html = await (await request.get(`/productDetails?id=${goods!.id}`)).text();
  expect(html).toContain('id="first-screen"');
  expect(await (await request.get("/index")).text()).not.toContain('id="first-screen"');
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("sellerGoods!info")) asked.push(r.url());
  });
  await page.goto(`/productDetails?id=${goods!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: goods!.name })).toBeVisible();
  await expect(page.getByText(formatAmount(goods!.discountPrice ?? goods!.sellingPrice)).first()).toBeVisible();
  expect(asked).toEqual([]);
});

test("a product's category link opens that category, found by its id as the address gives it", async ({
  page,
  request,
}) => {
  const goods = (await firstGoods(request)).find((g) => g.secondaryCategoryId && g.secondaryCateName)!;
  await page.goto(`/productDetails?id=${goods.id}`);
  await expect(page.getByRole("heading", { name: goods.name })).toBeVisible();
  await page.locator(`a[href="/classification?categoryId=${goods.categoryId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/classification\\?categoryId=${goods.categoryId}$`));
  // The page finds the address's category in the tree by id (text on the wire and in the address alike).
  await expect(page.getByRole("heading", { level: 1, name: goods.categoryName })).toBeVisible();
  await page.getByRole("button", { name: goods.secondaryCateName, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: goods.secondaryCateName })).toBeVisible();
  await expect(page.getByTestId("goods-card").filter({ visible: true }).first()).toBeVisible();
});

test("switching to Arabic turns the page right-to-left with translated labels", async ({ page }) => {
  await page.goto("/index");
  await page.getByRole("button", { name: "Language" }).click();
  await page.locator('[data-locale="ar"]').click();
  await page.waitForLoadState("load");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const placeholder = await page.getByRole("combobox").getAttribute("placeholder");
  expect(placeholder).not.toBe("Search products and stores");
  expect(placeholder).toMatch(/[\u0600-\u06FF]/);
  expect(await page.evaluate(() => localStorage.getItem("ES_LANG"))).toBe("ar");
});

test("returning to /index restores its scroll position; other pages start at the top", async ({ page }) => {
  await page.goto("/index");
  await expect(page.getByTestId("goods-card").first()).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const saved = await page.evaluate(() => window.scrollY);
  // A product in view opens its page, which starts at the top.
  const card = page.getByTestId("goods-card").filter({ visible: true });
  const inView = await card.evaluateAll((els) =>
    els.findIndex((el) => {
      const r = el.getBoundingClientRect();
      return r.top > 150 && r.bottom < window.innerHeight;
    }),
  );
  await card.nth(Math.max(inView, 0)).click();
  await expect(page).toHaveURL(/\/productDetails\?id=/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Back through the logo: the home page comes back where it was left.
  await page.getByRole("link", { name: "Aurora Mall" }).first().click();
  await expect(page).toHaveURL(/\/index/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(saved - 50);
});

test("the web apps send a Content-Security-Policy their pages keep to", async ({ page, request }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const [goods] = await firstGoods(request);
  for (const path of ["/index", `/productDetails?id=${goods?.id}`, "/seller/login", "/admin/login"]) {
    const res = await page.goto(path);
    expect(res?.headers()["content-security-policy"], path).toContain("script-src 'self'");
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});
