import { lazy } from "react";
import { FullLoad } from "./FullLoad.tsx";
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from "react-router";
import NotFoundPage from "./NotFoundPage.tsx";
import { page } from "./page-route.ts";
import MerchantRedirect from "./MerchantRedirect.tsx";
import { RootError } from "./PageErrorBoundary.tsx";

// One chunk per page: the first visit to /index downloads only the shell and the home page.
const HomePage = page(() => import("../features/home/HomePage.tsx"));
const ClassificationPage = page(() => import("../features/catalogue/ClassificationPage.tsx"));
const CommodityPage = page(() => import("../features/catalogue/CommodityPage.tsx"));
const InformationPage = lazy(() => import("../features/catalogue/InformationPage.tsx"));
const DiscountedPage = lazy(() => import("../features/catalogue/DiscountedPage.tsx"));
const ProductDetailsPage = page(() => import("../features/goods/ProductDetailsPage.tsx"));
const StorePage = lazy(() => import("../features/store/StorePage.tsx"));
const SearchGoodsPage = page(() => import("../features/search/SearchGoodsPage.tsx"));
const SearchStorePage = lazy(() => import("../features/search/SearchStorePage.tsx"));
const SearchResultPage = lazy(() => import("../features/search/SearchResultPage.tsx"));
const LegalPage = lazy(() => import("../features/legal/LegalPage.tsx"));
const DownloadPage = lazy(() => import("../features/download/DownloadPage.tsx"));
const UserCentreDownloadPage = lazy(() => import("../features/download/UserCentreDownloadPage.tsx"));
const UnsubscribePage = lazy(() => import("../features/newsletter/UnsubscribePage.tsx"));
const LoginPage = lazy(() => import("../features/account/LoginPage.tsx"));
const RegisterPage = lazy(() => import("../features/account/RegisterPage.tsx"));
const ForgotPasswordPage = lazy(() => import("../features/account/ForgotPasswordPage.tsx"));
const UserCenterLayout = lazy(() => import("../features/user-center/UserCenterLayout.tsx"));
const DashboardPage = lazy(() => import("../features/user-center/DashboardPage.tsx"));
const SetupIndexPage = lazy(() => import("../features/user-center/setup/SetupIndexPage.tsx"));
const LoginPasswordPage = lazy(() => import("../features/user-center/setup/LoginPasswordPage.tsx"));
const TransactionPasswordPage = lazy(() => import("../features/user-center/setup/TransactionPasswordPage.tsx"));
const AccountCancellationPage = lazy(() => import("../features/user-center/setup/AccountCancellationPage.tsx"));
const SettlementPage = lazy(() => import("../features/checkout/SettlementPage.tsx"));
const PaySuccessPage = lazy(() => import("../features/checkout/PaySuccessPage.tsx"));
const MyOrderPage = lazy(() => import("../features/orders/MyOrderPage.tsx"));
const OrderDetailPage = lazy(() => import("../features/orders/OrderDetailPage.tsx"));
const OrderReturnPage = lazy(() => import("../features/orders/OrderReturnPage.tsx"));
const OrderEvaluationPage = lazy(() => import("../features/orders/OrderEvaluationPage.tsx"));
const CollectGoodsPage = lazy(() => import("../features/favourites/CollectGoodsPage.tsx"));
const CollectShopPage = lazy(() => import("../features/favourites/CollectShopPage.tsx"));
const ShippingAddressPage = lazy(() => import("../features/addresses/ShippingAddressPage.tsx"));
const WalletPage = lazy(() => import("../features/wallet/WalletPage.tsx"));
const RechargePage = lazy(() => import("../features/wallet/RechargePage.tsx"));
const WithdrawPage = lazy(() => import("../features/wallet/WithdrawPage.tsx"));
const CreditPage = lazy(() => import("../features/credit/CreditPage.tsx"));
const CreditApplicationPage = lazy(() => import("../features/credit/ApplicationPage.tsx"));
const MyLoanPage = lazy(() => import("../features/credit/MyLoanPage.tsx"));
const CreditAgreementPage = lazy(() => import("../features/credit/AgreementPage.tsx"));

/** Redirects keep the query: `/?lang=cn&code=x` must still reach /index with it. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/**
 * The router loads the frame's chunk before the first render, which shows nothing meanwhile (the frame is in
 * flight together with the language's catalogues, see main.tsx).
 */
const Blank = () => null;

export const routes: RouteObject[] = [
  // The mobile storefront has its own entry (wap.html, app/wap/main.tsx): a link into it loads that.
  { path: "/wap/*", Component: FullLoad },
  {
    path: "/",
    lazy: () => import("./Layout.tsx").then((m) => ({ Component: m.Layout })),
    HydrateFallback: Blank,
    errorElement: <RootError />,
    children: [
      { index: true, element: <RedirectKeepingQuery to="/index" /> },
      { path: "index", ...HomePage },
      { path: "classification", ...ClassificationPage },
      { path: "commodity", ...CommodityPage },
      { path: "information", element: <InformationPage /> },
      { path: "discounted", element: <DiscountedPage /> },
      { path: "productDetails", ...ProductDetailsPage },
      { path: "store", element: <StorePage /> },
      { path: "searchStore", element: <SearchStorePage /> },
      { path: "searchGoods", ...SearchGoodsPage },
      { path: "searchResult/:k?", element: <SearchResultPage /> },
      { path: "download", element: <DownloadPage /> },
      { path: "unsubscribe", element: <UnsubscribePage /> },
      { path: "lottery", Component: lazy(() => import("../features/lottery/LotteryPage.tsx")) },
      { path: "promote/:page", element: <LegalPage /> },
      { path: "merchantSettled", element: <MerchantRedirect page="register" /> },
      { path: "merchantLogin", element: <MerchantRedirect page="login" /> },
      { path: "login", element: <LoginPage /> },
      { path: "register", element: <RegisterPage /> },
      { path: "forgotPassword", element: <ForgotPasswordPage /> },
      { path: "userInfo", element: <RedirectKeepingQuery to="/userInfo/dashboard" /> },
      {
        // The user centre: a menu beside each page; guests are sent to /login.
        element: <UserCenterLayout />,
        children: [
          { path: "userInfo/dashboard", element: <DashboardPage /> },
          { path: "userInfo/setup", element: <SetupIndexPage /> },
          { path: "userInfo/setup/login-password", element: <LoginPasswordPage /> },
          { path: "userInfo/setup/transaction-password", element: <TransactionPasswordPage /> },
          { path: "userInfo/setup/account-cancellation", element: <AccountCancellationPage /> },
          { path: "userInfo/my-order", element: <MyOrderPage /> },
          { path: "userInfo/order-detail", element: <OrderDetailPage /> },
          { path: "userInfo/order-return", element: <OrderReturnPage /> },
          { path: "userInfo/order-evaluation", element: <OrderEvaluationPage /> },
          { path: "userInfo/collect-goods", element: <CollectGoodsPage /> },
          { path: "userInfo/collect-shop", element: <CollectShopPage /> },
          { path: "userInfo/setup/shipping-address", element: <ShippingAddressPage /> },
          { path: "userInfo/money-package", element: <WalletPage /> },
          { path: "userInfo/money-package/recharge", element: <RechargePage /> },
          { path: "userInfo/money-package/withdraw", element: <WithdrawPage /> },
          { path: "userInfo/download", element: <UserCentreDownloadPage /> },
        ],
      },
      { path: "settlement", element: <SettlementPage /> },
      { path: "paySuccess", element: <PaySuccessPage /> },
      { path: "credit", element: <CreditPage /> },
      { path: "credit/application", element: <CreditApplicationPage /> },
      { path: "credit/myLoan", element: <MyLoanPage /> },
      { path: "credit/agreement", element: <CreditAgreementPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
