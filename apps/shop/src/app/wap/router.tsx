import { createBrowserRouter, type RouteObject } from "react-router";
import { FullLoad } from "../FullLoad.tsx";
import { RootError } from "../PageErrorBoundary.tsx";
import { wapRoutes } from "./routes.tsx";

const Blank = () => null;

/** The mobile storefront's router (decision 0019): its frame loads before the first render, like the desktop's. */
export const wapRouteTree: RouteObject[] = [
  {
    path: "/wap",
    lazy: () => import("./WapLayout.tsx").then((m) => ({ Component: m.WapLayout })),
    HydrateFallback: Blank,
    errorElement: <RootError />,
    children: wapRoutes,
  },
  // A path outside /wap is the desktop storefront's.
  { path: "*", Component: FullLoad },
];

export const createWapRouter = () => createBrowserRouter(wapRouteTree);
