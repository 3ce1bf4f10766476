import { wireLang } from "@mall/contract";

/**
 * Which storefront a browser gets (spec point 2, issue 14): phones the mobile one at /wap, the rest the desktop
 * one, each page mapped to its counterpart with its ids and the language. A visitor who chose the other site
 * with the switch link keeps it. Detection is a small check of the user agent (and the UA-CH mobile hint),
 * not a parser library.
 */
export type Site = "desktop" | "wap";

const PHONE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|Opera Mini|BlackBerry|Mobile Safari|Mobi/i;

export function isPhone(userAgent: string, uaMobileHint?: boolean): boolean {
  if (uaMobileHint !== undefined) return uaMobileHint;
  return PHONE_UA.test(userAgent);
}

export const isWapPath = (pathname: string) => pathname === "/wap" || pathname.startsWith("/wap/");

/** Ids and choices a page carries in its query, copied from `q` to `out` under the other site's names. */
const carry = (q: URLSearchParams, out: URLSearchParams, names: [from: string, to: string][]) => {
  for (const [from, to] of names) {
    const v = q.get(from);
    if (v) out.set(to, v);
  }
};

/** Desktop pages whose /wap page needs no more than their own id, each with the names of what it carries. */
const WAP_OF: [desktop: string, wap: string, carried?: [string, string][]][] = [
  ["/classification", "/wap/category"],
  ["/commodity", "/wap/category"],
  ["/information", "/wap/info"],
  ["/discounted", "/wap/deals"],
  ["/userInfo/order-detail", "/wap/order", [["id", "id"]]],
  ["/userInfo/order-return", "/wap/order/refund", [["id", "id"]]],
  ["/userInfo/order-evaluation", "/wap/order/review", [["id", "id"]]],
  ["/userInfo/collect-goods", "/wap/favourites?tab=goods"],
  ["/userInfo/collect-shop", "/wap/favourites?tab=stores"],
  ["/userInfo/money-package/recharge", "/wap/wallet/deposit"],
  ["/userInfo/money-package/withdraw", "/wap/wallet/withdraw"],
  ["/userInfo/setup/login-password", "/wap/settings/password?kind=login"],
  ["/userInfo/setup/transaction-password", "/wap/settings/password?kind=fund"],
  ["/userInfo/setup/shipping-address", "/wap/addresses"],
  ["/userInfo/setup/account-cancellation", "/wap/settings/close"],
  ["/userInfo/setup", "/wap/settings"],
  ["/credit/application", "/wap/loans/apply"],
  ["/credit/agreement", "/wap/loans/agreement"],
  ["/forgotPassword", "/wap/forgot"],
  ["/settlement", "/wap/checkout"],
  ["/paySuccess", "/wap/pay-success", [["orders", "orders"]]],
  ["/lottery", "/wap/lottery", [["id", "id"]]],
  ["/download", "/wap/download", [["app", "app"]]],
  ["/userInfo/download", "/wap/download", [["app", "app"]]],
  // A mail's link: its key travels as `key` (on /wap, `token` is the session's).
  [
    "/unsubscribe",
    "/wap/unsubscribe",
    [
      ["token", "key"],
      ["key", "key"],
    ],
  ],
];

/** Desktop path → its /wap page (ids renamed as the original's H5 client names them). */
function toWap(pathname: string, q: URLSearchParams): string {
  const out = new URLSearchParams();
  const id = q.get("id");
  const path = pathname.replace(/\/$/, "") || "/";
  let to = "/wap/";
  const listed = WAP_OF.find(([desktop]) => desktop === path);
  const legal = /^\/promote\/([A-Za-z]+)$/.exec(path)?.[1];
  if (path === "/productDetails" && id) {
    to = "/wap/product";
    out.set("sellerGoodsId", id);
  } else if (path === "/store" && id) {
    to = "/wap/store";
    out.set("sellerId", id);
  } else if (path.startsWith("/searchGoods") || path.startsWith("/searchResult") || path === "/searchStore") {
    to = "/wap/results";
    const k = q.get("k") ?? decodeURIComponent(path.split("/")[2] ?? "");
    if (k) out.set("k", k);
    if (path === "/searchStore") out.set("scope", "store");
  } else if (listed) {
    const [, wap, carried = []] = listed;
    const [p, fixed = ""] = wap.split("?");
    to = p ?? "/wap/";
    for (const [k, v] of new URLSearchParams(fixed)) out.set(k, v);
    carry(q, out, carried);
  } else if (legal) to = `/wap/policy/${legal}`;
  else if (path.startsWith("/userInfo/my-order")) to = "/wap/orders";
  else if (path.startsWith("/userInfo/money-package")) to = "/wap/wallet";
  else if (path.startsWith("/userInfo")) to = "/wap/me";
  else if (path.startsWith("/credit")) to = "/wap/loans";
  else if (path === "/login" || path === "/register") {
    to = `/wap${path}`;
    // The page to come back to after signing in is a desktop page: its /wap counterpart.
    const back = q.get("redirect");
    if (back?.startsWith("/") && !back.startsWith("//")) {
      const [p, rest = ""] = back.split("?");
      out.set("redirect", toWap(p ?? "/", new URLSearchParams(rest)).replace(/\?$/, ""));
    }
  }
  return `${to}?${out}`;
}

/** /wap pages (without /wap/) → their desktop page, with what each carries across. */
const DESKTOP_OF: Record<string, (q: URLSearchParams) => [path: string, carried?: [string, string][]]> = {
  category: () => ["/classification"],
  cart: () => ["/index"],
  orders: () => ["/userInfo/my-order"],
  order: () => ["/userInfo/order-detail", [["id", "id"]]],
  "order/refund": () => ["/userInfo/order-return", [["id", "id"]]],
  "order/review": () => ["/userInfo/order-evaluation", [["id", "id"]]],
  "order/logistics": () => ["/userInfo/order-detail", [["id", "id"]]],
  me: () => ["/userInfo/dashboard"],
  settings: () => ["/userInfo/setup"],
  "settings/password": (q) => [
    q.get("kind") === "fund" ? "/userInfo/setup/transaction-password" : "/userInfo/setup/login-password",
  ],
  "settings/close": () => ["/userInfo/setup/account-cancellation"],
  addresses: () => ["/userInfo/setup/shipping-address"],
  favourites: (q) => [q.get("tab") === "stores" ? "/userInfo/collect-shop" : "/userInfo/collect-goods?index=3"],
  wallet: () => ["/userInfo/money-package?index=1"],
  "wallet/deposit": () => ["/userInfo/money-package/recharge"],
  "wallet/withdraw": () => ["/userInfo/money-package/withdraw"],
  loans: () => ["/credit/myLoan"],
  "loans/apply": () => ["/credit/application"],
  "loans/agreement": () => ["/credit/agreement"],
  chat: () => ["/index?customerService=1"],
  language: () => ["/index"],
  info: () => ["/information"],
  deals: () => ["/discounted"],
  login: () => ["/login"],
  register: () => ["/register"],
  forgot: () => ["/forgotPassword"],
  download: () => ["/download", [["app", "app"]]],
  lottery: () => ["/lottery", [["id", "id"]]],
  checkout: () => ["/settlement"],
  "pay-success": () => ["/paySuccess", [["orders", "orders"]]],
  unsubscribe: () => ["/unsubscribe", [["key", "key"]]],
};

/** /wap path → its desktop page. */
function toDesktop(pathname: string, q: URLSearchParams): string {
  const out = new URLSearchParams();
  const page = pathname.replace(/^\/wap\/?/, "").replace(/\/$/, "");
  const goods = q.get("sellerGoodsId");
  const store = q.get("sellerId");
  const legal = /^policy\/([A-Za-z]+)$/.exec(page)?.[1];
  let path = "/index";
  // The original's entry /wap/?sellerGoodsId= (or sellerId=) names the page by its query alone.
  if ((page === "product" || page === "") && goods) {
    path = "/productDetails";
    out.set("id", goods);
  } else if ((page === "store" || page === "") && store) {
    path = "/store";
    out.set("id", store);
  } else if (page === "results" && q.get("k")) {
    path = q.get("scope") === "store" ? "/searchStore" : "/searchGoods";
    out.set("k", q.get("k") ?? "");
  } else if (legal) path = `/promote/${legal}`;
  else if (Object.hasOwn(DESKTOP_OF, page)) {
    const [to, carried = []] = DESKTOP_OF[page]?.(q) ?? ["/index"];
    const [p, fixed = ""] = to.split("?");
    path = p ?? "/index";
    for (const [k, v] of new URLSearchParams(fixed)) out.set(k, v);
    carry(q, out, carried);
  }
  return `${path}?${out}`;
}

/**
 * Where this browser should be instead, or null to stay. `chosen` is the visitor's own choice (ES_SITE).
 * The language travels as `lang`.
 */
export function siteRedirect(o: {
  userAgent: string;
  uaMobile?: boolean;
  pathname: string;
  search: string;
  chosen: string | null;
  locale: string;
}): string | null {
  const q = new URLSearchParams(o.search);
  const onWap = isWapPath(o.pathname);
  const want: Site =
    o.chosen === "desktop" || o.chosen === "wap" ? o.chosen : isPhone(o.userAgent, o.uaMobile) ? "wap" : "desktop";
  if ((want === "wap") === onWap) return null;
  const target = want === "wap" ? toWap(o.pathname, q) : toDesktop(o.pathname, q);
  const [path, rest = ""] = target.split("?");
  const out = new URLSearchParams(rest);
  out.set("lang", wireLang(o.locale as Parameters<typeof wireLang>[0]));
  return `${path}?${out}`;
}

/**
 * The switch links ("Mobile site" in the desktop footer, "Desktop site" in /wap): remembers the choice and
 * answers the counterpart of the current page.
 */
export function switchSite(site: Site, loc: { pathname: string; search: string }, locale: string): string {
  try {
    localStorage.setItem("ES_SITE", site);
  } catch {
    /* storage disabled: the switch lasts this visit */
  }
  return (
    siteRedirect({ userAgent: "", pathname: loc.pathname, search: loc.search, chosen: site, locale }) ??
    `${loc.pathname}${loc.search}`
  );
}

/** The desktop page of a /wap page, for the "Desktop site" link (which also stores the choice, ES_SITE). */
export function desktopCounterpart(pathname: string, search: string, locale: string): string {
  const [path, rest = ""] = toDesktop(pathname, new URLSearchParams(search)).split("?");
  const out = new URLSearchParams(rest);
  out.set("lang", wireLang(locale as Parameters<typeof wireLang>[0]));
  return `${path}?${out}`;
}
