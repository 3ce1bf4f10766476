import { wapAuthPath, wapRedirect } from "../../../components/wap/me-auth.ts";
import type { AuthRoutes } from "../redirect.ts";

/**
 * The sign-in forms on /wap: back to the /wap page that asked, between /wap/login, /wap/register and /wap/forgot
 * (the desktop's /forgotPassword, on a phone).
 */
export const WAP_AUTH: AuthRoutes = {
  target: (r) => wapRedirect(r),
  path: (page, back) => wapAuthPath(page === "forgotPassword" ? "forgot" : page, back),
};
