import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { firstGoods } from "./helpers.ts";

/**
 * Installable /wap (issue 14 §1): the web app manifest, the service worker, and offline the pages seen before
 * with a clear notice.
 */

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Waits until the /wap service worker controls the page. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!reg.scope.endsWith("/wap")) throw new Error(`scope ${reg.scope}`);
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The addresses the worker keeps of the pages loaded. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open("wap-pages");
    return (await cache.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
  });

test("/wap names a manifest a phone can install from: standalone, its home in scope, with its icons", async ({
  page,
  request,
}) => {
  await page.goto("/wap");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = await (await request.get(new URL(href!, page.url()).pathname)).json();
  expect(manifest).toMatchObject({ start_url: "/wap", scope: "/wap", display: "standalone" });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as { src: string }[]) {
    const res = await request.get(icon.src);
    expect(res.ok()).toBe(true);
    // A PNG by its content, not by its name.
    expect([...(await res.body()).subarray(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
  }
  await controlled(page);
});

test("offline, a page seen before opens with what it showed and says it is offline; one never seen says so too", async ({
  page,
  context,
  request,
}) => {
  const [seen, unseen] = await firstGoods(request);
  await page.goto(`/wap/product?sellerGoodsId=${seen!.id}`);
  await controlled(page);
  // Loaded under the worker: the page, its code and its pictures are kept.
  await page.goto(`/wap/product?sellerGoodsId=${seen!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: seen!.name })).toBeVisible();
  await expect.poll(() => keptPages(page)).toContain(`/wap/product?sellerGoodsId=${seen!.id}`);
  await expect(page.getByTestId("wap-offline")).toHaveCount(0);
  // An address with a secret in it (a mail's unsubscribe key) is never kept.
  await page.goto(`/wap/unsubscribe?key=${"a".repeat(64)}`);
  await page.waitForLoadState("networkidle");
  expect((await keptPages(page)).filter((u) => u.includes("key="))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.goto(`/wap/product?sellerGoodsId=${seen!.id}`);
    await expect(page.getByTestId("wap-offline")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: seen!.name })).toBeVisible();

    // Never loaded: the kept shell opens, says it is offline, and shows no product it does not have.
    await page.goto(`/wap/product?sellerGoodsId=${unseen!.id}`);
    await expect(page.getByTestId("wap-offline")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: unseen!.name })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  // Back online, the page comes from the network again.
  await page.goto(`/wap/product?sellerGoodsId=${unseen!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: unseen!.name })).toBeVisible();
  await expect(page.getByTestId("wap-offline")).toHaveCount(0);
});
