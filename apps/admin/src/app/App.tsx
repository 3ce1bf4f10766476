import { Toaster, UiTextProvider, uiTextFrom } from "@mall/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import { LoginPage } from "../features/auth/LoginPage.tsx";
import { setSessionLostHandler } from "../lib/api.ts";
import { Guard } from "./Guard.tsx";
import { createQueryClient } from "./queryClient.ts";
import { HomeRedirect, Shell } from "./Shell.tsx";

// Each page is its own chunk: a reviewer who only approves stores never downloads the audit viewer.
const UsersPage = lazy(async () => ({ default: (await import("../features/users/UsersPage.tsx")).UsersPage }));
const ApplicationsPage = lazy(async () => ({
  default: (await import("../features/stores/ApplicationsPage.tsx")).ApplicationsPage,
}));
const RolesPage = lazy(async () => ({ default: (await import("../features/roles/RolesPage.tsx")).RolesPage }));
const StaffPage = lazy(async () => ({ default: (await import("../features/staff/StaffPage.tsx")).StaffPage }));
const OutboxPage = lazy(async () => ({ default: (await import("../features/mail/OutboxPage.tsx")).OutboxPage }));
const AuditPage = lazy(async () => ({ default: (await import("../features/audit/AuditPage.tsx")).AuditPage }));
const OrdersPage = lazy(async () => ({ default: (await import("../features/orders/OrdersPage.tsx")).OrdersPage }));
const RefundsPage = lazy(async () => ({ default: (await import("../features/refunds/RefundsPage.tsx")).RefundsPage }));
const ReviewsPage = lazy(async () => ({ default: (await import("../features/reviews/ReviewsPage.tsx")).ReviewsPage }));
const FinancePage = lazy(async () => ({ default: (await import("../features/finance/FinancePage.tsx")).FinancePage }));
const FinanceOverview = lazy(async () => ({
  default: (await import("../features/finance/FinancePage.tsx")).FinanceOverview,
}));
const LedgerExplorer = lazy(async () => ({
  default: (await import("../features/finance/LedgerExplorer.tsx")).LedgerExplorer,
}));
const ReconciliationPage = lazy(async () => ({
  default: (await import("../features/finance/ReconciliationPage.tsx")).ReconciliationPage,
}));
const ChannelsPage = lazy(async () => ({
  default: (await import("../features/finance/ChannelsPage.tsx")).ChannelsPage,
}));
const DepositsPage = lazy(async () => ({
  default: (await import("../features/finance/DepositsPage.tsx")).DepositsPage,
}));
const WithdrawalsPage = lazy(async () => ({
  default: (await import("../features/finance/WithdrawalsPage.tsx")).WithdrawalsPage,
}));
const LoansPage = lazy(async () => ({ default: (await import("../features/loans/LoansPage.tsx")).LoansPage }));
const NewsletterPage = lazy(async () => ({
  default: (await import("../features/newsletter/NewsletterPage.tsx")).NewsletterPage,
}));
const LotteryPage = lazy(async () => ({ default: (await import("../features/lottery/LotteryPage.tsx")).LotteryPage }));
const DeskPage = lazy(async () => ({ default: (await import("../features/chat/DeskPage.tsx")).DeskPage }));
const VitalsPage = lazy(async () => ({ default: (await import("../features/vitals/index.ts")).VitalsPage }));

const router = createBrowserRouter(
  [
    { path: "/login", element: <LoginPage /> },
    {
      path: "/",
      element: <Shell />,
      children: [
        { index: true, element: <HomeRedirect /> },
        {
          path: "users",
          element: (
            <Guard permission="users">
              <UsersPage />
            </Guard>
          ),
        },
        {
          path: "stores",
          element: (
            <Guard permission="stores">
              <ApplicationsPage />
            </Guard>
          ),
        },
        {
          path: "roles",
          element: (
            <Guard permission="roles">
              <RolesPage />
            </Guard>
          ),
        },
        {
          path: "staff",
          element: (
            <Guard permission="roles">
              <StaffPage />
            </Guard>
          ),
        },
        {
          path: "orders",
          element: (
            <Guard permission="orders">
              <OrdersPage />
            </Guard>
          ),
        },
        {
          path: "refunds",
          element: (
            <Guard permission="refunds">
              <RefundsPage />
            </Guard>
          ),
        },
        {
          path: "reviews",
          element: (
            <Guard permission="reviews">
              <ReviewsPage />
            </Guard>
          ),
        },
        {
          path: "deposits",
          element: (
            <Guard permission="deposits">
              <DepositsPage />
            </Guard>
          ),
        },
        {
          path: "withdrawals",
          element: (
            <Guard permission="withdrawals">
              <WithdrawalsPage />
            </Guard>
          ),
        },
        {
          path: "loans",
          element: (
            <Guard permission="loans">
              <LoansPage />
            </Guard>
          ),
        },
        {
          path: "finance",
          element: (
            <Guard permission="finance">
              <FinancePage />
            </Guard>
          ),
          children: [
            { index: true, element: <FinanceOverview /> },
            { path: "ledger", element: <LedgerExplorer /> },
            { path: "reconciliation", element: <ReconciliationPage /> },
            { path: "channels", element: <ChannelsPage /> },
            { path: "*", element: <Navigate to="/finance" replace /> },
          ],
        },
        {
          path: "desk",
          element: (
            <Guard permission="service">
              <DeskPage />
            </Guard>
          ),
        },
        {
          path: "mail",
          element: (
            <Guard permission="mail">
              <OutboxPage />
            </Guard>
          ),
        },
        {
          path: "lottery",
          element: (
            <Guard permission="lottery">
              <LotteryPage />
            </Guard>
          ),
        },
        {
          path: "newsletter",
          element: (
            <Guard permission="mail">
              <NewsletterPage />
            </Guard>
          ),
        },
        {
          path: "vitals",
          element: (
            <Guard permission="audit">
              <VitalsPage />
            </Guard>
          ),
        },
        {
          path: "audit",
          element: (
            <Guard permission="audit">
              <AuditPage />
            </Guard>
          ),
        },
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, "") },
);

const queryClient = createQueryClient();

// Code 403 on any call: the client has already forgotten the token; show the login, keeping the page.
setSessionLostHandler(() => {
  queryClient.clear();
  const here = router.state.location.pathname;
  if (here !== "/login") void router.navigate("/login", { replace: true, state: { from: here } });
});

export function App() {
  const { t } = useTranslation();
  // The shared components' own words, from the console catalogue.
  const uiText = useMemo(() => uiTextFrom(t), [t]);
  return (
    <QueryClientProvider client={queryClient}>
      <UiTextProvider value={uiText}>
        <RouterProvider router={router} />
        <Toaster />
      </UiTextProvider>
    </QueryClientProvider>
  );
}
