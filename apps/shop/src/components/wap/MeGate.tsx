import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../lib/session.ts";
import { wapAuthPath } from "./me-auth.ts";

/**
 * A /wap page for a signed-in buyer: a guest (or a buyer whose session ended) is sent to /wap/login, which
 * brings them back here afterwards. Answers whether the page may show.
 */
export function useWapSignedIn(): boolean {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the session sends the visitor away
  useEffect(() => {
    if (!loggedIn) void navigate(wapAuthPath("login", `${pathname}${search}`), { replace: true });
  }, [loggedIn]);
  return loggedIn;
}
