import { lazy } from "react";
import type { RouteObject } from "react-router";
import WapNotFound from "./WapNotFound.tsx";

// The mobile storefront's pages (issue 14): one chunk each, in the features' own `wap/` folders.
const WapHomePage = lazy(() => import("../../features/home/wap/WapHomePage.tsx"));
const WapCategoryPage = lazy(() => import("../../features/catalogue/wap/WapCategoryPage.tsx"));
const WapSearchPage = lazy(() => import("../../features/search/wap/WapSearchPage.tsx"));
const WapResultsPage = lazy(() => import("../../features/search/wap/WapResultsPage.tsx"));
const WapProductPage = lazy(() => import("../../features/goods/wap/WapProductPage.tsx"));
const WapStorePage = lazy(() => import("../../features/store/wap/WapStorePage.tsx"));
const WapCartPage = lazy(() => import("../../features/cart/wap/WapCartPage.tsx"));
const WapCheckoutPage = lazy(() => import("../../features/checkout/wap/WapCheckoutPage.tsx"));
const WapPaySuccessPage = lazy(() => import("../../features/checkout/wap/WapPaySuccessPage.tsx"));
const WapOrdersPage = lazy(() => import("../../features/orders/wap/WapOrdersPage.tsx"));
const WapOrderPage = lazy(() => import("../../features/orders/wap/WapOrderPage.tsx"));
const WapRefundPage = lazy(() => import("../../features/orders/wap/WapRefundPage.tsx"));
const WapReviewPage = lazy(() => import("../../features/orders/wap/WapReviewPage.tsx"));
const WapLogisticsPage = lazy(() => import("../../features/orders/wap/WapLogisticsPage.tsx"));
const WapMePage = lazy(() => import("../../features/user-center/wap/WapMePage.tsx"));
const WapLoginPage = lazy(() => import("../../features/account/wap/WapLoginPage.tsx"));
const WapRegisterPage = lazy(() => import("../../features/account/wap/WapRegisterPage.tsx"));
const WapSettingsPage = lazy(() => import("../../features/user-center/wap/WapSettingsPage.tsx"));
const WapPasswordPage = lazy(() => import("../../features/user-center/wap/WapPasswordPage.tsx"));
const WapLanguagePage = lazy(() => import("../../features/user-center/wap/WapLanguagePage.tsx"));
const WapAddressesPage = lazy(() => import("../../features/addresses/wap/WapAddressesPage.tsx"));
const WapFavouritesPage = lazy(() => import("../../features/favourites/wap/WapFavouritesPage.tsx"));
const WapWalletPage = lazy(() => import("../../features/wallet/wap/WapWalletPage.tsx"));
const WapDepositPage = lazy(() => import("../../features/wallet/wap/WapDepositPage.tsx"));
const WapWithdrawPage = lazy(() => import("../../features/wallet/wap/WapWithdrawPage.tsx"));
const WapLoansPage = lazy(() => import("../../features/credit/wap/WapLoansPage.tsx"));
const WapLoanApplyPage = lazy(() => import("../../features/credit/wap/WapLoanApplyPage.tsx"));
const WapLoanAgreementPage = lazy(() => import("../../features/credit/wap/WapLoanAgreementPage.tsx"));
const WapDownloadPage = lazy(() => import("../../features/download/wap/WapDownloadPage.tsx"));
const WapUnsubscribePage = lazy(() => import("../../features/newsletter/wap/WapUnsubscribePage.tsx"));
const WapChatPage = lazy(() => import("../../features/chat/wap/WapChatPage.tsx"));

/** The children of /wap: the paths a phone uses; desktop paths map to them in device.ts. */
export const wapRoutes: RouteObject[] = [
  { index: true, element: <WapHomePage /> },
  { path: "category", element: <WapCategoryPage /> },
  { path: "search", element: <WapSearchPage /> },
  { path: "results", element: <WapResultsPage /> },
  { path: "product", element: <WapProductPage /> },
  { path: "store", element: <WapStorePage /> },
  { path: "cart", element: <WapCartPage /> },
  { path: "checkout", element: <WapCheckoutPage /> },
  { path: "pay-success", element: <WapPaySuccessPage /> },
  { path: "orders", element: <WapOrdersPage /> },
  { path: "order", element: <WapOrderPage /> },
  { path: "order/refund", element: <WapRefundPage /> },
  { path: "order/review", element: <WapReviewPage /> },
  { path: "order/logistics", element: <WapLogisticsPage /> },
  { path: "me", element: <WapMePage /> },
  { path: "login", element: <WapLoginPage /> },
  { path: "register", element: <WapRegisterPage /> },
  { path: "settings", element: <WapSettingsPage /> },
  { path: "settings/password", element: <WapPasswordPage /> },
  { path: "language", element: <WapLanguagePage /> },
  { path: "addresses", element: <WapAddressesPage /> },
  { path: "favourites", element: <WapFavouritesPage /> },
  { path: "wallet", element: <WapWalletPage /> },
  { path: "wallet/deposit", element: <WapDepositPage /> },
  { path: "wallet/withdraw", element: <WapWithdrawPage /> },
  { path: "loans", element: <WapLoansPage /> },
  { path: "loans/apply", element: <WapLoanApplyPage /> },
  { path: "loans/agreement", element: <WapLoanAgreementPage /> },
  { path: "chat", element: <WapChatPage /> },
  { path: "download", element: <WapDownloadPage /> },
  { path: "unsubscribe", element: <WapUnsubscribePage /> },
  { path: "*", element: <WapNotFound /> },
];
