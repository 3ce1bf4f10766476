import { useEffect } from "react";
import { useLocation } from "react-router";
import { ConfirmHost } from "../components/feedback/ConfirmHost.tsx";
import { Toaster } from "../components/feedback/Toaster.tsx";
import { BrandTheme } from "../features/site/BrandTheme.tsx";
import { ApiErrorBridge } from "./ApiErrorBridge.tsx";
import { KeepAliveOutlet } from "./KeepAliveOutlet.tsx";
import s from "./Layout.module.css";
import { ScrollManager } from "./ScrollManager.tsx";
import { Footer } from "./shell/Footer.tsx";
import { Header } from "./shell/Header.tsx";
import { ServicePanel } from "./shell/service/ServicePanel.tsx";
import { BackToTop } from "./shell/widgets/BackToTop.tsx";
import { FloatingCart } from "./shell/widgets/FloatingCart.tsx";
import { LotteryPopup } from "./shell/widgets/LotteryPopup.tsx";
import { applyStartQueries } from "./startup.ts";

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
