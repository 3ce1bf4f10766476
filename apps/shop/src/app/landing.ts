import type { QueryClient } from "@tanstack/react-query";
import { idParam } from "../lib/wire-id.ts";

/**
 * The landing page's code, fetched at start-up together with its frame and the language's catalogues rather
 * than after them (issue 14 §3: one round trip less before the first page shows). The imports are the routes'
 * own modules (app/routes.tsx; /wap has its own, app/wap/landing.ts), so the chunk is the one the route then renders; a page not
 * listed simply loads when its route renders. The desktop pages visitors land on most need no entry: the router
 * loads them itself as it is made (`page()` in app/routes.tsx). The same goes for the first screen's data where
 * a page offers a prefetch: its requests leave with the code instead of after the first render.
 */
const LANDING_PAGES: [RegExp, () => Promise<unknown>][] = [
  [/^\/store$/, () => import("../features/store/StorePage.tsx")],
];

/** The landing page's first-screen data, where the page has a prefetch (the same queries its hooks run). */
const LANDING_DATA: [RegExp, (qc: QueryClient, q: URLSearchParams) => Promise<unknown>][] = [
  [/^\/(index)?$/, (qc) => import("../features/home/api.ts").then((m) => m.prefetchHome(qc, "desktop"))],
  [
    /^\/(classification|commodity)\/?$/,
    (qc) => import("../features/catalogue/api.ts").then((m) => m.prefetchCategoryTree(qc)),
  ],
  [
    /^\/productDetails\/?$/,
    (qc, q) => {
      const id = idParam(q.get("id"));
      return id ? import("../features/goods/api.ts").then((m) => m.prefetchGoodsInfo(qc, id)) : Promise.resolve();
    },
  ],
];

export function preloadLandingPage(where: { pathname: string; search: string }, qc: QueryClient) {
  const load = LANDING_PAGES.find(([path]) => path.test(where.pathname))?.[1];
  // A failed fetch is retried by the route itself, which shows its own error.
  load?.().catch(() => undefined);
  const data = LANDING_DATA.find(([path]) => path.test(where.pathname))?.[1];
  data?.(qc, new URLSearchParams(where.search)).catch(() => undefined);
}
