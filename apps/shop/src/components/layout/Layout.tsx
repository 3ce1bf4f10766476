import { useEffect } from "react";
import { useLocation } from "react-router";
import { ApiErrorBridge } from "../../app/ApiErrorBridge.tsx";
import { KeepAliveOutlet } from "../../app/KeepAliveOutlet.tsx";
import { ScrollManager } from "../../app/ScrollManager.tsx";
import { applyStartQueries } from "../../app/startup.ts";
import { BrandTheme } from "../../features/site/BrandTheme.tsx";
import { ConfirmHost } from "./feedback/ConfirmHost.tsx";
import { Toaster } from "./feedback/Toaster.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import s from "./Layout.module.css";
import { ServicePanel } from "./service/ServicePanel.tsx";
import { BackToTop } from "./widgets/BackToTop.tsx";
import { FloatingCart } from "./widgets/FloatingCart.tsx";
import { LotteryPopup } from "./widgets/LotteryPopup.tsx";

/** Spec point 2: the pages that carry the floating cart button. */
const CART_PAGES = [
  "/index",
  "/classification",
  "/commodity",
  "/information",
  "/productDetails",
  "/store",
  "/discounted",
  "/userInfo/dashboard",
];

export function Layout() {
  const { pathname } = useLocation();

  useEffect(() => {
    applyStartQueries(window.location.search);
  }, []);

  return (
    <div className={s.app}>
      <BrandTheme />
      <ApiErrorBridge />
      <ScrollManager />
      <Header />
      <main className={s.main}>
        <KeepAliveOutlet />
      </main>
      <Footer />
      {CART_PAGES.includes(pathname) && <FloatingCart />}
      <BackToTop />
      <LotteryPopup />
      <ServicePanel />
      <ConfirmHost />
      <Toaster />
    </div>
  );
}
