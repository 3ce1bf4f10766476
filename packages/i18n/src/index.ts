import { DEFAULT_LOCALE, isRtl, LOCALES, type Locale } from "@mall/contract";

/**
 * Catalogue namespaces. `shell` is the frame (header, footer, widgets), `pages` the browsing pages, `credit` the
 * loan pages and `legal` the policies' texts (their files keep the `credit.` and `legal.` prefixes, so a key reads
 * the same wherever it is looked up; a policy's title stays in `pages`, which links to it),
 * `account` login, registration and the user centre, `checkout` the cart, settlement and favourites,
 * `orders` the buyer's orders, refunds and reviews, `chat` the storefront's chat dialog, `errors` the server error catalogue keyed by
 * ERROR_KEYS of @mall/contract, `seller` the seller app and `console` the platform console.
 */
export const NAMESPACES = [
  "shell",
  "pages",
  "credit",
  "legal",
  "account",
  "checkout",
  "orders",
  "chat",
  "lottery",
  "wap",
  "errors",
  "seller",
  "console",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What each web app loads: its own catalogues and the error catalogue. */
export const APP_NAMESPACES = {
  shop: ["shell", "pages", "credit", "legal", "account", "checkout", "orders", "chat", "lottery", "wap", "errors"],
  seller: ["seller", "errors"],
  admin: ["console", "errors"],
} as const satisfies Record<string, readonly Namespace[]>;
export const DEFAULT_NAMESPACE: Namespace = "shell";

export type CatalogueTree = { [key: string]: string | CatalogueTree };

export { DEFAULT_LOCALE, LOCALES, type Locale, isRtl };
export { isLocale, localeFromRouteLang } from "@mall/contract";

/** Attributes for `<html>`: Arabic (and ur, fa, pr) lay the page out right-to-left. */
export function htmlAttrs(locale: string): { lang: string; dir: "rtl" | "ltr" } {
  return { lang: locale, dir: isRtl(locale) ? "rtl" : "ltr" };
}

/** Flattens nested catalogue keys to dotted paths: { a: { b: "x" } } → ["a.b"]. */
export function flattenKeys(tree: CatalogueTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`),
  );
}

/** Dotted path → value, for checks that every value is filled in. */
export function flattenEntries(tree: CatalogueTree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === "string" ? [[`${prefix}${k}`, v]] : flattenEntries(v, `${prefix}${k}.`),
  );
}
