import type { QueryClient } from "@tanstack/react-query";
import { mountApp } from "@mall/ui";
import i18next from "i18next";
import { siteRedirect } from "../lib/device.ts";
import { setCurrentLocale } from "../lib/locale.ts";
import { markSigned, storage } from "../lib/storage.ts";
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
/** The frame's drawn content, when the server drew some (/wap's landing pages). */
const SKETCHED = "#boot .sk, #boot .hero";

/** Resolves once the browser has painted: a frame's callback runs before its paint; a task queued from it after. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** How long the app waits for the frame's pictures (asked for from the head) before it draws over them. */
const FRAME_PICTURES_WAIT_MS = 500;

/**
 * Resolves once the frame has been painted with its pictures, or after FRAME_PICTURES_WAIT_MS: the page then
 * draws the same pictures from the cache at the same places, instead of the visitor seeing them arrive twice.
 */
async function frameShown() {
  const pictures = [...document.querySelectorAll<HTMLImageElement>("#boot img")].map((img) =>
    img.decode().catch(() => undefined),
  );
  await Promise.race([Promise.all(pictures), new Promise((r) => setTimeout(r, FRAME_PICTURES_WAIT_MS))]);
  await afterPaint();
}

export async function bootStorefront(site: {
  createRouter: () => Router;
  preloadLanding: (where: { pathname: string; search: string }, qc: QueryClient) => void;
}) {
  const locale = startLocale(window.location.search);
  markSigned(storage.token() !== null);
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
  // The page's content the server drew into the frame (apps/server/src/http/wap-sketch.ts) is shown before the
  // app draws over it: on a slow phone the visitor reads the product while its code runs, not a blank.
  if (document.querySelector(SKETCHED)) await frameShown();
  mountApp(<App router={router} queryClient={queryClient} />);
  startVitals(routePattern(router.routes, pathname));
  void afterPaint().then(() => i18next.loadNamespaces(AFTER_PAINT_NAMESPACES));
}
