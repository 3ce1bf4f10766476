/**
 * The first screen's data in a page's HTML (issue 14 §3): for a /wap landing page the server puts the answers
 * of the calls the page starts with into `<script type="application/json" id="first-screen">`, keyed by
 * `firstScreenKey`, and the storefront's API client answers those calls from it once instead of asking again.
 * One key for both sides: the action and its parameters in name order, as strings.
 */
export const FIRST_SCREEN_ELEMENT = "first-screen";

export function firstScreenKey(action: string, params: object): string {
  const q = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join("&");
  return `${action}?${q}`;
}
