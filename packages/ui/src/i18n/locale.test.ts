import { describe, expect, it } from "vitest";
import { localeFromQuery } from "./bootstrap.ts";

describe("localeFromQuery", () => {
  it("reads the route codes and the wire codes the shop links with", () => {
    expect(localeFromQuery("cn")).toBe("zh-CN");
    expect(localeFromQuery("tw")).toBe("zh-TW");
    expect(localeFromQuery("ar")).toBe("ar");
    expect(localeFromQuery("VI")).toBe("vi");
    expect(localeFromQuery("zh-CN")).toBe("zh-CN");
  });
  it("ignores anything else", () => {
    expect(localeFromQuery("xx")).toBeUndefined();
    expect(localeFromQuery("")).toBeUndefined();
    expect(localeFromQuery(null)).toBeUndefined();
  });
});
