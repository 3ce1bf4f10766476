import type { ParamsOf } from "@mall/contract";
import { matchRoutes, type RouteObject } from "react-router";
import type { Metric } from "web-vitals";

/**
 * Web Vitals from the field (issue 14 §3): LCP, CLS and INP of each page view, sent once with
 * navigator.sendBeacon when the page is hidden (and again if it is shown and hidden again: the server keeps the
 * view's latest figures). A view counts for the route it was loaded on, as the Chrome UX Report counts a page
 * load for its URL; later in-app navigations do not start a new view.
 */

/** The router's pattern of a path ("/searchResult/:k?", "/wap/product"): routes, not ids or search words. */
export function routePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  const joined = matches
    .map((m) => m.route.path ?? "")
    .filter(Boolean)
    .join("/");
  const route = `/${joined}`.replace(/\/{2,}/g, "/");
  return route.length > 1 ? route.replace(/\/$/, "") : route;
}

type Report = ParamsOf<"vitals!report">;

/** The wire figures: whole milliseconds for LCP and INP, CLS to four decimals, as plain decimal text. */
export function reportOf(view: string, route: string, metrics: Pick<Metric, "name" | "value">[]): Report {
  const out: Report = { view, route };
  for (const m of metrics) {
    if (!Number.isFinite(m.value) || m.value < 0) continue;
    if (m.name === "LCP") out.lcp = String(Math.round(m.value));
    else if (m.name === "INP") out.inp = String(Math.round(m.value));
    else if (m.name === "CLS") out.cls = (Math.round(m.value * 10_000) / 10_000).toFixed(4);
  }
  return out;
}

const newViewId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Starts measuring once the page has loaded and the browser is idle, so the library (about 2.5 KB) never
 * competes with the page's own first load; the observers read the buffered entries, so nothing is missed.
 */
export function startVitals(route: string) {
  if (typeof navigator === "undefined" || typeof navigator.sendBeacon !== "function") return;
  const view = newViewId();
  const pending = new Map<string, Metric>();
  const flush = () => {
    if (pending.size === 0) return;
    const body = new URLSearchParams(reportOf(view, route, [...pending.values()]) as Record<string, string>);
    pending.clear();
    navigator.sendBeacon("/api/vitals!report.action", body);
  };
  const start = () =>
    import("web-vitals")
      .then(({ onCLS, onINP, onLCP }) => {
        const keep = (m: Metric) => pending.set(m.name, m);
        onLCP(keep);
        onCLS(keep);
        onINP(keep);
        // Registered after web-vitals' own listeners, so the final CLS and INP are in before the beacon goes.
        addEventListener("visibilitychange", () => {
          if (document.visibilityState === "hidden") flush();
        });
        addEventListener("pagehide", flush);
      })
      .catch(() => undefined);
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(() => void start(), { timeout: 5000 }) : setTimeout(start, 0);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
