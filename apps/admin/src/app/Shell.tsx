import {
  Button,
  ConsoleShell,
  changeLanguage,
  currentLocale,
  LanguageMenu,
  LogoutIcon,
  type NavSection,
  UserChip,
} from "@mall/ui";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { BrandMark } from "../components/BrandMark.tsx";
import { useDeskLive } from "../features/chat/index.ts";
import { can, useHasToken, useLogout, useMe } from "../lib/session.ts";
import s from "./app.module.css";
import { labelKeyOf, NAV_SECTIONS, pagesFor, sectionLabelKey } from "./nav.tsx";
import { useNavBadges } from "./navBadges.ts";

/** The signed-in frame: top bar, navigation by permission, and the page. Without a token → the login. */
export function Shell() {
  const { t } = useTranslation();
  const hasToken = useHasToken();
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const badges = useNavBadges(me.data);
  // The desk's socket runs on every page while an agent is signed in: the badge moves live.
  useDeskLive(hasToken && can(me.data, "service"));

  if (!hasToken) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!me.data) {
    return (
      <div className={s.booting} aria-busy="true">
        <span className={s.spinner} />
      </div>
    );
  }
  const pages = pagesFor(me.data);
  const nav: NavSection[] = NAV_SECTIONS.map((section) => ({
    title: t(sectionLabelKey(section)),
    items: pages
      .filter((p) => p.section === section)
      .map((p) => ({ to: p.path, label: t(labelKeyOf(p)), icon: p.icon, badge: badges[p.path] })),
  })).filter((section) => section.items.length > 0);

  // Phones: ConsoleShell turns the navigation into a drawer behind its menu button.
  return (
    <ConsoleShell
      brand={<BrandMark name={t("brand")} />}
      title={t("appTitle")}
      nav={nav}
      navFooter={<p className={s.navNote}>{t("nav.note")}</p>}
      tools={
        <>
          <LanguageMenu locale={currentLocale()} onChange={(l) => changeLanguage(l)} />
          <UserChip name={me.data.username} caption={me.data.role || t("me.noRole")} />
          <Button
            variant="ghost"
            size="s"
            icon={<LogoutIcon size={16} />}
            onClick={async () => {
              await logout();
              navigate("/login", { replace: true });
            }}
            aria-label={t("me.logout")}
            data-testid="logout"
          >
            <span className={s.logoutText}>{t("me.logout")}</span>
          </Button>
        </>
      }
    >
      <Suspense fallback={<div className={s.pageLoading} aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </ConsoleShell>
  );
}

/** "/" goes to the first page the role opens. */
export function HomeRedirect() {
  const { t } = useTranslation();
  const me = useMe();
  const first = pagesFor(me.data)[0];
  if (first) return <Navigate to={first.path} replace />;
  return <NoAccess title={t("noAccess.noneTitle")} text={t("noAccess.noneText")} />;
}

export function NoAccess({ title, text }: { title: string; text: string }) {
  return (
    <div className={s.noAccess}>
      <h2>{title}</h2>
      <p>{text}</p>
    </div>
  );
}
