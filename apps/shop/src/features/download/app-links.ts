export type AppKind = "buyer" | "seller";
export const APP_KINDS: readonly AppKind[] = ["buyer", "seller"];

/**
 * The web apps a phone opens when the platform has published no store link: the installable mobile
 * storefront and the seller app, both served by this site.
 */
export const WEB_APPS: Record<AppKind, string> = { buyer: "/wap/", seller: "/seller/" };

/** This site's pages that show the apps: a link to one of them would lead back here, not to an app. */
const DOWNLOAD_PAGES = ["/download", "/userInfo/download", "/wap/download"];

export type AppLink = {
  /** Absolute, so the QR code opens it from a phone's camera. */
  url: string;
  /** True when it is this site's web app rather than a configured download. */
  web: boolean;
};

/**
 * Where a card's button and QR code go: the configured link (syspara app_download_url,
 * seller_app_download_url), made absolute against the site. A link that is empty, not http(s) (javascript:,
 * data:), or that leads back to a download page of this site (the defaults do) is no download: the web app
 * is offered instead.
 */
export function appLink(configured: string | null | undefined, kind: AppKind, origin: string): AppLink {
  const web = { url: new URL(WEB_APPS[kind], origin).href, web: true };
  const text = configured?.trim();
  if (!text) return web;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return web;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return web;
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (url.origin === new URL(origin).origin && DOWNLOAD_PAGES.includes(path)) return web;
  return { url: url.href, web: false };
}
