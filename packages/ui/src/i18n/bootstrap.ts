import { wireLang } from "@mall/contract";
import {
  DEFAULT_LOCALE,
  htmlAttrs,
  isLocale,
  LOCALES,
  type Locale,
  localeFromRouteLang,
  type Namespace,
} from "@mall/i18n";
import { loadCatalogue } from "@mall/i18n/load";
import i18next, { type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import type { ApiError } from "@mall/api";

let current: Locale = DEFAULT_LOCALE;

/** The active interface locale (set once by initAppI18n). */
export const currentLocale = (): Locale => current;
/** The active locale as the wire's `lang` code (zh-CN → cn). */
export const currentWireLang = (): string => wireLang(current);

/**
 * A `lang` query meant for an app of ours: the spec's route codes (cn, tw, ja, ...) and, because the shop
 * links its own locale to the seller app, every wire code of the 21 languages (ar, hi, vi, ...). Anything
 * else is ignored rather than read as English.
 */
export function localeFromQuery(lang: string | null | undefined): Locale | undefined {
  const route = localeFromRouteLang(lang);
  if (route) return route;
  const code = lang?.trim().toLowerCase() ?? "";
  return LOCALES.find((l) => l.toLowerCase() === code || wireLang(l) === code);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the choice lasts for this page */
  }
}

/** Start-up language: a `lang` query wins and is remembered, then the stored choice, then English. */
export function startLocale(search: string, storageKey = "ES_LANG"): Locale {
  const fromQuery = localeFromQuery(new URLSearchParams(search).get("lang"));
  if (fromQuery) {
    write(storageKey, fromQuery);
    return fromQuery;
  }
  const saved = read(storageKey);
  return saved && isLocale(saved) ? saved : DEFAULT_LOCALE;
}

async function bundleOf(locale: string, namespaces: readonly Namespace[]) {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, (await loadCatalogue(locale, ns)) ?? {}] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * Loads the app's catalogues (with English as the fallback for keys not translated yet), sets `lang` and
 * `dir` on <html> and starts i18next. The first namespace is the default one.
 */
export async function initAppI18n(locale: Locale, namespaces: readonly [Namespace, ...Namespace[]]) {
  current = locale;
  const { lang, dir } = htmlAttrs(locale);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  const [active, fallback] = await Promise.all([
    bundleOf(locale, namespaces),
    locale === DEFAULT_LOCALE ? Promise.resolve(undefined) : bundleOf(DEFAULT_LOCALE, namespaces),
  ]);
  const resources: Record<string, Record<string, object>> = { [locale]: active };
  if (fallback) resources[DEFAULT_LOCALE] = fallback;
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [...namespaces],
    defaultNS: namespaces[0],
    resources,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18next;
}

/** Spec point 1: store the choice, drop any `lang` query (it would win again) and reload. */
export function changeLanguage(locale: Locale, storageKey = "ES_LANG") {
  write(storageKey, locale);
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  if (url.href === window.location.href) window.location.reload();
  else window.location.replace(url.href);
}

/** A failed call in the reader's language: the catalogue sentence by its key, else the server's text. */
export function apiErrorText(t: TFunction, err: unknown): string {
  const e = err as Partial<ApiError> | undefined;
  const key = e?.key;
  if (key) return t(`errors:${key}`, { defaultValue: e?.msg ?? "" });
  return e?.msg || t("errors:systemError");
}
