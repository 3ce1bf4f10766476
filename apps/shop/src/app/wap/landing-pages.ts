/**
 * The /wap pages a visit usually starts on (a shared link, a search result, the home screen icon), with their
 * page modules under src/ (a path matches with or without a final slash). The build (wap-chunks.ts) packs the code these pages share into few files and writes
 * which files each one needs; the server names them in the page's HTML, so a phone fetches a landing page's code
 * beside the entry instead of after it (issue 14 §3). Plain data: the build's config imports it.
 */
export const WAP_LANDING_PAGES: readonly { path: string; module: string }[] = [
  { path: "/wap", module: "features/home/wap/WapHomePage.tsx" },
  { path: "/wap/category", module: "features/catalogue/wap/WapCategoryPage.tsx" },
  { path: "/wap/product", module: "features/goods/wap/WapProductPage.tsx" },
  { path: "/wap/cart", module: "features/cart/wap/WapCartPage.tsx" },
  { path: "/wap/results", module: "features/search/wap/WapResultsPage.tsx" },
  { path: "/wap/store", module: "features/store/wap/WapStorePage.tsx" },
];

/** The frame every /wap page renders in. */
export const WAP_FRAME_MODULE = "app/wap/WapLayout.tsx";
