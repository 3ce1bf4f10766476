/**
 * The sign-in addresses of the mobile storefront (issue 14): /wap/login, /wap/register and /wap/forgot remember
 * the /wap page to come back to, as /login does for the desktop (features/account/redirect.ts). A target that is
 * not a /wap page, or is one of the sign-in pages, or leaves the site, is not followed.
 */
const AUTH_PAGE = /^\/wap\/(login|register|forgot)(?=[/?#]|$)/;

/** Where "back to where you came from" may lead on /wap; otherwise `fallback` (the "me" tab). */
export function wapRedirect(raw: string | null | undefined, fallback = "/wap/me"): string {
  if (!raw || raw.startsWith("//") || raw.includes("\\")) return fallback;
  if (!(raw === "/wap" || raw.startsWith("/wap/") || raw.startsWith("/wap?"))) return fallback;
  if (AUTH_PAGE.test(raw)) return fallback;
  return raw;
}

/** /wap/login (or /wap/register, /wap/forgot) remembering the /wap page to come back to. */
export function wapAuthPath(page: "login" | "register" | "forgot", back?: string | null): string {
  const target = back ? wapRedirect(back, "") : "";
  return target ? `/wap/${page}?redirect=${encodeURIComponent(target)}` : `/wap/${page}`;
}
