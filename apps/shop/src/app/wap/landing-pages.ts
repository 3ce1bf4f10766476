import { type FirstScreenCall, type FrameSketch, HOME_PAGE_SIZE } from "@mall/contract";

/** The brand (features/site/api.ts brandQuery): its colours go on the page's <html> for the frame, and its title. */
const BRAND: FirstScreenCall = { action: "site!brand", method: "GET" };

export type WapLandingPage = { path: string; module: string; data?: FirstScreenCall[]; sketch?: FrameSketch };

/**
 * The /wap pages a visit usually starts on (a shared link, a search result, the home screen icon), with their
 * page modules under src/ (a path matches with or without a final slash). The build (wap-chunks.ts) packs the code these pages share into few files and writes
 * which files each one needs; the server names them in the page's HTML, so a phone fetches a landing page's code
 * beside the entry instead of after it, with the answers of its first screen's calls (issue 14 §3). Plain data:
 * the build's config imports it.
 */
export const WAP_LANDING_PAGES: readonly WapLandingPage[] = [
  {
    path: "/wap",
    module: "features/home/wap/WapHomePage.tsx",
    // As features/home/api.ts asks for them; the carousel's first picture is the largest paint.
    data: [
      BRAND,
      { action: "banner!bannerList", params: { type: "pc", imgType: 1, pageNum: 1, pageSize: 10 } },
      { action: "category!recommend", params: { pageNum: 1, pageSize: 50 } },
      { action: "sellerGoods!recommend_new", params: { type: 1, pageNum: 1, pageSize: HOME_PAGE_SIZE } },
    ],
    sketch: "home",
  },
  {
    path: "/wap/category",
    module: "features/catalogue/wap/WapCategoryPage.tsx",
    data: [BRAND, { action: "category!tree", method: "GET" }],
    sketch: "category",
  },
  {
    path: "/wap/product",
    module: "features/goods/wap/WapProductPage.tsx",
    data: [BRAND, { action: "sellerGoods!info", fromQuery: { sellerGoodsId: ["sellerGoodsId"] } }],
    sketch: "product",
  },
  { path: "/wap/cart", module: "features/cart/wap/WapCartPage.tsx", data: [BRAND], sketch: "cart" },
  { path: "/wap/results", module: "features/search/wap/WapResultsPage.tsx", data: [BRAND] },
  { path: "/wap/store", module: "features/store/wap/WapStorePage.tsx", data: [BRAND] },
];

/** The frame every /wap page renders in. */
export const WAP_FRAME_MODULE = "app/wap/WapLayout.tsx";
