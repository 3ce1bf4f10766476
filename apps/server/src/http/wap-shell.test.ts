import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { firstScreenKey, hasSignedCookie } from "@mall/contract";
import type { FastifyRequest } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildCategory, buildGoods, buildSeller, buildSellerGoods } from "../../test/factories.ts";
import { desktopShell, type ShellAnswer, shellLocale, wapShell, withFirstScreen } from "./wap-shell.ts";
import { wordsOf } from "./wap-sketch.ts";

/** A build as apps/shop/wap-chunks.ts writes it: wap.html and the landing pages' files. */
function build(): string {
  const dist = mkdtempSync(join(tmpdir(), "wap-shell-"));
  writeFileSync(
    join(dist, "wap.html"),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Mall</title></head><body></body></html>',
  );
  writeFileSync(
    join(dist, "wap-landing.json"),
    JSON.stringify({
      locales: { en: { lang: "en", dir: "ltr" }, ar: { lang: "ar", dir: "rtl" } },
      pages: [
        {
          path: "/wap/cart",
          scripts: ["/wap-assets/WapCartPage-a1.js", '/wap-assets/evil.js"><script>alert(1)</script>'],
          styles: ["/wap-assets/WapCartPage-b2.css"],
          catalogues: {
            en: ["/wap-assets/shell-en.json"],
            ar: ["/wap-assets/shell-ar.json", "/wap-assets/pages-ar.json"],
          },
        },
      ],
    }),
  );
  mkdirSync(join(dist, "wap-assets"));
  writeFileSync(join(dist, "wap-assets", "shell-en.json"), JSON.stringify({ cart: { title: "Cart" } }));
  // A translation that would end a script element if it were written as it is.
  writeFileSync(join(dist, "wap-assets", "shell-ar.json"), JSON.stringify({ cart: { title: "</script>السلة" } }));
  return dist;
}

describe("the /wap HTML", () => {
  const shell = wapShell(build());
  if (!shell) throw new Error("no shell");
  const text = (path: string, locale: string) => gunzipSync(shell(path, locale).page.gzip).toString();

  it("names a landing page's code and styles, and carries the locale's catalogues, with or without a final slash", () => {
    for (const path of ["/wap/cart", "/wap/cart/"]) {
      const html = text(path, "ar");
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/wap-assets/WapCartPage-a1.js">');
      expect(html).toContain('<link rel="preload" as="style" crossorigin href="/wap-assets/WapCartPage-b2.css">');
      const carried = /<script type="application\/json" id="first-catalogues">(.*?)<\/script>/.exec(html)?.[1];
      expect(carried).not.toContain("</script>");
      expect(JSON.parse(carried ?? "{}")).toEqual({
        "/wap-assets/shell-ar.json": { cart: { title: "</script>السلة" } },
      });
      // A listed file the build does not hold is left to the app, named so it comes with the code.
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/wap-assets/pages-ar.json">');
      expect(html).not.toContain("shell-en.json");
    }
  });

  it("names only built files: nothing from the list that is not a plain asset path reaches the HTML", () => {
    expect(text("/wap/cart", "en")).not.toContain("alert");
  });

  it("gives any other /wap page the HTML as built, in the locale's direction", () => {
    const html = text("/wap/orders", "en");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(shell("/wap/orders", "en").page.html.toString()).toBe(html);
  });

  it("is absent when the build has no wap.html", () => {
    expect(wapShell(mkdtempSync(join(tmpdir(), "wap-shell-none-")))).toBeUndefined();
  });
});

describe("the locale of a /wap visit", () => {
  it("is the lang query first, then the ES_LANG cookie, then English; unknown values are ignored", () => {
    expect(shellLocale(new URLSearchParams("lang=cn"), "ES_LANG=ar")).toBe("zh-CN");
    expect(shellLocale(new URLSearchParams(""), "a=1; ES_LANG=ar")).toBe("ar");
    expect(shellLocale(new URLSearchParams("lang=xx"), "ES_LANG=<script>")).toBe("en");
    expect(shellLocale(new URLSearchParams(""), undefined)).toBe("en");
  });
});

describe("a landing page's first screen in its HTML", () => {
  const t = appForFile();
  let listing = 0;
  beforeAll(async () => {
    const seller = await buildSeller(t.db);
    const goods = await buildGoods(t.db, {
      categoryId: await buildCategory(t.db),
      names: { en: "Box </script><script>alert(1)</script>" },
    });
    listing = await buildSellerGoods(t.db, { sellerId: seller, goodsId: goods.goodsId });
  });

  const shellOf = (calls: ShellAnswer["calls"], sketch?: ShellAnswer["sketch"]): ShellAnswer => ({
    page: { html: Buffer.from(""), br: Buffer.from(""), gzip: Buffer.from("") },
    text: '<html><head></head><body><div id="boot" aria-hidden="true"></div></body></html>',
    calls,
    sketch,
    words: wordsOf({
      pages: { money: { amount: "{{amount}} USDT", from: "from {{price}}", off: "-{{percent}}%" } },
      wap: {
        browse: { allIn: "Everything in {{name}}" },
        buy: { cart: { loginTitle: "Log in", loginText: "Kept", login: "Go" } },
      },
    }),
  });
  const request = (headers: Record<string, string> = {}) =>
    ({ headers: { host: "localhost", ...headers }, server: t.app }) as unknown as FastifyRequest;
  const productCall = [{ action: "sellerGoods!info", fromQuery: { sellerGoodsId: ["sellerGoodsId"] } }];
  const embedded = (html: string) =>
    JSON.parse(/<script type="application\/json" id="first-screen">(.*)<\/script><\/body>/.exec(html)?.[1] ?? "{}");

  it("holds the answers keyed as the app asks, as data that cannot end its element", async () => {
    const html = await withFirstScreen(
      request(),
      shellOf(productCall),
      new URLSearchParams(`sellerGoodsId=${listing}`),
      "en",
    );
    expect(html).not.toContain("<script>alert");
    const data = embedded(html)[firstScreenKey("sellerGoods!info", { sellerGoodsId: String(listing) })];
    expect(data).toMatchObject({ id: String(listing), name: "Box </script><script>alert(1)</script>" });
  });

  it("counts a product's view for a browser's navigation only", async () => {
    const before = t.views.pendingFor(listing);
    await withFirstScreen(request(), shellOf(productCall), new URLSearchParams(`sellerGoodsId=${listing}`), "en");
    expect(t.views.pendingFor(listing)).toBe(before);
    await withFirstScreen(
      request({ "sec-fetch-dest": "document" }),
      shellOf(productCall),
      new URLSearchParams(`sellerGoodsId=${listing}`),
      "en",
    );
    expect(t.views.pendingFor(listing)).toBe(before + 1);
  });

  it("draws the first screen into the frame, its text escaped, and asks for its pictures from the head", async () => {
    const tree = await withFirstScreen(
      request(),
      shellOf([{ action: "category!tree", method: "GET" }], "category"),
      new URLSearchParams(""),
      "en",
    );
    expect(tree).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/[^"]+">/);
    expect(tree).toContain('<div id="boot" aria-hidden="true"><div class="sk sk-split">');
    expect(tree).toContain("Everything in ");

    const product = await withFirstScreen(
      request(),
      shellOf(productCall, "product"),
      new URLSearchParams(`sellerGoodsId=${listing}`),
      "en",
    );
    const frame = /<div id="boot" aria-hidden="true">(.*?)<\/div><script/.exec(product)?.[1] ?? "";
    expect(frame).toContain("Box &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(frame).toMatch(/<bdi>[\d,]+\.\d\d USDT<\/bdi>/);
  });

  it("paints the page in the brand's colours from its first paint", async () => {
    const html = await withFirstScreen(
      request(),
      {
        ...shellOf([{ action: "site!brand", method: "GET" }]),
        text: '<html lang="en" dir="ltr"><head></head><body></body></html>',
      },
      new URLSearchParams(""),
      "en",
    );
    expect(html).toMatch(
      /^<html lang="en" dir="ltr" style="--c-primary: #[0-9a-f]{3,8};[^"]*--c-surface: #[0-9a-f]{3,8}/i,
    );
  });

  it("shows the cart's sign-in prompt only to a browser without a session", async () => {
    const cart = shellOf([], "cart");
    expect(await withFirstScreen(request(), cart, new URLSearchParams(""), "en")).toContain('class="sk sk-state"');
    const signed = await withFirstScreen(
      request({ cookie: "ES_LANG=en; ES_SIGNED=1" }),
      cart,
      new URLSearchParams(""),
      "en",
    );
    expect(signed).toBe(cart.text);
    expect(hasSignedCookie("ES_SIGNED=1")).toBe(true);
    expect(hasSignedCookie("ES_SIGNED=10; X=ES_SIGNED=1x")).toBe(false);
  });

  it("leaves the page as built when the address lacks the id or the server refuses the call", async () => {
    const shell = shellOf(productCall);
    expect(await withFirstScreen(request(), shell, new URLSearchParams(""), "en")).toBe(shell.text);
    expect(await withFirstScreen(request(), shell, new URLSearchParams("sellerGoodsId=abc"), "en")).toBe(shell.text);
  });
});

describe("the desktop storefront's HTML", () => {
  it("carries a product page's first answer and names its code, and leaves every other page as built", () => {
    const dist = mkdtempSync(join(tmpdir(), "desktop-shell-"));
    writeFileSync(
      join(dist, "index.html"),
      '<html><head><script type="module" crossorigin src="/assets/index-a.js"></script></head><body></body></html>',
    );
    writeFileSync(
      join(dist, "desktop-manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-a.js" },
        "src/app/Layout.tsx": { file: "assets/Layout-b.js", imports: ["_shared-c.js"], css: ["assets/Layout-d.css"] },
        "src/features/goods/ProductDetailsPage.tsx": {
          file: "assets/Product-e.js",
          imports: ["index.html", "_shared-c.js"],
        },
        "_shared-c.js": { file: "assets/shared-c.js" },
      }),
    );
    const shell = desktopShell(dist);
    const product = shell?.("/productDetails");
    expect(product?.calls).toEqual([{ action: "sellerGoods!info", fromQuery: { sellerGoodsId: ["id"] } }]);
    const preloaded = [...(product?.text ?? "").matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)">/g)];
    expect(preloaded.map((m) => m[2]).sort()).toEqual(
      ["/assets/Layout-b.js", "/assets/Layout-d.css", "/assets/Product-e.js", "/assets/shared-c.js"].sort(),
    );
    expect(shell?.("/productDetails/")).toBe(product);
    expect(shell?.("/index")).toBeUndefined();
    expect(desktopShell(mkdtempSync(join(tmpdir(), "desktop-shell-none-")))).toBeUndefined();
  });
});
