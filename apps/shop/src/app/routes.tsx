import { lazy } from "react";
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from "react-router";
import { Layout } from "../components/layout/Layout.tsx";
import ComingSoonPage from "./ComingSoonPage.tsx";
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

/** Redirects keep the query: `/?lang=cn&code=x` must still reach /index with it. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const soon = <ComingSoonPage />;

/** Spec point 2: the /userInfo children and the setup children, all arriving with the accounts work. */
const USER_INFO_CHILDREN = [
  "dashboard",
  "my-order",
  "order-detail",
  "order-return",
  "order-evaluation",
  "download",
  "collect-goods",
  "collect-shop",
  "money-package",
  "money-package/recharge",
  "money-package/withdraw",
  "setup",
  "setup/login-password",
  "setup/transaction-password",
  "setup/shipping-address",
  "setup/account-cancellation",
];

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
      // Later work: each lands on the shared "coming soon" page for now.
      { path: "login", element: soon },
      { path: "register", element: soon },
      { path: "userInfo", element: <RedirectKeepingQuery to="/userInfo/dashboard" /> },
      ...USER_INFO_CHILDREN.map((p) => ({ path: `userInfo/${p}`, element: soon })),
      { path: "settlement", element: soon },
      { path: "paySuccess", element: soon },
      { path: "credit", element: soon },
      { path: "credit/application", element: soon },
      { path: "credit/myLoan", element: soon },
      { path: "wap/*", element: soon },
      { path: "*", element: <ComingSoonPage notFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
