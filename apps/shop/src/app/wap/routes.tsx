import type { RouteObject } from "react-router";
import { page } from "../page-route.ts";
import WapNotFound from "./WapNotFound.tsx";

// The mobile storefront's pages (issue 14): one chunk each, in the features' own `wap/` folders, loaded by the
// router before it shows them (page-route.ts).
const WapHomePage = page(() => import("../../features/home/wap/WapHomePage.tsx"));
const WapCategoryPage = page(() => import("../../features/catalogue/wap/WapCategoryPage.tsx"));
const WapSearchPage = page(() => import("../../features/search/wap/WapSearchPage.tsx"));
const WapResultsPage = page(() => import("../../features/search/wap/WapResultsPage.tsx"));
const WapProductPage = page(() => import("../../features/goods/wap/WapProductPage.tsx"));
const WapStorePage = page(() => import("../../features/store/wap/WapStorePage.tsx"));
const WapCartPage = page(() => import("../../features/cart/wap/WapCartPage.tsx"));
const WapCheckoutPage = page(() => import("../../features/checkout/wap/WapCheckoutPage.tsx"));
const WapPaySuccessPage = page(() => import("../../features/checkout/wap/WapPaySuccessPage.tsx"));
const WapOrdersPage = page(() => import("../../features/orders/wap/WapOrdersPage.tsx"));
const WapOrderPage = page(() => import("../../features/orders/wap/WapOrderPage.tsx"));
const WapRefundPage = page(() => import("../../features/orders/wap/WapRefundPage.tsx"));
const WapReviewPage = page(() => import("../../features/orders/wap/WapReviewPage.tsx"));
const WapLogisticsPage = page(() => import("../../features/orders/wap/WapLogisticsPage.tsx"));
const WapMePage = page(() => import("../../features/user-center/wap/WapMePage.tsx"));
const WapLoginPage = page(() => import("../../features/account/wap/WapLoginPage.tsx"));
const WapRegisterPage = page(() => import("../../features/account/wap/WapRegisterPage.tsx"));
const WapSettingsPage = page(() => import("../../features/user-center/wap/WapSettingsPage.tsx"));
const WapCloseAccountPage = page(() => import("../../features/user-center/wap/WapCloseAccountPage.tsx"));
const WapPasswordPage = page(() => import("../../features/user-center/wap/WapPasswordPage.tsx"));
const WapLanguagePage = page(() => import("../../features/user-center/wap/WapLanguagePage.tsx"));
const WapAddressesPage = page(() => import("../../features/addresses/wap/WapAddressesPage.tsx"));
const WapFavouritesPage = page(() => import("../../features/favourites/wap/WapFavouritesPage.tsx"));
const WapWalletPage = page(() => import("../../features/wallet/wap/WapWalletPage.tsx"));
const WapDepositPage = page(() => import("../../features/wallet/wap/WapDepositPage.tsx"));
const WapWithdrawPage = page(() => import("../../features/wallet/wap/WapWithdrawPage.tsx"));
const WapLoansPage = page(() => import("../../features/credit/wap/WapLoansPage.tsx"));
const WapLoanApplyPage = page(() => import("../../features/credit/wap/WapLoanApplyPage.tsx"));
const WapLoanAgreementPage = page(() => import("../../features/credit/wap/WapLoanAgreementPage.tsx"));
const WapDownloadPage = page(() => import("../../features/download/wap/WapDownloadPage.tsx"));
const WapUnsubscribePage = page(() => import("../../features/newsletter/wap/WapUnsubscribePage.tsx"));
const WapForgotPage = page(() => import("../../features/account/wap/WapForgotPage.tsx"));
const WapLotteryPage = page(() => import("../../features/lottery/wap/WapLotteryPage.tsx"));
const WapInfoPage = page(() => import("../../features/catalogue/wap/WapInfoPage.tsx"));
const WapPolicyPage = page(() => import("../../features/legal/wap/WapPolicyPage.tsx"));
const WapChatPage = page(() => import("../../features/chat/wap/WapChatPage.tsx"));

/** The children of /wap: the paths a phone uses; desktop paths map to them in device.ts. */
export const wapRoutes: RouteObject[] = [
  { index: true, ...WapHomePage },
  { path: "category", ...WapCategoryPage },
  { path: "deals", ...WapCategoryPage },
  { path: "search", ...WapSearchPage },
  { path: "results", ...WapResultsPage },
  { path: "product", ...WapProductPage },
  { path: "store", ...WapStorePage },
  { path: "cart", ...WapCartPage },
  { path: "checkout", ...WapCheckoutPage },
  { path: "pay-success", ...WapPaySuccessPage },
  { path: "orders", ...WapOrdersPage },
  { path: "order", ...WapOrderPage },
  { path: "order/refund", ...WapRefundPage },
  { path: "order/review", ...WapReviewPage },
  { path: "order/logistics", ...WapLogisticsPage },
  { path: "me", ...WapMePage },
  { path: "login", ...WapLoginPage },
  { path: "register", ...WapRegisterPage },
  { path: "forgot", ...WapForgotPage },
  { path: "settings", ...WapSettingsPage },
  { path: "settings/password", ...WapPasswordPage },
  { path: "settings/close", ...WapCloseAccountPage },
  { path: "language", ...WapLanguagePage },
  { path: "addresses", ...WapAddressesPage },
  { path: "favourites", ...WapFavouritesPage },
  { path: "wallet", ...WapWalletPage },
  { path: "wallet/deposit", ...WapDepositPage },
  { path: "wallet/withdraw", ...WapWithdrawPage },
  { path: "loans", ...WapLoansPage },
  { path: "loans/apply", ...WapLoanApplyPage },
  { path: "loans/agreement", ...WapLoanAgreementPage },
  { path: "chat", ...WapChatPage },
  { path: "lottery", ...WapLotteryPage },
  { path: "download", ...WapDownloadPage },
  { path: "unsubscribe", ...WapUnsubscribePage },
  { path: "info", ...WapInfoPage },
  { path: "policy/:page", ...WapPolicyPage },
  { path: "*", element: <WapNotFound /> },
];
