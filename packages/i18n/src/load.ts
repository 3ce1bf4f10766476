/// <reference types="vite/client" />
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

/** The catalogue of one locale and namespace, or undefined when that file does not exist (yet). */
export async function loadCatalogue(locale: string, ns: Namespace): Promise<CatalogueTree | undefined> {
  const key = `./locales/${locale}/${ns}.json`;
  const url = urls[key];
  if (!url) return undefined;
  // Unit tests run without a server to fetch from.
  if (import.meta.env.VITEST) return (await import(/* @vite-ignore */ key)).default as CatalogueTree;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`catalogue ${locale}/${ns}: HTTP ${res.status}`);
  return (await res.json()) as CatalogueTree;
}
