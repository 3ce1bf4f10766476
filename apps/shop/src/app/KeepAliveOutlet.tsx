import { Activity, type ReactNode, Suspense, useRef } from "react";
import {
  type Location,
  type NavigationType,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from "react-router";
import { PageFallback } from "../components/PageFallback.tsx";
import { PageErrorBoundary } from "./PageErrorBoundary.tsx";

/** Spec point 2: the routes that keep their state when left ("cached"). */
export const CACHED_ROUTES = [
  "/index",
  "/classification",
  "/commodity",
  "/information",
  "/login",
  "/register",
  "/store",
  "/searchGoods",
  "/discounted",
  "/userInfo",
] as const;

/** How many cached pages stay mounted at most; the least recently shown is dropped first. */
const MAX_KEPT = 8;

/**
 * A cached page is kept per path and query (the store of id 7 and of id 9 are two pages, like two searches);
 * anything else is not cached.
 */
export function cacheKeyOf(pathname: string, search: string): string | null {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const cached = CACHED_ROUTES.some((r) => p === r || p.startsWith(`${r}/`));
  return cached ? `${p}${search}` : null;
}

type Entry = { element: ReactNode; location: Location; navigationType: NavigationType };

/**
 * Like <Outlet/>, but a visited cached page stays mounted inside a hidden <Activity> when the visitor moves
 * on, so coming back finds it as it was (filters, pages loaded, inputs). Hidden pages see the location they
 * were shown at, not the current one, so their query hooks do not react to other pages' URLs.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const kept = useRef(new Map<string, Entry>());
  const key = cacheKeyOf(location.pathname, location.search);

  if (key) {
    const map = kept.current;
    const prev = map.get(key);
    map.delete(key);
    map.set(key, { element: prev?.element ?? outlet, location, navigationType });
    for (const k of map.keys()) {
      if (map.size <= MAX_KEPT) break;
      if (k !== key) map.delete(k);
    }
  }

  return (
    <>
      {[...kept.current.entries()].map(([k, e]) => (
        <Activity key={k} mode={k === key ? "visible" : "hidden"}>
          <UNSAFE_LocationContext.Provider value={{ location: e.location, navigationType: e.navigationType }}>
            <PageErrorBoundary>
              <Suspense fallback={<PageFallback />}>{e.element}</Suspense>
            </PageErrorBoundary>
          </UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
      {!key && (
        <PageErrorBoundary key={`${location.pathname}${location.search}`}>
          <Suspense fallback={<PageFallback />}>{outlet}</Suspense>
        </PageErrorBoundary>
      )}
    </>
  );
}
