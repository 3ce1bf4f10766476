import { KEYS, storage } from "./storage.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@mall/contract";

let current: Locale = DEFAULT_LOCALE;

/** The active interface locale (set once at start-up by the i18n bootstrap). */
export const currentLocale = (): Locale => current;
export function setCurrentLocale(l: string) {
  current = (LOCALES as readonly string[]).includes(l) ? (l as Locale) : DEFAULT_LOCALE;
}

/** Spec point 1: store the choice, drop any `lang` query (it would win again) and reload. */
export function changeLanguage(locale: Locale) {
  storage.set(KEYS.lang, locale);
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  if (url.href === window.location.href) window.location.reload();
  else window.location.replace(url.href);
}
