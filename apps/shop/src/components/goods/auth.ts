import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { isWapPath } from "../../lib/device.ts";
import { storage } from "../../lib/storage.ts";

/** A stored token means logged in (spec point 4). */
export const isLoggedIn = () => Boolean(storage.token());

/**
 * Runs `action` for a logged-in user; sends a guest to the login page of the site they are on (/login, or
 * /wap/login on the mobile storefront) with a redirect back to this page.
 */
export function useRequireLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (action: () => void) => {
      if (isLoggedIn()) return action();
      const back = `${location.pathname}${location.search}`;
      const login = isWapPath(location.pathname) ? "/wap/login" : "/login";
      navigate(`${login}?redirect=${encodeURIComponent(back)}`);
    },
    [navigate, location.pathname, location.search],
  );
}
