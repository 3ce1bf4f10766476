import type { QueryClient } from "@tanstack/react-query";
import { idParam } from "../../lib/wire-id.ts";

/**
 * The /wap landing page's code and first-screen data, fetched at start-up beside the frame and the language's
 * catalogues (as app/landing.ts does for the desktop). The imports are the routes' own modules (./routes.tsx),
 * so the chunk is the one the route then renders.
 */
const LANDING_PAGES: [RegExp, () => Promise<unknown>][] = [
  [/^\/wap\/?$/, () => import("../../features/home/wap/WapHomePage.tsx")],
  [/^\/wap\/category\/?$/, () => import("../../features/catalogue/wap/WapCategoryPage.tsx")],
  [/^\/wap\/product\/?$/, () => import("../../features/goods/wap/WapProductPage.tsx")],
  [/^\/wap\/cart\/?$/, () => import("../../features/cart/wap/WapCartPage.tsx")],
  [/^\/wap\/results\/?$/, () => import("../../features/search/wap/WapResultsPage.tsx")],
  [/^\/wap\/store\/?$/, () => import("../../features/store/wap/WapStorePage.tsx")],
];

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
  LANDING_PAGES.find(([path]) => path.test(where.pathname))?.[1]().catch(() => undefined);
  const data = LANDING_DATA.find(([path]) => path.test(where.pathname))?.[1];
  data?.(qc, new URLSearchParams(where.search)).catch(() => undefined);
}
