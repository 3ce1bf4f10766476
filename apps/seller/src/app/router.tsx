import type { ComponentType } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { RequireSession } from "../components/RequireSession.tsx";
import { useToken } from "../lib/api.ts";
import { Root } from "./Root.tsx";

/** A page of an open store's daily work: before approval it shows the application's state instead. */
async function storePage(Page: ComponentType) {
  const { RequireStore } = await import("../features/dashboard/RequireStore.tsx");
  return {
    Component: () => (
      <RequireStore>
        <Page />
      </RequireStore>
    ),
  };
}

function HomeRedirect() {
  return <Navigate to={useToken() ? "/dashboard" : "/login"} replace />;
}

/**
 * The shop's header opens /seller/register ("merchant entry") and /seller/login ("merchant login");
 * signed-in sellers work under /seller/dashboard, /store, /goods (+ /goods/add), /orders, /chat (the buyers'
 * conversations; `?c=` the open one) and /funds (+ /funds/withdraw).
 * Pages load on first visit.
 */
export const router = createBrowserRouter(
  [
    {
      element: <Root />,
      children: [
        { index: true, element: <HomeRedirect /> },
        {
          path: "register",
          lazy: async () => ({ Component: (await import("../features/auth/SignupPage.tsx")).SignupPage }),
        },
        { path: "signup", element: <Navigate to="/register" replace /> },
        {
          path: "login",
          lazy: async () => ({ Component: (await import("../features/auth/LoginPage.tsx")).LoginPage }),
        },
        {
          lazy: async () => {
            const { AppShell } = await import("./AppShell.tsx");
            return {
              element: (
                <RequireSession>
                  <AppShell />
                </RequireSession>
              ),
            };
          },
          children: [
            {
              path: "dashboard",
              lazy: async () => ({
                Component: (await import("../features/dashboard/DashboardPage.tsx")).DashboardPage,
              }),
            },
            {
              path: "store",
              lazy: async () => ({
                Component: (await import("../features/store/StoreProfilePage.tsx")).StoreProfilePage,
              }),
            },
            {
              path: "goods",
              lazy: async () => storePage((await import("../features/goods/MyGoodsPage.tsx")).MyGoodsPage),
            },
            {
              path: "goods/add",
              lazy: async () => storePage((await import("../features/goods/AddGoodsPage.tsx")).AddGoodsPage),
            },
            {
              path: "orders",
              lazy: async () => storePage((await import("../features/orders/OrdersPage.tsx")).OrdersPage),
            },
            {
              path: "chat",
              lazy: async () => storePage((await import("../features/chat/ChatPage.tsx")).ChatPage),
            },
            {
              path: "funds",
              lazy: async () => storePage((await import("../features/funds/FundsPage.tsx")).FundsPage),
            },
            {
              path: "funds/withdraw",
              lazy: async () => storePage((await import("../features/funds/WithdrawPage.tsx")).WithdrawPage),
            },
          ],
        },
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: "/seller" },
);
