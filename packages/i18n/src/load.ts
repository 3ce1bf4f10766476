/// <reference types="vite/client" />
import { FIRST_CATALOGUES_ELEMENT } from "@mall/contract";
import type { CatalogueTree, Namespace } from "./index.ts";

/**
 * Where each catalogue file is in the build: one JSON file per locale and namespace, so the initial bundle
 * carries no language at all and a visitor downloads only the catalogues of the language they use (plus English
 * as the fallback). They are fetched as data, not imported as modules: JSON.parse is cheaper than compiling the
 * same object as script, and the phone's first-load budget (issue 14 §3) is for code.
 */
const urls = import.meta.glob<string>("./locales/*/*.json", {
  query: "?url&no-inline",
  import: "default",
  eager: true,
});

let inPage: Map<string, CatalogueTree> | undefined;
/** A catalogue the page's HTML carries (a /wap landing page's, put there by the server), taken once. */
function fromPage(url: string): CatalogueTree | undefined {
  if (!inPage) {
    inPage = new Map();
    const text =
      typeof document === "undefined" ? null : document.getElementById(FIRST_CATALOGUES_ELEMENT)?.textContent;
    try {
      for (const [k, v] of Object.entries(JSON.parse(text || "{}") as Record<string, CatalogueTree>)) inPage.set(k, v);
    } catch {
      // Unusable: the files are fetched, as they would be without it.
    }
  }
  const tree = inPage.get(url);
  inPage.delete(url);
  return tree;
}

/** The catalogue of one locale and namespace, or undefined when that file does not exist (yet). */
export async function loadCatalogue(locale: string, ns: Namespace): Promise<CatalogueTree | undefined> {
  const key = `./locales/${locale}/${ns}.json`;
  const url = urls[key];
  if (!url) return undefined;
  // Unit tests run without a server to fetch from.
  if (import.meta.env.VITEST) return (await import(/* @vite-ignore */ key)).default as CatalogueTree;
  const carried = fromPage(url);
  if (carried) return carried;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`catalogue ${locale}/${ns}: HTTP ${res.status}`);
  return (await res.json()) as CatalogueTree;
}
