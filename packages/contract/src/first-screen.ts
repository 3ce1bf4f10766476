/**
 * The first screen's data in a page's HTML (issue 14 §3): for a /wap landing page the server puts the answers
 * of the calls the page starts with into `<script type="application/json" id="first-screen">`, keyed by
 * `firstScreenKey`, and the storefront's API client answers those calls from it once instead of asking again.
 * One key for both sides: the action and its parameters in name order, as strings.
 */
export const FIRST_SCREEN_ELEMENT = "first-screen";

/**
 * The catalogues a /wap landing page starts with, in its HTML as `<script type="application/json"
 * id="first-catalogues">`, keyed by the file's built address: the page has its words without fetching them
 * (@mall/i18n/load reads them from here first).
 */
export const FIRST_CATALOGUES_ELEMENT = "first-catalogues";

export function firstScreenKey(action: string, params: object): string {
  const q = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join("&");
  return `${action}?${q}`;
}

/**
 * A call a /wap landing page makes for its first screen, exactly as the page makes it
 * (apps/shop/src/app/wap/landing-pages.ts): the server answers it into the page's HTML.
 */
export type FirstScreenCall = {
  action: string;
  method?: "GET" | "POST";
  params?: Record<string, string | number>;
  /** Parameters taken from the page's address: the first of the listed query names that is present. */
  fromQuery?: Record<string, string[]>;
};

/**
 * The desktop storefront's pages whose HTML carries their first screen's answers, as /wap's landing pages do
 * (apps/server/src/http/wap-shell.ts `desktopShell`): the product page, whose largest paint is its price. The
 * call is exactly the one the page starts with (apps/shop/src/features/goods/api.ts, `infoQuery`); `modules`
 * are the page's code and its frame's (apps/shop/src/app/routes.tsx), whose files the HTML names from the build's
 * manifest, so they come with the entry instead of after it has run.
 */
export const DESKTOP_FIRST_SCREENS: readonly { path: string; data: FirstScreenCall[]; modules: string[] }[] = [
  {
    path: "/productDetails",
    data: [{ action: "sellerGoods!info", fromQuery: { sellerGoodsId: ["id"] } }],
    modules: ["src/app/Layout.tsx", "src/features/goods/ProductDetailsPage.tsx"],
  },
];

/**
 * What the frame painted before the code (wap.html's #boot) draws of a landing page, from its first screen's
 * answers and its start catalogues (apps/server/src/http/wap-sketch.ts), with the first screen's pictures asked
 * for from the head: `home`, the carousel's first slide; `category`, the tree's rail and its first category's
 * panel; `product`, the listing's first picture, price and name; `cart`, the sign-in prompt a visitor without a
 * session sees. The page's own render replaces it; until then the visitor sees the page's content, not a blank.
 */
/**
 * The cookie the storefront keeps while it holds a session token ("1"; no secret in it), so the server draws a
 * guest's cart prompt into the frame only for a browser without a session.
 */
export const SIGNED_COOKIE = "ES_SIGNED";
const SIGNED = new RegExp(`(?:^|;\\s*)${SIGNED_COOKIE}=1(?:;|$)`);
/** Whether a Cookie header (or document.cookie) says the browser holds a session. */
export const hasSignedCookie = (cookie: string | undefined) => SIGNED.test(cookie ?? "");

export type FrameSketch = "home" | "category" | "product" | "cart";

/**
 * What the /wap build writes beside wap.html (`wap-landing.json`, apps/shop/wap-chunks.ts) and the server reads
 * (apps/server/src/http/wap-shell.ts): per landing page, the files to name in its HTML (its code, its styles,
 * per locale the catalogues it starts with) and its first screen's calls; per locale the <html> attributes.
 */
export type WapLanding = {
  locales: Record<string, { lang: string; dir: "ltr" | "rtl" }>;
  pages: {
    path: string;
    scripts: string[];
    styles: string[];
    catalogues: Record<string, string[]>;
    data?: FirstScreenCall[];
    sketch?: FrameSketch;
  }[];
};
