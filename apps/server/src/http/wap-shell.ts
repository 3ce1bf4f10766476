import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { DEFAULT_LOCALE, LOCALES, localeOf, ROUTE_LANG_CODES } from "@mall/contract";

/** What the /wap build writes beside wap.html (apps/shop/wap-chunks.ts). */
type WapLanding = {
  locales: Record<string, { lang: string; dir: "ltr" | "rtl" }>;
  pages: { path: string; scripts: string[]; styles: string[]; catalogues: Record<string, string[]> }[];
};

/** One HTML page, with its compressed copies. */
export type ShellPage = { html: Buffer; br: Buffer; gzip: Buffer };

const ASSET = /^\/wap-assets\/[\w.-]+\.(js|css|json)$/;

/**
 * The interface language of a /wap visit, as the app will choose it (apps/shop/src/app/i18n.ts): a `lang`
 * route query first, then the language the browser last used here (the app keeps it in the ES_LANG cookie
 * as well as in local storage), then English.
 */
export function shellLocale(query: URLSearchParams, cookie: string | undefined): string {
  const lang = query.get("lang")?.trim().toLowerCase();
  if (lang && (ROUTE_LANG_CODES as readonly string[]).includes(lang)) return localeOf(lang);
  const saved = /(?:^|;\s*)ES_LANG=([\w-]+)/.exec(cookie ?? "")?.[1];
  return saved && (LOCALES as readonly string[]).includes(saved) ? saved : DEFAULT_LOCALE;
}

/** The link tags that start a landing page's code, styles and catalogues with the entry (issue 14 §3). */
export function preloadTags(p: { scripts: string[]; styles: string[]; catalogues: string[] }): string {
  const safe = (list: string[]) => list.filter((f) => ASSET.test(f));
  return [
    ...safe(p.scripts).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
    ...safe(p.styles).map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`),
    // The app fetches them with fetch()'s defaults (same-origin credentials), which `crossorigin` matches.
    ...safe(p.catalogues).map((f) => `<link rel="preload" as="fetch" crossorigin href="${f}">`),
  ].join("");
}

const compressed = (html: string): ShellPage => {
  const body = Buffer.from(html);
  return {
    html: body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
};

/**
 * The mobile storefront's HTML (wap.html) for a /wap path in a locale: `<html lang dir>` set for the locale, so
 * an Arabic page is laid out right-to-left from its first paint, and for a landing page the build listed (home,
 * category, product, cart, results, store) the page's own code, styles and catalogues named in its head, so a
 * phone fetches them beside the entry instead of one or two round trips after it. Read from the build once;
 * each variant is made and compressed the first time it is asked for. Undefined when the build has no wap.html.
 */
export function wapShell(dist: string): ((path: string, locale: string) => ShellPage) | undefined {
  const file = join(dist, "wap.html");
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, "utf8");
  const listFile = join(dist, "wap-landing.json");
  const landing: WapLanding = existsSync(listFile)
    ? JSON.parse(readFileSync(listFile, "utf8"))
    : { locales: {}, pages: [] };
  const made = new Map<string, ShellPage>();
  return (path, locale) => {
    const page = landing.pages.find((p) => path === p.path || path === `${p.path}/`);
    const key = `${page?.path ?? ""} ${locale}`;
    let out = made.get(key);
    if (!out) {
      const attrs = landing.locales[locale] ?? { lang: DEFAULT_LOCALE, dir: "ltr" };
      let text = html.replace(/<html[^>]*>/, `<html lang="${attrs.lang}" dir="${attrs.dir}">`);
      if (page) {
        const tags = preloadTags({ ...page, catalogues: page.catalogues[locale] ?? [] });
        text = text.replace("</head>", `${tags}</head>`);
      }
      out = compressed(text);
      made.set(key, out);
    }
    return out;
  };
}
