import { describe, expect, it } from "vitest";
import { routes } from "./routes.tsx";
import { wapRouteTree } from "./wap/router.tsx";
import { reportOf, routePattern } from "../lib/vitals.ts";

describe("the Web Vitals beacon", () => {
  it("names a view by its route pattern, never by ids or words in the path", () => {
    expect(routePattern(routes, "/productDetails")).toBe("/productDetails");
    expect(routePattern(routes, "/searchResult/red shoes")).toBe("/searchResult/:k?");
    // /wap is its own entry with its own routes (app/wap/router.tsx).
    expect(routePattern(wapRouteTree, "/wap/")).toBe("/wap");
    expect(routePattern(wapRouteTree, "/wap/product")).toBe("/wap/product");
    expect(routePattern(routes, "/userInfo/my-order")).toBe("/userInfo/my-order");
    expect(routePattern(routes, "/no/such/page")).toBe("/*");
  });

  it("sends whole milliseconds and CLS to four decimals, and leaves out what is not a measurement", () => {
    expect(
      reportOf("v1", "/index", [
        { name: "LCP", value: 1234.56 },
        { name: "CLS", value: 0.123456 },
        { name: "INP", value: 48 },
      ]),
    ).toEqual({ view: "v1", route: "/index", lcp: "1235", cls: "0.1235", inp: "48" });
    expect(
      reportOf("v2", "/index", [
        { name: "LCP", value: Number.NaN },
        { name: "INP", value: -1 },
        { name: "FCP", value: 10 },
      ]),
    ).toEqual({ view: "v2", route: "/index" });
  });
});
