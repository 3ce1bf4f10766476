import type { Locale } from "@mall/contract";

/** Country calling codes offered on the phone registration tab (ISO 3166 region → code without "+"). */
const AREA_CODES: readonly (readonly [string, string])[] = [
  ["AE", "971"],
  ["AR", "54"],
  ["AT", "43"],
  ["AU", "61"],
  ["BD", "880"],
  ["BE", "32"],
  ["BR", "55"],
  ["CA", "1"],
  ["CH", "41"],
  ["CL", "56"],
  ["CN", "86"],
  ["CO", "57"],
  ["CZ", "420"],
  ["DE", "49"],
  ["DK", "45"],
  ["EG", "20"],
  ["ES", "34"],
  ["FI", "358"],
  ["FR", "33"],
  ["GB", "44"],
  ["GR", "30"],
  ["HK", "852"],
  ["HU", "36"],
  ["ID", "62"],
  ["IE", "353"],
  ["IL", "972"],
  ["IN", "91"],
  ["IT", "39"],
  ["JP", "81"],
  ["KE", "254"],
  ["KH", "855"],
  ["KR", "82"],
  ["KW", "965"],
  ["LK", "94"],
  ["MA", "212"],
  ["MM", "95"],
  ["MO", "853"],
  ["MX", "52"],
  ["MY", "60"],
  ["NG", "234"],
  ["NL", "31"],
  ["NO", "47"],
  ["NZ", "64"],
  ["PE", "51"],
  ["PH", "63"],
  ["PK", "92"],
  ["PL", "48"],
  ["PT", "351"],
  ["QA", "974"],
  ["RO", "40"],
  ["RU", "7"],
  ["SA", "966"],
  ["SE", "46"],
  ["SG", "65"],
  ["TH", "66"],
  ["TR", "90"],
  ["TW", "886"],
  ["UA", "380"],
  ["US", "1"],
  ["VN", "84"],
  ["ZA", "27"],
];

/** The region a language most likely dials from, to preselect its code. */
const REGION_OF: Record<Locale, string> = {
  "zh-CN": "CN",
  "zh-TW": "TW",
  en: "US",
  ja: "JP",
  de: "DE",
  ms: "MY",
  af: "ZA",
  th: "TH",
  el: "GR",
  pt: "PT",
  es: "ES",
  fr: "FR",
  ru: "RU",
  it: "IT",
  tr: "TR",
  ko: "KR",
  ph: "PH",
  ar: "AE",
  id: "ID",
  hi: "IN",
  vi: "VN",
};

export type AreaOption = { region: string; code: string; name: string };

/** Browser language tag for Intl (the catalogue code "ph" is Filipino, "fil"). */
const intlTag = (l: Locale) => (l === "ph" ? "fil" : l);

/** Every option with its country name in the interface language, sorted by that name. */
export function areaOptions(locale: Locale): AreaOption[] {
  const tag = intlTag(locale);
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([tag, "en"], { type: "region" });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(tag);
  return AREA_CODES.map(([region, code]) => ({ region, code, name: names?.of(region) ?? region })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

export const defaultRegion = (locale: Locale): string => REGION_OF[locale] ?? "US";

export const codeOf = (region: string): string => AREA_CODES.find(([r]) => r === region)?.[1] ?? "1";
