import { wapAuthPath, wapRedirect } from "../../../components/wap/me-auth.ts";
import { type AuthRoutes, authPath } from "../redirect.ts";

/**
 * The sign-in forms on /wap: back to the /wap page that asked, between /wap/login and /wap/register. A forgotten
 * password is reset on the desktop's page (the mobile storefront has none of its own).
 */
export const WAP_AUTH: AuthRoutes = {
  target: (r) => wapRedirect(r),
  path: (page, back) => (page === "forgotPassword" ? authPath(page, back) : wapAuthPath(page, back)),
};
