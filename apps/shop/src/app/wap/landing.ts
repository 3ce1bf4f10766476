import type { QueryClient } from "@tanstack/react-query";
import { idParam } from "../../lib/wire-id.ts";

/**
 * The /wap landing page's first-screen data, fetched at start-up beside the frame and the language's catalogues
 * (as app/landing.ts does for the desktop). Its code needs no start here: the server names a landing page's
 * files in its HTML (landing-pages.ts), so they are on their way before this runs.
 */
const LANDING_DATA: [RegExp, (qc: QueryClient, q: URLSearchParams) => Promise<unknown>][] = [
  [/^\/wap\/?$/, (qc) => import("../../features/home/api.ts").then((m) => m.prefetchHome(qc, "wap"))],
  [/^\/wap\/category\/?$/, (qc) => import("../../features/catalogue/api.ts").then((m) => m.prefetchCategoryTree(qc))],
  [
    /^\/wap\/product\/?$/,
    (qc, q) => {
      const id = idParam(q.get("sellerGoodsId") ?? q.get("id"));
      return id ? import("../../features/goods/api.ts").then((m) => m.prefetchGoodsInfo(qc, id)) : Promise.resolve();
    },
  ],
];

export function preloadWapLanding(where: { pathname: string; search: string }, qc: QueryClient) {
  // A failed fetch is retried by the route itself, which shows its own error.
  const data = LANDING_DATA.find(([path]) => path.test(where.pathname))?.[1];
  data?.(qc, new URLSearchParams(where.search)).catch(() => undefined);
}
