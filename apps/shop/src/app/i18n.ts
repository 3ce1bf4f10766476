import { APP_NAMESPACES, DEFAULT_LOCALE, htmlAttrs, isLocale, type Locale, localeFromRouteLang } from "@mall/i18n";
import { loadCatalogue } from "@mall/i18n/load";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { setCurrentLocale } from "../lib/locale.ts";
import { KEYS, storage } from "../lib/storage.ts";

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

async function bundleOf(locale: string) {
  const entries = await Promise.all(
    APP_NAMESPACES.shop.map(async (ns) => [ns, (await loadCatalogue(locale, ns)) ?? {}] as const),
  );
  return Object.fromEntries(entries);
}

export async function initI18n(locale: Locale) {
  setCurrentLocale(locale);
  const { lang, dir } = htmlAttrs(locale);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  // English is the source: a key a translator has not filled in yet still shows a sentence.
  const [active, fallback] = await Promise.all([
    bundleOf(locale),
    locale === DEFAULT_LOCALE ? Promise.resolve(undefined) : bundleOf(DEFAULT_LOCALE),
  ]);
  const resources: Record<string, Record<string, object>> = { [locale]: active };
  if (fallback) resources[DEFAULT_LOCALE] = fallback;
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [...APP_NAMESPACES.shop],
    defaultNS: "shell",
    resources,
    interpolation: { escapeValue: false },
  });
}

/** Spec point 1: store the choice, drop any `lang` query (it would win again) and reload. */
export function changeLanguage(locale: Locale) {
  storage.set(KEYS.lang, locale);
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  if (url.href === window.location.href) window.location.reload();
  else window.location.replace(url.href);
}
