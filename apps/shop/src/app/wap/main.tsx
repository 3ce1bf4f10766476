import { mountApp } from "@mall/ui";
import { siteRedirect } from "../../lib/device.ts";
import { setCurrentLocale } from "../../lib/locale.ts";
import { storage } from "../../lib/storage.ts";
import { routePattern, startVitals } from "../../lib/vitals.ts";
import { App } from "../App.tsx";
import { initI18n, startLocale, startNamespaces } from "../i18n.ts";
import { createQueryClient } from "../queryClient.ts";
import { preloadWapLanding } from "./landing.ts";
import { createWapRouter } from "./router.tsx";
import "@mall/ui/base.css";
import "../../styles/global.css";

/**
 * The mobile storefront's own entry (wap.html, decision 0019): only /wap's router, frame and pages, built
 * separately (vite.wap.config.ts) so a phone downloads none of the desktop's code.
 */
async function boot() {
  const locale = startLocale(window.location.search);
  setCurrentLocale(locale);
  // A desktop browser asking for a /wap page gets the desktop counterpart (unless the visitor chose /wap).
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
  const router = createWapRouter();
  const queryClient = createQueryClient();
  preloadWapLanding(window.location, queryClient);
  await initI18n(locale, startNamespaces(pathname, Boolean(storage.token())));
  mountApp(<App router={router} queryClient={queryClient} />);
  startVitals(routePattern(router.routes, pathname));
}

void boot();
