/** The 21 interface languages (FE locale codes, spec point 1). English is the source and the default. */
export const LOCALES = [
  "en",
  "zh-CN",
  "zh-TW",
  "ja",
  "de",
  "ms",
  "af",
  "th",
  "el",
  "pt",
  "es",
  "fr",
  "ru",
  "it",
  "tr",
  "ko",
  "ph",
  "ar",
  "id",
  "hi",
  "vi",
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Locale → wire `lang` code (contract 2.5): zh-CN→cn, zh-TW→tw, the others unchanged. */
export function wireLang(locale: Locale): string {
  return locale === "zh-CN" ? "cn" : locale === "zh-TW" ? "tw" : locale;
}

/** Any `lang` value a client may send (wire code or locale, any case) → a locale; unknown → en. */
export function localeOf(lang: string | null | undefined): Locale {
  if (!lang) return DEFAULT_LOCALE;
  const l = lang.trim().toLowerCase();
  if (l === "cn" || l === "zh" || l === "zh-cn" || l === "zh_cn") return "zh-CN";
  if (l === "tw" || l === "zh-tw" || l === "zh_tw" || l === "hk") return "zh-TW";
  return (LOCALES as readonly string[]).includes(l) ? (l as Locale) : DEFAULT_LOCALE;
}

/** The `lang` route query accepts these codes (spec point 1). */
export const ROUTE_LANG_CODES = [
  "en",
  "cn",
  "tw",
  "ja",
  "de",
  "ms",
  "af",
  "th",
  "el",
  "pt",
  "es",
  "fr",
  "ru",
  "it",
  "tr",
  "ko",
] as const;

export const isLocale = (l: string): l is Locale => (LOCALES as readonly string[]).includes(l);

/**
 * The `lang` route query accepts only the spec's 16 codes (en, cn, tw, ja ...); anything else is ignored
 * so a stray `?lang=xx` does not silently switch a visitor to English. The storefront's start and the server's
 * /wap HTML (which names the language's catalogues) read it alike.
 */
export function localeFromRouteLang(lang: string | null | undefined): Locale | undefined {
  if (!lang) return undefined;
  const code = lang.trim().toLowerCase();
  return (ROUTE_LANG_CODES as readonly string[]).includes(code) ? localeOf(code) : undefined;
}

/** Languages that switch the page to right-to-left (spec point 1: Arabic, Urdu, Persian and pr). */
export const RTL_LANGS = ["ar", "ur", "fa", "pr"] as const;
export const isRtl = (locale: string) => (RTL_LANGS as readonly string[]).includes(locale);

/** Native names for the language dropdown. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  "zh-CN": "简体中文",
  "zh-TW": "繁體中文",
  ja: "日本語",
  de: "Deutsch",
  ms: "Bahasa Melayu",
  af: "Afrikaans",
  th: "ไทย",
  el: "Ελληνικά",
  pt: "Português",
  es: "Español",
  fr: "Français",
  ru: "Русский",
  it: "Italiano",
  tr: "Türkçe",
  ko: "한국어",
  ph: "Filipino",
  ar: "العربية",
  id: "Bahasa Indonesia",
  hi: "हिन्दी",
  vi: "Tiếng Việt",
};
