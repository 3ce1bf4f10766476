import { mountApp } from "@mall/ui";
import { App } from "./app/App.tsx";
import { initI18n, startLocale, startNamespaces } from "./app/i18n.ts";
import { siteRedirect } from "./lib/device.ts";
import { preloadLandingPage } from "./app/landing.ts";
import { createQueryClient } from "./app/queryClient.ts";
import { createRouter } from "./app/routes.tsx";
import { storage } from "./lib/storage.ts";
import { setCurrentLocale } from "./lib/locale.ts";
import { routePattern, startVitals } from "./lib/vitals.ts";
import "@mall/ui/base.css";
import "./styles/global.css";

async function boot() {
  const locale = startLocale(window.location.search);
  setCurrentLocale(locale);
  // Phones get /wap, desktops the desktop pages, each at the counterpart of the page asked for (issue 14).
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
  // Fetches at once rather than one after another: the site's frame (the router loads it as it is made), the
  // landing page's code and first data, and the language's catalogues.
  const { pathname } = window.location;
  const router = createRouter();
  const queryClient = createQueryClient();
  preloadLandingPage(window.location, queryClient);
  await initI18n(locale, startNamespaces(pathname, Boolean(storage.token())));
  mountApp(<App router={router} queryClient={queryClient} />);
  startVitals(routePattern(router.routes, pathname));
}

void boot();
