import { matchRoutes as rrMatchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { matchRoutes } from "./router-lite.tsx";
import { wapRoutes } from "./routes.tsx";

/** The /wap route tree as router.tsx builds it, without its components (only the matching is tested here). */
const tree: RouteObject[] = [{ path: "/wap", children: wapRoutes }, { path: "*" }];

const pathsOf = (m: { route: { path?: string; index?: boolean } }[] | null) =>
  m?.map((x) => (x.route.index ? "(index)" : (x.route.path ?? ""))) ?? null;

describe("router-lite's matchRoutes, against React Router's on the /wap routes", () => {
  const cases = [
    "/wap",
    "/wap/",
    "/wap/category",
    "/wap/product",
    "/wap/order/refund",
    "/wap/order/logistics/",
    "/wap/settings/password",
    "/WAP/Cart",
    "/wap/no-such-page",
    "/wap/order/nope",
    "/index",
    "/",
    "/userInfo/dashboard",
  ];
  for (const path of cases) {
    it(path, () => {
      expect(pathsOf(matchRoutes(tree as never, path))).toEqual(pathsOf(rrMatchRoutes(tree, path)));
    });
  }

  it("reads :params, optional ones and the rest of a path", () => {
    const routes = [{ path: "/searchResult/:k?" }, { path: "/promote/:page" }, { path: "/files/*" }];
    expect(matchRoutes(routes, "/searchResult/shoes")?.[0]?.params).toEqual({ k: "shoes" });
    expect(matchRoutes(routes, "/searchResult")?.[0]?.params).toEqual({});
    expect(matchRoutes(routes, "/promote/about%20us")?.[0]?.params).toEqual({ page: "about us" });
    expect(matchRoutes(routes, "/promote")).toBeNull();
    expect(matchRoutes(routes, "/files/a/b")?.[0]?.params).toEqual({ "*": "a/b" });
  });
});
