import type { QueryClient } from "@tanstack/react-query";
import { mountApp } from "@mall/ui";
import i18next from "i18next";
import { siteRedirect } from "../lib/device.ts";
import { setCurrentLocale } from "../lib/locale.ts";
import { storage } from "../lib/storage.ts";
import { routePattern, startVitals } from "../lib/vitals.ts";
import { App } from "./App.tsx";
import { initI18n, startLocale } from "./i18n.ts";
import { AFTER_PAINT_NAMESPACES, startNamespaces } from "./start-namespaces.ts";
import { createQueryClient } from "./queryClient.ts";
import type { createRouter } from "./routes.tsx";

type Router = ReturnType<typeof createRouter>;

/**
 * How each storefront entry starts (main.tsx for the desktop, app/wap/main.tsx for /wap): the language, the
 * other site when this browser belongs there (phones on /wap, desktops on the desktop pages, each at the
 * counterpart of the page asked for), then at once the site's frame (the router loads it as it is made), the
 * landing page's code and first data, and the language's catalogues; the app mounts when the catalogues are in.
 */
export async function bootStorefront(site: {
  createRouter: () => Router;
  preloadLanding: (where: { pathname: string; search: string }, qc: QueryClient) => void;
}) {
  const locale = startLocale(window.location.search);
  setCurrentLocale(locale);
  const uaMobile = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  const other = siteRedirect({
    userAgent: navigator.userAgent,
    ...(uaMobile !== undefined ? { uaMobile } : {}),
    pathname: window.location.pathname,
    search: window.location.search,
    chosen: storage.site(),
    locale,
  });
  if (other) {
    window.location.replace(other);
    return;
  }
  const { pathname } = window.location;
  const router = site.createRouter();
  const queryClient = createQueryClient();
  site.preloadLanding(window.location, queryClient);
  await initI18n(locale, startNamespaces(pathname, Boolean(storage.token())));
  mountApp(<App router={router} queryClient={queryClient} />);
  startVitals(routePattern(router.routes, pathname));
  // A frame's callback runs before its paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(() => void i18next.loadNamespaces(AFTER_PAINT_NAMESPACES), 0));
}
