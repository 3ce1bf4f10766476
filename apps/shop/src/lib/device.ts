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

/** Desktop path → its /wap page (ids renamed as the original's H5 client names them). */
function toWap(pathname: string, q: URLSearchParams): string {
  const out = new URLSearchParams();
  const id = q.get("id");
  let path = "/wap/";
  if (pathname === "/productDetails" && id) {
    path = "/wap/product";
    out.set("sellerGoodsId", id);
  } else if (pathname === "/store" && id) {
    path = "/wap/store";
    out.set("sellerId", id);
  } else if (pathname.startsWith("/searchGoods") || pathname.startsWith("/searchResult")) {
    path = "/wap/results";
    const k = q.get("k") ?? decodeURIComponent(pathname.split("/")[2] ?? "");
    if (k) out.set("k", k);
  } else if (pathname === "/classification" || pathname === "/commodity") path = "/wap/category";
  else if (pathname.startsWith("/userInfo/my-order")) path = "/wap/orders";
  else if (pathname.startsWith("/userInfo/money-package")) path = "/wap/wallet";
  else if (pathname.startsWith("/userInfo")) path = "/wap/me";
  else if (pathname.startsWith("/credit")) path = "/wap/loans";
  else if (pathname === "/login" || pathname === "/register") {
    path = `/wap${pathname}`;
    // The page to come back to after signing in is a desktop page: its /wap counterpart.
    const back = q.get("redirect");
    if (back?.startsWith("/") && !back.startsWith("//")) {
      const [p, rest = ""] = back.split("?");
      out.set("redirect", toWap(p ?? "/", new URLSearchParams(rest)).replace(/\?$/, ""));
    }
  } else if (pathname === "/forgotPassword") path = "/wap/forgot";
  else if (pathname === "/download" || pathname === "/userInfo/download") {
    path = "/wap/download";
    const app = q.get("app");
    if (app) out.set("app", app);
  } else if (pathname === "/lottery") {
    path = "/wap/lottery";
    if (id) out.set("id", id);
  } else if (pathname === "/settlement") path = "/wap/checkout";
  else if (pathname === "/paySuccess") {
    path = "/wap/pay-success";
    const orders = q.get("orders");
    if (orders) out.set("orders", orders);
  } else if (pathname === "/unsubscribe") {
    // A mail's link: its key travels as `key` (on /wap, `token` is the session's).
    path = "/wap/unsubscribe";
    const key = q.get("key") ?? q.get("token");
    if (key) out.set("key", key);
  }
  return `${path}?${out}`;
}

/** /wap path → its desktop page. */
function toDesktop(pathname: string, q: URLSearchParams): string {
  const out = new URLSearchParams();
  const page = pathname.replace(/^\/wap\/?/, "").replace(/\/$/, "");
  const goods = q.get("sellerGoodsId");
  const store = q.get("sellerId");
  let path = "/index";
  // The original's entry /wap/?sellerGoodsId= (or sellerId=) names the page by its query alone.
  if ((page === "product" || page === "") && goods) {
    path = "/productDetails";
    out.set("id", goods);
  } else if ((page === "store" || page === "") && store) {
    path = "/store";
    out.set("id", store);
  } else if (page === "results" && q.get("k")) {
    path = "/searchGoods";
    out.set("k", q.get("k") ?? "");
  } else {
    const map: Record<string, string> = {
      category: "/classification",
      cart: "/index",
      orders: "/userInfo/my-order",
      order: "/userInfo/order-detail",
      me: "/userInfo/dashboard",
      wallet: "/userInfo/money-package",
      loans: "/credit",
      login: "/login",
      register: "/register",
      forgot: "/forgotPassword",
    };
    path = map[page] ?? "/index";
    const id = q.get("id");
    if (page === "order" && id) out.set("id", id);
    if (page === "download") {
      path = "/download";
      const app = q.get("app");
      if (app) out.set("app", app);
    }
    if (page === "lottery") {
      path = "/lottery";
      if (id) out.set("id", id);
    }
    if (page === "checkout") path = "/settlement";
    if (page === "pay-success") {
      path = "/paySuccess";
      const orders = q.get("orders");
      if (orders) out.set("orders", orders);
    }
    if (page === "unsubscribe") {
      path = "/unsubscribe";
      const key = q.get("key");
      if (key) out.set("key", key);
    }
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

/**
 * The desktop page of a /wap page, for the "Desktop site" link (which also stores the choice, ES_SITE): the
 * pages of the account and the wallet have their own desktop pages beside those siteRedirect maps.
 */
export function desktopCounterpart(pathname: string, search: string, locale: string): string {
  const q = new URLSearchParams(search);
  const page = pathname.replace(/^\/wap\/?/, "").replace(/\/$/, "");
  const own: Record<string, string> = {
    settings: "/userInfo/setup",
    "settings/password":
      q.get("kind") === "fund" ? "/userInfo/setup/transaction-password" : "/userInfo/setup/login-password",
    addresses: "/userInfo/setup/shipping-address",
    favourites: q.get("tab") === "stores" ? "/userInfo/collect-shop" : "/userInfo/collect-goods?index=3",
    wallet: "/userInfo/money-package?index=1",
    "wallet/deposit": "/userInfo/money-package/recharge",
    "wallet/withdraw": "/userInfo/money-package/withdraw",
    loans: "/credit/myLoan",
    "loans/apply": "/credit/application",
    "loans/agreement": "/credit/agreement",
    chat: "/index?customerService=1",
    language: "/index",
  };
  const [path, rest = ""] = (own[page] ?? toDesktop(pathname, q)).split("?");
  const out = new URLSearchParams(rest);
  out.set("lang", wireLang(locale as Parameters<typeof wireLang>[0]));
  return `${path}?${out}`;
}
