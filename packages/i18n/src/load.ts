/// <reference types="vite/client" />
import type { CatalogueTree, Namespace } from "./index.ts";

/**
 * One lazy chunk per catalogue file, so the initial bundle carries no language at all and a visitor
 * downloads only the catalogues of the language they use (plus English as the fallback).
 */
const files = import.meta.glob<CatalogueTree>("./locales/*/*.json", { import: "default" });

/** The catalogue of one locale and namespace, or undefined when that file does not exist (yet). */
export async function loadCatalogue(locale: string, ns: Namespace): Promise<CatalogueTree | undefined> {
  const load = files[`./locales/${locale}/${ns}.json`];
  return load ? load() : undefined;
}
