/** Where "back to where you came from" may lead: a path of this shop, never another site or the auth pages. */
export function safeRedirect(raw: string | null | undefined, fallback = "/index"): string {
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return fallback;
  if (/^\/(login|register|forgotPassword)(?=[/?#]|$)/.test(raw)) return fallback;
  return raw;
}

/** /login (or /register, /forgotPassword) remembering the page to come back to. */
export function authPath(page: "login" | "register" | "forgotPassword", back?: string): string {
  const target = back ? safeRedirect(back, "") : "";
  return target ? `/${page}?redirect=${encodeURIComponent(target)}` : `/${page}`;
}

/**
 * Where the sign-in forms lead: back to the page that asked (`target`), and the links between them (`path`).
 * The desktop's pages use these; the mobile storefront (/wap) passes its own.
 */
export type AuthRoutes = {
  target: (redirect: string | null) => string;
  path: (page: "login" | "register" | "forgotPassword", back?: string) => string;
};
export const DESKTOP_AUTH: AuthRoutes = { target: (r) => safeRedirect(r), path: authPath };
