import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { PageFallback } from "../../components/PageFallback.tsx";
import { ConfirmHost } from "../../components/feedback/ConfirmHost.tsx";
import { Toaster } from "../../components/feedback/Toaster.tsx";
import { BrandTheme } from "../../features/site/BrandTheme.tsx";
import { ApiErrorBridge } from "../ApiErrorBridge.tsx";
import { applyStartQueries } from "../startup.ts";
import { TabBar, TAB_PATHS } from "./TabBar.tsx";
import s from "../../components/wap/wap.module.css";

/**
 * The mobile storefront's frame (/wap, issue 14): a page with its own top bar, and the bottom tab bar on the
 * tab pages. Pages are the features' own (`features/<x>/wap/*`), on the same API hooks and pure modules as the
 * desktop pages: only the layout differs.
 */
// The lottery's invitation, loaded when the visitor starts using the page (it floats and moves nothing).
const LotteryPopup = lazy(() => import("../shell/widgets/LotteryPopup.tsx").then((m) => ({ default: m.LotteryPopup })));

const subscribeOnline = (l: () => void) => {
  window.addEventListener("online", l);
  window.addEventListener("offline", l);
  return () => {
    window.removeEventListener("online", l);
    window.removeEventListener("offline", l);
  };
};

export function WapLayout() {
  const { t } = useTranslation("wap");
  const { pathname } = useLocation();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  // The invitation waits for the visitor's first scroll, tap or key: the first screen is theirs to read.
  const [later, setLater] = useState(false);
  useEffect(() => {
    const events = ["scroll", "pointerdown", "keydown"] as const;
    const go = () => setLater(true);
    for (const e of events) window.addEventListener(e, go, { once: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, go);
    };
  }, []);
  useEffect(() => {
    applyStartQueries(window.location.search);
    // Installable /wap: the service worker of the built app (vite-plugin-pwa), scoped to /wap (the home page's
    // own address, which a scope of /wap/ would leave out).
    if (import.meta.env.PROD && "serviceWorker" in navigator) {
      navigator.serviceWorker.register("/sw.js", { scope: "/wap" }).catch(() => {});
    }
    // The web app manifest, named once the page has loaded: its request does not compete with the first
    // screen's (vite.wap.config.ts, "manifest-after-load").
    const linkManifest = () => {
      if (document.querySelector('link[rel="manifest"]')) return;
      const link = document.createElement("link");
      link.rel = "manifest";
      link.href = "/manifest.webmanifest";
      document.head.append(link);
    };
    if (document.readyState === "complete") linkManifest();
    else window.addEventListener("load", linkManifest, { once: true });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const tabs = TAB_PATHS.includes(pathname.replace(/\/$/, "") || "/wap");
  return (
    <div className={s.root} data-tabs={tabs ? "" : undefined}>
      <BrandTheme />
      <ApiErrorBridge />
      {!online && (
        <p className={s.offline} role="status" data-testid="wap-offline">
          {t("offline")}
        </p>
      )}
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      {tabs && <TabBar />}
      {later && (
        <Suspense fallback={null}>
          <LotteryPopup site="wap" />
        </Suspense>
      )}
      <ConfirmHost />
      <Toaster />
    </div>
  );
}
