import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { useBrandTheme } from "../features/site/api.ts";
import { onSessionLost } from "../lib/api.ts";
import { queryClient } from "./queryClient.ts";

/** Around every page: the brand's colours, and a lost session (code 403) sends the seller to the login. */
export function Root() {
  const navigate = useNavigate();
  useBrandTheme();
  useEffect(
    () =>
      onSessionLost(() => {
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "site" });
        navigate("/login", { replace: true });
      }),
    [navigate],
  );
  return <Outlet />;
}
