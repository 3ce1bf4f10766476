import { DEFAULT_LOCALE, LOCALES, type Locale } from "@mall/contract";

let current: Locale = DEFAULT_LOCALE;

/** The active interface locale (set once at start-up by the i18n bootstrap). */
export const currentLocale = (): Locale => current;
export function setCurrentLocale(l: string) {
  current = (LOCALES as readonly string[]).includes(l) ? (l as Locale) : DEFAULT_LOCALE;
}
