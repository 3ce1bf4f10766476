import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  DEFAULT_LOCALE,
  DESKTOP_FIRST_SCREENS,
  FIRST_CATALOGUES_ELEMENT,
  FIRST_SCREEN_ELEMENT,
  type FirstScreenCall,
  type FrameSketch,
  firstScreenKey,
  hasSignedCookie,
  isLocale,
  type Locale,
  localeFromRouteLang,
  themeVars,
  type WapLanding,
  wireLang,
} from "@mall/contract";
import type { FastifyRequest } from "fastify";
import { SKETCHES, type Words, wordsOf } from "./wap-sketch.ts";

/**
 * A /wap page as built for a locale: compressed when it is the same for everyone, with its first screen's calls,
 * what its frame draws (wap-sketch.ts) and the words of its start catalogues.
 */
export type ShellAnswer = {
  page: ShellPage;
  text: string;
  calls: FirstScreenCall[];
  sketch?: FrameSketch;
  words: Words;
};

/** One HTML page, with its compressed copies. */
export type ShellPage = { html: Buffer; br: Buffer; gzip: Buffer };

const ASSET = /^\/(wap-)?assets\/[\w.-]+\.(js|css|json)$/;

/**
 * The interface language of a /wap visit, as the app will choose it (apps/shop/src/app/i18n.ts): a `lang`
 * route query first, then the language the browser last used here (the app keeps it in the ES_LANG cookie
 * as well as in local storage), then English.
 */
export function shellLocale(query: URLSearchParams, cookie: string | undefined): Locale {
  const saved = /(?:^|;\s*)ES_LANG=([\w-]+)/.exec(cookie ?? "")?.[1];
  return localeFromRouteLang(query.get("lang")) ?? (saved && isLocale(saved) ? saved : DEFAULT_LOCALE);
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

/**
 * A landing page's start catalogues as one JSON text for its HTML, keyed by their built address
 * (@mall/i18n/load takes them from there): six fewer requests before the first render, on the connections the
 * code needs. A listed file the build does not hold is left to the app to fetch (`missing`, preloaded). `byNamespace`
 * holds them by namespace, the part of the file's name before its hash (`/wap-assets/pages-BfMvWq6j.json`).
 */
function readCatalogues(
  dist: string,
  files: string[],
): { carried?: string; missing: string[]; byNamespace: Record<string, unknown> } {
  const carried: Record<string, unknown> = {};
  const byNamespace: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const f of files) {
    const file = join(dist, f);
    if (ASSET.test(f) && f.endsWith(".json") && existsSync(file)) {
      carried[f] = JSON.parse(readFileSync(file, "utf8"));
      byNamespace[f.slice("/wap-assets/".length).split("-")[0] ?? ""] = carried[f];
    } else missing.push(f);
  }
  // Data, not script: a "</script>" inside a translation cannot end the element.
  const text = Object.keys(carried).length ? JSON.stringify(carried).replace(/</g, "\\u003c") : undefined;
  return { carried: text, missing, byNamespace };
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
export function wapShell(dist: string): ((path: string, locale: string) => ShellAnswer) | undefined {
  const file = join(dist, "wap.html");
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, "utf8");
  const listFile = join(dist, "wap-landing.json");
  const landing: WapLanding = existsSync(listFile)
    ? JSON.parse(readFileSync(listFile, "utf8"))
    : { locales: {}, pages: [] };
  const made = new Map<string, ShellAnswer>();
  return (path, locale) => {
    const page = landing.pages.find((p) => path === p.path || path === `${p.path}/`);
    const key = `${page?.path ?? ""} ${locale}`;
    let out = made.get(key);
    if (!out) {
      const attrs = landing.locales[locale] ?? { lang: DEFAULT_LOCALE, dir: "ltr" };
      let text = html.replace(/<html[^>]*>/, `<html lang="${attrs.lang}" dir="${attrs.dir}">`);
      let words: Words = () => undefined;
      if (page) {
        const { carried, missing, byNamespace } = readCatalogues(dist, page.catalogues[locale] ?? []);
        words = wordsOf(byNamespace);
        const tags = preloadTags({ ...page, catalogues: missing });
        text = text.replace("</head>", `${tags}</head>`);
        if (carried)
          text = text.replace(
            "</body>",
            `<script type="application/json" id="${FIRST_CATALOGUES_ELEMENT}">${carried}</script></body>`,
          );
      }
      out = { page: compressed(text), text, calls: page?.data ?? [], sketch: page?.sketch, words };
      made.set(key, out);
    }
    return out;
  };
}

/**
 * The desktop storefront's HTML (index.html) for a page of DESKTOP_FIRST_SCREENS, which withFirstScreen fills
 * with the page's first answers as it fills /wap's; undefined for any other page (sent as built) or when the
 * build has no index.html.
 */
export function desktopShell(dist: string): ((path: string) => ShellAnswer | undefined) | undefined {
  const file = join(dist, "index.html");
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, "utf8");
  const manifestFile = join(dist, "desktop-manifest.json");
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  const made = new Map<string, ShellAnswer>();
  return (path) => {
    const page = DESKTOP_FIRST_SCREENS.find((p) => path === p.path || path === `${p.path}/`);
    if (!page) return undefined;
    let out = made.get(page.path);
    if (!out) {
      const files = filesOf(manifest, page.modules);
      const named = (f: string) => html.includes(`"${f}"`);
      const tags = preloadTags({
        scripts: files.scripts.filter((f) => !named(f)),
        styles: files.styles.filter((f) => !named(f)),
        catalogues: [],
      });
      const text = html.replace("</head>", `${tags}</head>`);
      out = { page: compressed(text), text, calls: page.data, words: () => undefined };
      made.set(page.path, out);
    }
    return out;
  };
}

/** Vite's build manifest: per source module, its file, the modules it imports statically, its styles. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The files of `modules` and of everything they import statically, as addresses. */
function filesOf(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (key: string) => {
    const m = manifest[key];
    if (!m || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/${m.file}`);
    for (const c of m.css ?? []) styles.add(`/${c}`);
    for (const i of m.imports ?? []) visit(i);
  };
  for (const m of modules) visit(m);
  return { scripts, styles: [...styles] };
}

/**
 * A landing page's HTML with the answers of its first screen's calls, asked of this server as the page would ask
 * (its language, its brand, no session), so the page renders without a round trip for them, and its frame drawn
 * from them (wap-sketch.ts) with the frame's pictures asked for from the head. A product shown this way counts
 * as viewed only when a browser navigated to it (Sec-Fetch-Dest: document), never for a fetch of the HTML by a
 * script or a crawler that sends no such header.
 */
export async function withFirstScreen(
  req: FastifyRequest,
  shell: ShellAnswer,
  query: URLSearchParams,
  locale: Locale,
): Promise<string> {
  const answers: Record<string, unknown> = {};
  const byAction: Record<string, unknown> = {};
  const navigated = req.headers["sec-fetch-dest"] === "document";
  await Promise.all(
    shell.calls.map(async (call) => {
      const params: Record<string, string | number> = { ...call.params };
      for (const [name, from] of Object.entries(call.fromQuery ?? {})) {
        const value = from.map((q) => query.get(q)).find((v) => v);
        if (!value) return;
        params[name] = value;
      }
      const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      q.set("lang", wireLang(locale));
      const brand = query.get("brand");
      if (brand) q.set("brand", brand);
      const res = await req.server.inject({
        method: call.method ?? "POST",
        url: `/api/${call.action}.action?${q}`,
        headers: { host: req.headers.host ?? "", "x-first-screen": navigated ? "view" : "no-view" },
      });
      const env = res.json() as { code?: string; data?: unknown };
      if (env.code !== "0") return;
      answers[firstScreenKey(call.action, params)] = env.data;
      byAction[call.action] = env.data;
    }),
  );
  let html = shell.text;
  if (Object.keys(answers).length) {
    // Data, not script: never run, and a "</script>" inside a name cannot end the element.
    const json = JSON.stringify(answers).replace(/</g, "\\u003c");
    html = html.replace(
      "</body>",
      `<script type="application/json" id="${FIRST_SCREEN_ELEMENT}">${json}</script></body>`,
    );
  }
  // The brand's colours on <html>, as the app will set them: the frame is painted in them, not in the defaults.
  const theme = (byAction["site!brand"] as { theme?: Parameters<typeof themeVars>[0] } | undefined)?.theme;
  const vars = theme ? themeVars(theme) : [];
  if (vars.length)
    html = html.replace(/<html([^>]*)>/, `<html$1 style="${vars.map(([k, v]) => `${k}: ${v}`).join("; ")}">`);
  const sketch = shell.sketch
    ? SKETCHES[shell.sketch]({ answers: byAction, words: shell.words, signedIn: hasSignedCookie(req.headers.cookie) })
    : undefined;
  if (sketch) {
    const links = sketch.pictures.map(
      (p, i) => `<link rel="preload" as="image"${i ? "" : ' fetchpriority="high"'} href="${p}">`,
    );
    html = html
      .replace("</head>", `${links.join("")}</head>`)
      .replace('<div id="boot" aria-hidden="true">', `<div id="boot" aria-hidden="true">${sketch.html}`);
  }
  return html;
}
