import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { isLoggedIn } from "../../components/goods/auth.ts";
import { PageFallback } from "../../components/PageFallback.tsx";
import { useSession } from "../../lib/session.ts";
import { Avatar, authPath, useLocalUser, useLogout } from "../account/index.ts";
import { LeaveIcon } from "./icons.tsx";
import { CENTER_NAV, navKeyOf } from "./nav.tsx";
import s from "./user-center.module.css";

/**
 * The frame of every /userInfo page: the menu beside the page. Guests are sent to /login and come back
 * here afterwards. The check runs each time the page is shown (not when the session ends while it is
 * open: logout and a lost session choose their own destination).
 */
export default function UserCenterLayout() {
  const { t } = useTranslation("account");
  const { loggedIn, user } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const local = useLocalUser();
  const logout = useLogout();
  const active = navKeyOf(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the page is shown, not on navigation
  useEffect(() => {
    if (!isLoggedIn()) navigate(authPath("login", `${pathname}${search}`), { replace: true });
  }, []);

  if (!loggedIn) return null;
  const name = user?.username ?? local.data?.username ?? "";
  const avatar = local.data?.avatar ?? user?.avatar;

  return (
    <div className={`container ${s.page}`}>
      <aside className={s.side}>
        <div className={s.sideHead}>
          <Avatar idx={avatar} name={name} size={56} />
          <strong className={s.sideName} title={name}>
            {name}
          </strong>
          {(user?.usercode ?? local.data?.usercode) && (
            <span className={s.sideCode}>{t("menu.code", { code: user?.usercode ?? local.data?.usercode })}</span>
          )}
        </div>
        <nav aria-label={t("center.menu")}>
          <ul className={s.nav}>
            {CENTER_NAV.map((n) => (
              <li key={n.key}>
                <Link
                  to={`${n.path}${n.query ?? ""}`}
                  className={`${s.navLink} ${active === n.key ? s.navActive : ""}`}
                  aria-current={active === n.key ? "page" : undefined}
                >
                  <span className={s.navIcon}>{n.icon}</span>
                  {t(`center.nav.${n.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className={s.sideLogout} onClick={() => void logout()}>
          <LeaveIcon size={18} />
          {t("menu.logout")}
        </button>
      </aside>
      <div className={s.content}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
