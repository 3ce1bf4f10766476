import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, isRtl, LOCALE_NAMES, LOCALES, localeOf, ROUTE_LANG_CODES, wireLang } from "./lang.ts";

describe("locales", () => {
  it("has the 21 interface languages with English as default", () => {
    expect(LOCALES).toHaveLength(21);
    expect(new Set(LOCALES).size).toBe(21);
    expect(DEFAULT_LOCALE).toBe("en");
  });
  it("names every locale natively", () => {
    for (const l of LOCALES) expect(LOCALE_NAMES[l]).toBeTruthy();
    expect(LOCALE_NAMES.ar).toBe("العربية");
  });
});

describe("wireLang", () => {
  it("maps zh-CN to cn and zh-TW to tw, the others unchanged", () => {
    expect(wireLang("zh-CN")).toBe("cn");
    expect(wireLang("zh-TW")).toBe("tw");
    for (const l of LOCALES.filter((x) => !x.startsWith("zh"))) expect(wireLang(l)).toBe(l);
  });
  it("round-trips through localeOf for every locale", () => {
    for (const l of LOCALES) expect(localeOf(wireLang(l))).toBe(l);
  });
});

describe("localeOf", () => {
  it("accepts wire codes and locales in any case", () => {
    expect(localeOf("cn")).toBe("zh-CN");
    expect(localeOf("ZH-cn")).toBe("zh-CN");
    expect(localeOf("zh_TW")).toBe("zh-TW");
    expect(localeOf(" ja ")).toBe("ja");
  });
  it("falls back to English", () => {
    expect(localeOf(undefined)).toBe("en");
    expect(localeOf("")).toBe("en");
    expect(localeOf("xx")).toBe("en");
  });
  it("every route lang code maps to a locale", () => {
    expect(ROUTE_LANG_CODES).toHaveLength(16);
    for (const code of ROUTE_LANG_CODES) expect(LOCALES).toContain(localeOf(code));
  });
});

describe("isRtl", () => {
  it("is true for Arabic, Urdu, Persian and pr only", () => {
    for (const l of ["ar", "ur", "fa", "pr"]) expect(isRtl(l)).toBe(true);
    for (const l of ["en", "zh-CN", "he-IL", "hi"]) expect(isRtl(l)).toBe(false);
  });
});
