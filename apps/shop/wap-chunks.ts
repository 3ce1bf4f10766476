import { join } from "node:path";
import type { WapLanding } from "@mall/contract";
import { DEFAULT_LOCALE, htmlAttrs, LOCALES } from "@mall/i18n";
import type { Plugin } from "vite";
import { startNamespaces } from "./src/app/start-namespaces.ts";
import { WAP_FRAME_MODULE, WAP_LANDING_PAGES } from "./src/app/wap/landing-pages.ts";

/** Where the build writes each landing page's files (read by the server: apps/server/src/http/wap-shell.ts). */
export const WAP_LANDING_FILE = "wap-landing.json";

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Modules reached through these are not followed: a package's index re-exports code the page may not use (the
 * contract's zod schemas, the chat's socket), and following it would pack that code into a file every page loads.
 */
const NOT_FOLLOWED = /node_modules|[\\/]packages[\\/](contract|api)[\\/]src[\\/]index\.ts$/;
/** The libraries every page runs on. */
const FRAME_LIBRARIES = /node_modules[\\/](preact|@tanstack|i18next|react-i18next)[\\/]/;
/** The contract's small modules that most pages use (prices, order rules, states): with the shared code. */
const SHARED_CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/](money|order-rules|lifecycle|int4|dates)\.ts$/;

function closure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || NOT_FOLLOWED.test(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * How /wap's code is cut into files (issue 14 §3). Left to itself the bundler makes one file per set of pages
 * sharing a module: a landing page then needs 20–30 files of 0.1–3 KB, and a phone on HTTP/1.1 fetches them six
 * at a time, a round trip each wave. Here one file, `wap-frame`, holds what every landing page runs:
 * - the libraries (Preact, React Query, i18next);
 * - everything the frame (WapLayout) imports;
 * - what two or more landing pages import (components, the cart's logic, the contract's rules and dates).
 * The rest is cut as the bundler cuts it (a page's own code, code only other pages share). A landing page is then
 * its entry, that file and its own one or two; the plugin writes that list (wap-landing.json) for the server to
 * name in the HTML, so they come beside the entry. (Libraries, frame and shared code were three files until
 * 2026-11-24: one file is two requests fewer on a phone's first visit, for the same bytes.)
 */
export function wapChunks(srcDir: string) {
  const frameId = join(srcDir, WAP_FRAME_MODULE);
  const pageIds = WAP_LANDING_PAGES.map((p) => join(srcDir, p.module));
  let groupOf: Map<string, string> | undefined;

  const assign = (graph: ModuleGraph) => {
    const out = new Map<string, string>();
    const frame = closure(graph, frameId);
    const uses = new Map<string, number>();
    for (const page of pageIds) for (const id of closure(graph, page)) uses.set(id, (uses.get(id) ?? 0) + 1);
    for (const id of frame) out.set(id, "wap-frame");
    for (const [id, n] of uses) if (n >= 2 && !pageIds.includes(id)) out.set(id, "wap-frame");
    return out;
  };

  const group = {
    name: (id: string, ctx: ModuleGraph) => {
      groupOf ??= assign(ctx);
      return groupOf.get(id) ?? (FRAME_LIBRARIES.test(id) || SHARED_CONTRACT.test(id) ? "wap-frame" : null);
    },
    priority: 2,
  };

  const plugin: Plugin = {
    name: "mall:wap-landing",
    apply: "build",
    generateBundle(_opts, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [c] : []));
      const chunkOf = (id: string) => chunks.find((c) => c.moduleIds.includes(id));
      const staticFiles = (file: string | undefined, into = new Set<string>()) => {
        if (!file || into.has(file)) return into;
        into.add(file);
        for (const i of chunks.find((c) => c.fileName === file)?.imports ?? []) staticFiles(i, into);
        return into;
      };
      // The entry and what it imports are in the HTML already (Vite's own script and modulepreload tags).
      const inHtml = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...staticFiles(c.fileName)]));
      const frame = staticFiles(chunkOf(frameId)?.fileName);
      // The catalogue files (packages/i18n/src/locales/<locale>/<namespace>.json) by locale and namespace.
      const catalogue = new Map<string, string>();
      for (const a of Object.values(bundle)) {
        if (a.type !== "asset") continue;
        for (const name of a.originalFileNames) {
          const m = /locales[\\/]([\w-]+)[\\/](\w+)\.json$/.exec(name);
          if (m) catalogue.set(`${m[1]}/${m[2]}`, `/${a.fileName}`);
        }
      }
      // As the app loads them (app/i18n.ts): the locale's own file, English where the locale has none.
      const cataloguesOf = (path: string) =>
        Object.fromEntries(
          LOCALES.map((l) => [
            l,
            startNamespaces(path, false).flatMap((ns) => {
              const url = catalogue.get(`${l}/${ns}`) ?? catalogue.get(`${DEFAULT_LOCALE}/${ns}`);
              return url ? [url] : [];
            }),
          ]),
        );
      const landing: WapLanding = {
        locales: Object.fromEntries(LOCALES.map((l) => [l, htmlAttrs(l)])),
        pages: WAP_LANDING_PAGES.map((p, i) => {
          const page = chunkOf(pageIds[i] ?? "");
          if (!page) throw new Error(`wap-chunks: no chunk holds ${p.module}`);
          const files = [...staticFiles(page.fileName, new Set(frame))].filter((f) => !inHtml.has(f));
          const styles = files.flatMap((f) => [
            ...(chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? []),
          ]);
          return {
            path: p.path,
            scripts: files.map((f) => `/${f}`),
            styles: styles.map((f) => `/${f}`),
            catalogues: cataloguesOf(p.path),
            data: p.data ?? [],
            ...(p.sketch ? { sketch: p.sketch } : {}),
          };
        }),
      };
      this.emitFile({ type: "asset", fileName: WAP_LANDING_FILE, source: `${JSON.stringify(landing, null, 2)}\n` });
    },
  };

  return { group, plugin };
}
