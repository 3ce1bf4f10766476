import type { ComponentType } from "react";
import type { RouteObject } from "react-router";

/**
 * A page the router loads before it renders it, rather than a lazy component under a Suspense fallback: a first
 * visit then paints the page as soon as its code and data are in, where a fallback would hold the page back at
 * least 300 ms (React reveals a suspended boundary no sooner), and the code is fetched as the router is made,
 * beside the catalogues (main.tsx).
 */
export const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: () => load().then((m) => ({ Component: m.default })),
});
