import { APP_NAMESPACES, type Namespace } from "@mall/i18n";
import { isWapPath } from "../lib/device.ts";

/*
 * Which catalogues a storefront page needs before its first render. Plain data and a pure function: the app
 * loads them at start (app/i18n.ts), and /wap's build lists their files for the server to name in a landing
 * page's HTML (wap-chunks.ts), so they come with the code instead of after it.
 */

/** The namespaces each site's frame uses on every page; a page's others load when it first asks for them. */
export const FRAME_NAMESPACES: Record<"desktop" | "wap", Namespace[]> = {
  // The footer's "mobile site" link speaks the wap namespace.
  desktop: ["shell", "pages", "wap"],
  wap: ["shell", "pages", "wap"],
};

/**
 * Loaded once the first page is painted, not before it: the server's error messages (15 KB in Arabic) are
 * shown when a call fails or a form is refused, never on a page's first screen, and every page would otherwise
 * wait for them.
 */
export const AFTER_PAINT_NAMESPACES: Namespace[] = ["errors"];

/**
 * The landing page's own namespaces beyond its frame's, fetched in the same round so the first page does not
 * wait for a second one. Any page not listed still works: its namespaces load (suspending it) on first use.
 */
const LANDING_NAMESPACES: [RegExp, Namespace[]][] = [
  [/^\/wap\/product/, ["checkout", "chat"]],
  [/^\/wap\/(cart|checkout|pay-success)/, ["checkout"]],
  [/^\/wap\/(orders?|order\/)/, ["orders", "checkout"]],
  [/^\/wap\/(login|register|me|settings|addresses|favourites|wallet|loans|language)/, ["account"]],
  [/^\/wap\/chat/, ["chat"]],
  [/^\/wap\/loans/, ["credit"]],
  [/^\/credit/, ["credit"]],
  [/^\/promote\//, ["legal"]],
  [/^\/wap\/lottery/, ["lottery"]],
  [/^\/(settlement|paySuccess)/, ["checkout", "account"]],
  [/^\/userInfo\/(my-order|order-)/, ["orders", "account"]],
  [/^\/(userInfo|credit|login|register|forgotPassword)/, ["account"]],
  [/^\/lottery/, ["lottery"]],
];

/** What to load before the first render: the frame's namespaces, the landing page's, and the account's menu. */
export function startNamespaces(pathname: string, signedIn: boolean): Namespace[] {
  const wap = isWapPath(pathname);
  const ns = new Set<Namespace>(FRAME_NAMESPACES[wap ? "wap" : "desktop"]);
  for (const [re, extra] of LANDING_NAMESPACES) if (re.test(pathname)) for (const n of extra) ns.add(n);
  // The desktop header's menu of a signed-in buyer speaks the account namespace.
  if (signedIn && !wap) ns.add("account");
  return [...ns].filter((n) => (APP_NAMESPACES.shop as readonly string[]).includes(n));
}
