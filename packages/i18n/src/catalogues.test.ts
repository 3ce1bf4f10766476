import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ERROR_KEYS, LOCALES } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { type CatalogueTree, flattenEntries, flattenKeys, NAMESPACES } from "./index.ts";

const dir = fileURLToPath(new URL("./locales/", import.meta.url));
const read = (locale: string, ns: string): CatalogueTree | undefined => {
  try {
    return JSON.parse(readFileSync(`${dir}${locale}/${ns}.json`, "utf8")) as CatalogueTree;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw e;
  }
};
const sorted = (xs: string[]) => [...xs].sort();

describe("catalogues", () => {
  it("has a folder for each of the 21 locales and nothing else", () => {
    expect(sorted(readdirSync(dir))).toEqual(sorted([...LOCALES]));
  });

  it("English has every namespace", () => {
    for (const ns of NAMESPACES) expect(read("en", ns), `en/${ns}.json`).toBeDefined();
  });

  it("errors.json of English has exactly the keys of the error catalogue", () => {
    expect(sorted(flattenKeys(read("en", "errors") ?? {}))).toEqual(sorted(ERROR_KEYS));
  });

  for (const ns of NAMESPACES) {
    describe(ns, () => {
      const english = sorted(flattenKeys(read("en", ns) ?? {}));
      it.each(LOCALES.filter((l) => l !== "en"))("%s has exactly the keys of English", (locale) => {
        const tree = read(locale, ns);
        expect(tree, `${locale}/${ns}.json is missing`).toBeDefined();
        const keys = sorted(flattenKeys(tree ?? {}));
        expect({
          missing: english.filter((k) => !keys.includes(k)),
          extra: keys.filter((k) => !english.includes(k)),
        }).toEqual({
          missing: [],
          extra: [],
        });
      });
      it.each([...LOCALES])("%s has no empty value", (locale) => {
        const empty = flattenEntries(read(locale, ns) ?? {}).filter(
          ([, v]) => typeof v !== "string" || v.trim() === "",
        );
        expect(empty.map(([k]) => k)).toEqual([]);
      });
    });
  }

  it("keeps {{placeholders}} of English in every translation", () => {
    const holes = (v: string) => sorted(v.match(/{{\s*\w+\s*}}/g) ?? []).map((h) => h.replace(/\s/g, ""));
    for (const ns of NAMESPACES) {
      const en = new Map(flattenEntries(read("en", ns) ?? {}));
      for (const locale of LOCALES) {
        for (const [k, v] of flattenEntries(read(locale, ns) ?? {})) {
          const source = en.get(k);
          if (source !== undefined) expect(holes(v), `${locale}/${ns}:${k}`).toEqual(holes(source));
        }
      }
    }
  });
});

describe("lang helpers", async () => {
  const { htmlAttrs, localeFromRouteLang } = await import("./index.ts");
  it("sets right-to-left for Arabic only among the 21", () => {
    expect(htmlAttrs("ar")).toEqual({ lang: "ar", dir: "rtl" });
    expect(LOCALES.filter((l) => htmlAttrs(l).dir === "rtl")).toEqual(["ar"]);
    expect(htmlAttrs("zh-CN")).toEqual({ lang: "zh-CN", dir: "ltr" });
  });
  it("accepts the 16 route codes of the spec and nothing else", () => {
    expect(localeFromRouteLang("cn")).toBe("zh-CN");
    expect(localeFromRouteLang("TW")).toBe("zh-TW");
    expect(localeFromRouteLang("ko")).toBe("ko");
    expect(localeFromRouteLang("ar")).toBeUndefined();
    expect(localeFromRouteLang("xx")).toBeUndefined();
    expect(localeFromRouteLang("")).toBeUndefined();
  });
});
