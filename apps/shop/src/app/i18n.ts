import { DEFAULT_LOCALE, htmlAttrs, isLocale, type Locale, localeFromRouteLang, type Namespace } from "@mall/i18n";
import { loadCatalogue } from "@mall/i18n/load";
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { setCurrentLocale } from "../lib/locale.ts";
import { KEYS, storage } from "../lib/storage.ts";
import { FRAME_NAMESPACES } from "./start-namespaces.ts";

/**
 * The interface language at start-up: a `lang` route query (spec codes) wins and is remembered, then
 * ES_LANG, then English.
 */
export function startLocale(search: string): Locale {
  const fromQuery = localeFromRouteLang(new URLSearchParams(search).get("lang"));
  if (fromQuery) storage.set(KEYS.lang, fromQuery);
  const saved = storage.get(KEYS.lang);
  const locale = fromQuery ?? (saved && isLocale(saved) ? saved : DEFAULT_LOCALE);
  // The server reads the same choice from a cookie, to name the language's catalogues and direction in the
  // HTML of the next page load (apps/server/src/http/wap-shell.ts).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phone browsers of a few years ago
  document.cookie = `${KEYS.lang}=${locale}; path=/; max-age=31536000; samesite=lax`;
  return locale;
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
