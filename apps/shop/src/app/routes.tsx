import { lazy } from "react";
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from "react-router";
import ComingSoonPage from "./ComingSoonPage.tsx";
import { Layout } from "./Layout.tsx";
import MerchantRedirect from "./MerchantRedirect.tsx";
import { RootError } from "./PageErrorBoundary.tsx";

// One chunk per page: the first visit to /index downloads only the shell and the home page.
const HomePage = lazy(() => import("../features/home/HomePage.tsx"));
const ClassificationPage = lazy(() => import("../features/catalogue/ClassificationPage.tsx"));
const CommodityPage = lazy(() => import("../features/catalogue/CommodityPage.tsx"));
const InformationPage = lazy(() => import("../features/catalogue/InformationPage.tsx"));
const DiscountedPage = lazy(() => import("../features/catalogue/DiscountedPage.tsx"));
const ProductDetailsPage = lazy(() => import("../features/goods/ProductDetailsPage.tsx"));
const StorePage = lazy(() => import("../features/store/StorePage.tsx"));
const SearchGoodsPage = lazy(() => import("../features/search/SearchGoodsPage.tsx"));
const SearchStorePage = lazy(() => import("../features/search/SearchStorePage.tsx"));
const SearchResultPage = lazy(() => import("../features/search/SearchResultPage.tsx"));
const LegalPage = lazy(() => import("../features/legal/LegalPage.tsx"));
const DownloadPage = lazy(() => import("../features/download/DownloadPage.tsx"));
const LoginPage = lazy(() => import("../features/account/LoginPage.tsx"));
const RegisterPage = lazy(() => import("../features/account/RegisterPage.tsx"));
const ForgotPasswordPage = lazy(() => import("../features/account/ForgotPasswordPage.tsx"));
const UserCenterLayout = lazy(() => import("../features/user-center/UserCenterLayout.tsx"));
const DashboardPage = lazy(() => import("../features/user-center/DashboardPage.tsx"));
const UserCenterSoon = lazy(() => import("../features/user-center/SoonPanel.tsx"));
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

/** Redirects keep the query: `/?lang=cn&code=x` must still reach /index with it. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const soon = <ComingSoonPage />;

/** Spec point 2: the /userInfo children whose features come later; they open inside the user centre. */
const USER_INFO_LATER = ["download", "money-package", "money-package/recharge", "money-package/withdraw"];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Layout />,
    errorElement: <RootError />,
    children: [
      { index: true, element: <RedirectKeepingQuery to="/index" /> },
      { path: "index", element: <HomePage /> },
      { path: "classification", element: <ClassificationPage /> },
      { path: "commodity", element: <CommodityPage /> },
      { path: "information", element: <InformationPage /> },
      { path: "discounted", element: <DiscountedPage /> },
      { path: "productDetails", element: <ProductDetailsPage /> },
      { path: "store", element: <StorePage /> },
      { path: "searchStore", element: <SearchStorePage /> },
      { path: "searchGoods", element: <SearchGoodsPage /> },
      { path: "searchResult/:k?", element: <SearchResultPage /> },
      { path: "download", element: <DownloadPage /> },
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
          ...USER_INFO_LATER.map((p) => ({ path: `userInfo/${p}`, element: <UserCenterSoon /> })),
        ],
      },
      // Later work: each lands on the shared "coming soon" page for now.
      { path: "settlement", element: <SettlementPage /> },
      { path: "paySuccess", element: <PaySuccessPage /> },
      { path: "credit", element: soon },
      { path: "credit/application", element: soon },
      { path: "credit/myLoan", element: soon },
      { path: "wap/*", element: soon },
      { path: "*", element: <ComingSoonPage notFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
