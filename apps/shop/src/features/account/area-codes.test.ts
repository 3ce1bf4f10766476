import { LOCALES } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { areaOptions, codeOf, defaultRegion } from "./area-codes.ts";

describe("area codes", () => {
  it("every language preselects a region that is offered", () => {
    for (const l of LOCALES) expect(areaOptions(l).some((o) => o.region === defaultRegion(l))).toBe(true);
  });
  it("names countries in the interface language", () => {
    expect(areaOptions("de").find((o) => o.region === "DE")?.name).toBe("Deutschland");
    expect(codeOf("CN")).toBe("86");
    expect(codeOf("??")).toBe("1");
  });
});
