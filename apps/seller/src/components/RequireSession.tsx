import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useToken } from "../lib/api.ts";

/** Pages of a signed-in seller; without a token the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  return useToken() ? children : <Navigate to="/login" replace />;
}
