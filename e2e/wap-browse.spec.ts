import { formatAmount, type GoodsVo, type PageOf, type SellerVo } from "@mall/contract";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api, firstGoods, goodsWithPricedSkus, recommendedStores } from "./helpers.ts";

/** The mobile storefront's browsing pages (issue 14 §1): home, categories, search, results, product, store. */

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A phone's first visit: no service worker answers the address yet. */
const firstVisit = (browser: Browser) =>
  browser.newContext({
    userAgent: IPHONE,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: "block",
  });

const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function newBuyer(page: Page, request: APIRequestContext) {
  const username = `wb${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  const r = await api<{ token: string; username: string; usercode: string }>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username,
    password: "pass1234",
    re_password: "pass1234",
  });
  await page.goto("/wap");
  await page.evaluate((s) => {
    localStorage.setItem("ES_TOKEN", s.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: s.username, usercode: s.usercode, avatar: 1 }));
  }, r);
  return r;
}

test("a desktop product or store address on a phone lands on its /wap page with the same id", async ({
  page,
  request,
}) => {
  const [goods] = await firstGoods(request);
  await page.goto(`/productDetails?id=${goods!.id}`);
  await expect(page).toHaveURL(new RegExp(`/wap/product\\?sellerGoodsId=${goods!.id}(&|$)`));
  await expect(page.getByRole("heading", { level: 1, name: goods!.name })).toBeVisible();

  // The original's mobile entry names the page by its query alone.
  await page.goto(`/wap/?sellerGoodsId=${goods!.id}`);
  await expect(page).toHaveURL(new RegExp(`/wap/product\\?sellerGoodsId=${goods!.id}$`));
  const [store] = await recommendedStores(request);
  await page.goto(`/wap/?sellerId=${store!.id}`);
  await expect(page).toHaveURL(new RegExp(`/wap/store\\?sellerId=${store!.id}$`));
  await expect(page.getByTestId("wap-follow")).toBeVisible();
  // Back goes where the visitor came from, not to the entry that was replaced.
  await page.goBack();
  await expect(page).toHaveURL(/\/wap\/product\?/);
});

test("home: the lists go on as the visitor scrolls, and the search bar leads to search", async ({ page }) => {
  await page.goto("/wap");
  const cards = page.getByTestId("wap-goods-card");
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  await page.getByRole("tab", { name: "Daily new arrivals" }).click();
  await expect(page.getByRole("tab", { name: "Daily new arrivals" })).toHaveAttribute("aria-selected", "true");
  await expect(cards.first()).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId("wap-search-link").click();
  await expect(page).toHaveURL(/\/wap\/search$/);
  await expect(page.getByTestId("wap-search-input")).toBeFocused();
});

test("search from home: suggestions as one types, results, and a history that clears", async ({ page, request }) => {
  const goods = (await firstGoods(request)).find((g) => g.name.split(/\s+/).some((w) => w.length >= 5))!;
  const word = goods.name
    .split(/\s+/)
    .find((w) => w.length >= 5)!
    .toLowerCase();
  await page.goto("/wap");
  await page.getByTestId("wap-search-link").click();
  const input = page.getByTestId("wap-search-input");
  await input.fill(word.slice(0, 4));
  await expect(page.getByRole("list", { name: "Suggestions" }).getByRole("button").first()).toBeVisible();
  await input.fill(word);
  await input.press("Enter");
  await expect(page).toHaveURL(/\/wap\/results\?k=/);
  await expect(page.getByTestId("wap-results-query")).toContainText(word);
  await expect(page.getByTestId("wap-goods-card").first()).toBeVisible();

  // Sort in the sheet: price low to high puts the cheapest first.
  await page.getByTestId("wap-sort").click();
  await page.getByRole("dialog").getByText("Price: low to high").click();
  await page.getByTestId("wap-sort-apply").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("wap-sort")).toContainText("Price: low to high");

  await page.getByRole("tab", { name: "Stores" }).click();
  await expect(page).toHaveURL(/scope=store/);

  // Back on the search page the keyword is in the history; clearing asks first.
  await page.goto("/wap/search");
  const chip = page.getByRole("button", { name: word, exact: true });
  await expect(chip).toBeVisible();
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button").last().click();
  await expect(chip).toHaveCount(0);
});

test("categories: the rail, the sub categories, and a category's goods", async ({ page }) => {
  await page.goto("/wap/category");
  const rail = page.getByRole("navigation", { name: "Product categories" });
  await expect(rail.getByRole("button").first()).toHaveAttribute("aria-current", "true");
  await rail.getByRole("button").nth(2).click();
  await expect(rail.getByRole("button").nth(2)).toHaveAttribute("aria-current", "true");
  await page.getByTestId("wap-category-all").click();
  await expect(page).toHaveURL(/\/wap\/category\?categoryId=\d+$/);
  await expect(page.getByTestId("wap-goods-card").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("deals: from the home's shortcut, every listing on discount now, as many as the server counts", async ({
  page,
  request,
}) => {
  const deals = await api<PageOf<GoodsVo>>(request, "sellerGoods!list", { pageNum: 1, pageSize: 20, discount: 1 });
  await page.goto("/wap");
  await page.getByTestId("wap-deals-link").click();
  await expect(page).toHaveURL(/\/wap\/deals$/);
  await expect(page.getByTestId("wap-deals-lead")).toContainText(deals.pageInfo.totalElements.toLocaleString("en"));
  const cards = page.getByTestId("wap-goods-card");
  await expect(cards.first()).toBeVisible();
  // Each card is the discounted price with the struck-through one beside it.
  await expect(cards.first().locator("s, del")).toHaveCount(1);
  await expect(cards.first()).toContainText(deals.pageList[0]!.name);
});

test("a product: pick a SKU in the sheet, the price follows, add to cart and the cart badge shows it", async ({
  page,
  request,
}) => {
  const goods: GoodsVo = await goodsWithPricedSkus(request);
  const skus = goods.canSelectAttributes!.skus.filter((s) => !s.hidden && s.stock > 0);
  const a = skus[0]!;
  const b = skus.find((s) => s.sellingPrice !== a.sellingPrice)!;

  // Opened from the search results, as a visitor would.
  await page.goto(`/wap/results?k=${encodeURIComponent(JSON.stringify(goods.name))}`);
  // Several stores may list the same goods under the same name: the card of this listing, by its address.
  await page.locator(`[data-testid="wap-goods-card"][href$="sellerGoodsId=${goods.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/wap/product\\?sellerGoodsId=${goods.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: goods.name })).toBeVisible();
  await expect(page.getByTestId("wap-price")).toContainText(formatAmount(a.discountPrice ?? a.sellingPrice));
  const count = page.getByTestId("wap-gallery-count");
  if ((await count.count()) > 0) await expect(count).toContainText("1 /");

  await page.getByTestId("wap-add-to-cart").click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible();
  for (const attr of b.attrs) {
    await sheet.getByTestId("wap-sku-value").filter({ hasText: attr.attrValueName }).first().click();
  }
  const shown = formatAmount(b.discountPrice ?? b.sellingPrice);
  await expect(sheet.getByTestId("wap-sheet-price")).toContainText(shown);
  await expect(page.getByTestId("wap-price")).toContainText(shown);
  // The quantity starts at the buying minimum and cannot go under it.
  await expect(sheet.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  await sheet.getByRole("button", { name: "Increase quantity" }).click();
  await expect(sheet.getByRole("textbox", { name: "Quantity" })).toHaveValue(String(Math.max(1, goods.buyMin) + 1));

  await sheet.getByTestId("wap-sheet-cart").click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByTestId("wap-cart-count")).toHaveText("1");
  const stored = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok, no) => {
      const r = indexedDB.open("es-shop-cart");
      r.onsuccess = () => ok(r.result);
      r.onerror = () => no(r.error);
    });
    const rows = await new Promise<{ key: string; value: string }[]>((ok) => {
      const q = db.transaction("esLocalStore").objectStore("esLocalStore").getAll();
      q.onsuccess = () => ok(q.result);
    });
    return rows.find((r) => r.key === "ES_SHOP_CART")?.value ?? localStorage.getItem("ES_SHOP_CART");
  });
  const lines = JSON.parse(stored ?? "[]") as { sellerGoodsId: number; skuId: number; count: number }[];
  expect(lines).toEqual([expect.objectContaining({ sellerGoodsId: Number(goods.id), skuId: Number(b.skuId) })]);

  // Buy now hands the line to the mobile checkout (which may ask a guest to log in first).
  await page.getByTestId("wap-buy-now").click();
  await page.getByRole("dialog").getByTestId("wap-sheet-buy").click();
  await expect(page).toHaveURL(/\/wap\/(checkout|login)/);
  const handoff = await page.evaluate(() => JSON.parse(sessionStorage.getItem("ES_CHECKED_PRODUCTS") ?? "null"));
  expect(handoff).toMatchObject({
    source: "buyNow",
    items: [{ sellerGoodsId: Number(goods.id), skuId: Number(b.skuId) }],
  });
  await page.goto(`/wap/product?sellerGoodsId=${goods.id}`);

  // Chat with the seller opens the mobile chat on this store and product (a guest logs in on the way).
  const chat = page.getByTestId("wap-chat");
  await expect(chat).toHaveAttribute("href", `/wap/chat?sellerId=${goods.sellerId}&productId=${goods.id}`);
  await chat.click();
  await expect(page).toHaveURL(/\/wap\/(chat|login)\?/);
});

test("the store page follows and unfollows, with the server's count", async ({ page, request }) => {
  await newBuyer(page, request);
  const [store] = await recommendedStores(request);
  const before = await api<SellerVo>(request, "seller!info", { sellerId: store!.id });
  await page.goto(`/wap/store?sellerId=${store!.id}`);
  await expect(page.getByText(store!.name).first()).toBeVisible();
  const follow = page.getByTestId("wap-follow");
  const followers = page.getByTestId("wap-store-followers");
  await expect(followers).toHaveText(before.focusNum.toLocaleString("en"));
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await expect(followers).toHaveText((before.focusNum + 1).toLocaleString("en"));
  await page.reload();
  await expect(page.getByTestId("wap-follow")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("wap-follow").click();
  await expect(page.getByTestId("wap-follow")).toHaveAttribute("aria-pressed", "false");
  await expect(followers).toHaveText(before.focusNum.toLocaleString("en"));
});

test("a guest who taps follow is sent to the mobile login and back", async ({ page, request }) => {
  const [store] = await recommendedStores(request);
  await page.goto(`/wap/store?sellerId=${store!.id}`);
  await page.getByTestId("wap-follow").click();
  await expect(page).toHaveURL(
    new RegExp(`/wap/login\\?redirect=${reEscape(encodeURIComponent(`/wap/store?sellerId=${store!.id}`))}$`),
  );
});

test("Arabic /wap is right to left", async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem("ES_LANG", "ar"));
  await page.goto("/wap");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const tabs = page.getByRole("navigation").last().getByRole("link");
  const first = await tabs.first().boundingBox();
  const last = await tabs.last().boundingBox();
  expect(first!.x).toBeGreaterThan(last!.x);
  const [goods] = await firstGoods(request);
  await page.goto(`/wap/product?sellerGoodsId=${goods!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: goods!.name })).toBeVisible();
  // The back button sits on the right, the favourite on the left; the picture count reads left to right.
  const back = await page.locator("header button").first().boundingBox();
  expect(back!.x).toBeGreaterThan(200);
});

test("no page of mine scrolls sideways at 390 px, in English or Arabic", async ({ page, request }) => {
  const [goods] = await firstGoods(request);
  const [store] = await recommendedStores(request);
  const pages = [
    "/wap",
    "/wap/category",
    `/wap/category?categoryId=${goods!.categoryId}`,
    "/wap/deals",
    "/wap/search",
    `/wap/results?k=${encodeURIComponent(JSON.stringify(goods!.name.split(" ")[0]))}`,
    `/wap/product?sellerGoodsId=${goods!.id}`,
    `/wap/store?sellerId=${store!.id}`,
  ];
  for (const lang of ["en", "ar"]) {
    await page.goto("/wap");
    await page.evaluate((l) => localStorage.setItem("ES_LANG", l), lang);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${lang} ${path}`).toBeLessThanOrEqual(390);
    }
  }
});

test("a landing page comes with its code, words and first screen: no call for what its HTML holds", async ({
  browser,
  request,
}) => {
  const [goods] = await firstGoods(request);
  const landings: [string, RegExp][] = [
    ["/wap", /banner!bannerList|category!recommend|sellerGoods!recommend_new/],
    ["/wap/category", /category!tree/],
    [`/wap/product?sellerGoodsId=${goods!.id}`, /sellerGoods!info/],
  ];
  for (const [path, firstScreen] of landings) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('rel="modulepreload"');
    expect(html, path).toContain('id="first-screen"');
    expect(html, path).toContain('id="first-catalogues"');
    const ctx = await firstVisit(browser);
    const page = await ctx.newPage();
    const asked: string[] = [];
    const words: string[] = [];
    page.on("request", (r) => {
      if (firstScreen.test(r.url())) asked.push(r.url());
      // The frame's catalogues (shell, pages, wap) come in the HTML; the errors' follow the first paint.
      if (/\/wap-assets\/(shell|pages|wap)-[\w-]+\.json$/.test(r.url())) words.push(r.url());
    });
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked, path).toEqual([]);
    expect(words, path).toEqual([]);
    // The product shown is the one asked for.
    if (path.includes("product")) await expect(page.getByText(goods!.name).first()).toBeVisible();
    await ctx.close();
  }
});

test("the frame painted before the code shows the page's largest content, at the page's own sizes", async ({
  browser,
  request,
}) => {
  // A listing whose options differ in price: the frame shows the price the page opens with, not "from".
  const goods = await goodsWithPricedSkus(request);
  // Per landing page: what the frame draws and the page's own element for it. Each must have the page's size, or
  // the page's later paint becomes the largest one (issue 14 §3: the phone pages' LCP budget).
  const landings: [string, [string, string][]][] = [
    [
      "/wap/category",
      [
        [".sk-all > span", '[data-testid="wap-category-all"] > span'],
        [".sk-sub img", '[data-testid="wap-category-all"] + div img'],
      ],
    ],
    [`/wap/product?sellerGoodsId=${goods.id}`, [[".sk-price > bdi", '[data-testid="wap-price"] bdi']]],
    ["/wap/cart", [[".sk-text", '[data-testid="cart-login"] p + p']]],
  ];
  const open = async (locale: string, path: string, code: boolean) => {
    const ctx = await firstVisit(browser);
    await ctx.addCookies([{ name: "ES_LANG", value: locale, url: test.info().project.use.baseURL ?? "" }]);
    await ctx.addInitScript((l) => localStorage.setItem("ES_LANG", l), locale);
    const page = await ctx.newPage();
    // Without its code the page stays at the frame, as a phone sees it while the code is on its way.
    if (!code) await page.route(/\.js(\?|$)/, (r) => r.abort());
    await page.goto(path);
    return { ctx, page };
  };
  const box = async (page: Page, selector: string) => {
    const el = page.locator(selector).first();
    await expect(el).toBeVisible();
    const b = await el.boundingBox();
    return {
      at: [Math.round(b?.x ?? 0), Math.round(b?.y ?? 0)],
      size: [Math.round(b?.width ?? 0), Math.round(b?.height ?? 0)],
      text: await el.textContent(),
    };
  };
  for (const locale of ["en", "ar"]) {
    for (const [path, pairs] of landings) {
      const frame = await open(locale, path, false);
      const app = await open(locale, path, true);
      await expect(app.page.locator("#boot")).toBeHidden();
      for (const [drawn, own] of pairs) {
        const [a, b] = [await box(frame.page, `#boot ${drawn}`), await box(app.page, own)];
        expect(a, `${locale} ${path} ${drawn}`).toEqual(b);
      }
      await frame.ctx.close();
      await app.ctx.close();
    }
  }
});
