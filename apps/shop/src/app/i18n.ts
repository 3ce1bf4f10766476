import {
  APP_NAMESPACES,
  DEFAULT_LOCALE,
  htmlAttrs,
  isLocale,
  type Locale,
  localeFromRouteLang,
  type Namespace,
} from "@mall/i18n";
import { loadCatalogue } from "@mall/i18n/load";
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { setCurrentLocale } from "../lib/locale.ts";
import { KEYS, storage } from "../lib/storage.ts";
import { isWapPath } from "../lib/device.ts";

/**
 * The interface language at start-up: a `lang` route query (spec codes) wins and is remembered, then
 * ES_LANG, then English.
 */
export function startLocale(search: string): Locale {
  const fromQuery = localeFromRouteLang(new URLSearchParams(search).get("lang"));
  if (fromQuery) {
    storage.set(KEYS.lang, fromQuery);
    return fromQuery;
  }
  const saved = storage.get(KEYS.lang);
  return saved && isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** The namespaces each site's frame uses on every page; a page's others load when it first asks for them. */
const FRAME_NAMESPACES: Record<"desktop" | "wap", Namespace[]> = {
  // The footer's "mobile site" link speaks the wap namespace.
  desktop: ["shell", "pages", "wap", "errors"],
  wap: ["shell", "pages", "wap", "errors"],
};

/**
 * The landing page's own namespaces beyond its frame's, fetched in the same round so the first page does not
 * wait for a second one. Any page not listed still works: its namespaces load (suspending it) on first use.
 */
const LANDING_NAMESPACES: [RegExp, Namespace[]][] = [
  [/^\/wap\/product/, ["checkout", "chat"]],
  [/^\/wap\/(cart|checkout|pay-success)/, ["checkout"]],
  [/^\/wap\/(orders?|order\/)/, ["orders", "checkout"]],
  [/^\/wap\/(login|register|me|settings|addresses|favourites|wallet|loans|language)/, ["account"]],
  [/^\/wap\/chat/, ["chat"]],
  [/^\/wap\/lottery/, ["lottery"]],
  [/^\/(settlement|paySuccess)/, ["checkout", "account"]],
  [/^\/userInfo\/(my-order|order-)/, ["orders", "account"]],
  [/^\/(userInfo|credit|login|register|forgotPassword)/, ["account"]],
  [/^\/lottery/, ["lottery"]],
];

/** What to load before the first render: the frame's namespaces, the landing page's, and the account's menu. */
export function startNamespaces(pathname: string, signedIn: boolean): Namespace[] {
  const wap = isWapPath(pathname);
  const ns = new Set<Namespace>(FRAME_NAMESPACES[wap ? "wap" : "desktop"]);
  for (const [re, extra] of LANDING_NAMESPACES) if (re.test(pathname)) for (const n of extra) ns.add(n);
  // The desktop header's menu of a signed-in buyer speaks the account namespace.
  if (signedIn && !wap) ns.add("account");
  return [...ns].filter((n) => (APP_NAMESPACES.shop as readonly string[]).includes(n));
}

/**
 * Catalogues come from the build's lazy chunks, one per locale and namespace. Every catalogue has exactly the
 * keys of English (packages/i18n's test), so English is not downloaded beside another language; it stands in
 * only for a namespace whose file that language does not have yet.
 */
const catalogues: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, done) {
    const load = async () =>
      (await loadCatalogue(lng, ns as Namespace)) ??
      (lng === DEFAULT_LOCALE ? {} : ((await loadCatalogue(DEFAULT_LOCALE, ns as Namespace)) ?? {}));
    load().then(
      (data) => done(null, data),
      (err: unknown) => done(err instanceof Error ? err.message : String(err), false),
    );
  },
};

export async function initI18n(locale: Locale, namespaces: Namespace[] = FRAME_NAMESPACES.desktop) {
  setCurrentLocale(locale);
  const { lang, dir } = htmlAttrs(locale);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  await i18next
    .use(catalogues)
    .use(initReactI18next)
    .init({
      lng: locale,
      // Only the exact locale's files: no "zh" beside "zh-CN", no English beside Arabic (see `catalogues`).
      load: "currentOnly",
      fallbackLng: false,
      ns: namespaces,
      defaultNS: "shell",
      interpolation: { escapeValue: false },
      // No advertisement in the visitor's console.
      showSupportNotice: false,
    });
}

/** Kept in lib/ so the features may call it too. */
export { changeLanguage } from "../lib/locale.ts";
