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
