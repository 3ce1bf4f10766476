import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { shellLocale, wapShell } from "./wap-shell.ts";

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
          catalogues: { en: ["/wap-assets/shell-en.json"], ar: ["/wap-assets/shell-ar.json"] },
        },
      ],
    }),
  );
  return dist;
}

describe("the /wap HTML", () => {
  const shell = wapShell(build());
  if (!shell) throw new Error("no shell");
  const text = (path: string, locale: string) => gunzipSync(shell(path, locale).gzip).toString();

  it("names a landing page's code, styles and catalogues of the locale, with or without a final slash", () => {
    for (const path of ["/wap/cart", "/wap/cart/"]) {
      const html = text(path, "ar");
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/wap-assets/WapCartPage-a1.js">');
      expect(html).toContain('<link rel="preload" as="style" crossorigin href="/wap-assets/WapCartPage-b2.css">');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/wap-assets/shell-ar.json">');
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
    expect(shell("/wap/orders", "en").html.toString()).toBe(html);
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
