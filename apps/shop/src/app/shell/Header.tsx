import { LanguageMenu, toast } from "@mall/ui";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { ChatIcon, ExternalIcon, HeadsetIcon, UserIcon } from "../../components/icons.tsx";
import { Avatar } from "../../features/account/Avatar.tsx";
import { authPath } from "../../features/account/redirect.ts";
import { UserMenu } from "../../features/account/UserMenu.tsx";
import { useAccountUpkeep } from "../../features/account/useAccountUpkeep.ts";
import { externalSupportUrl } from "../../features/chat/support-url.ts";
import { SearchBox } from "../../features/search-box/SearchBox.tsx";
import { useSyspara } from "../../features/site/api.ts";
import { brandLogoUrl, useBrand } from "../../features/site/useBrand.ts";
import { currentLocale } from "../../lib/locale.ts";
import { merchantUrl } from "../../lib/merchant.ts";
import { useSession } from "../../lib/session.ts";
import { changeLanguage } from "../i18n.ts";
import s from "./Header.module.css";
import { openService, openStoreList } from "./service/service.ts";
import { useScrolledPast } from "./useScrolledPast.ts";

/** Spec point 2: the header shrinks once the page is scrolled past 78px. */
export const HEADER_SHRINK_AT = 78;

const NAV = [
  { to: "/index", key: "nav.home" },
  { to: "/classification", key: "nav.classification" },
  { to: "/commodity", key: "nav.commodity" },
  { to: "/discounted", key: "nav.discounted" },
  { to: "/information", key: "nav.information" },
] as const;

// The unread badges come with the session: a guest has none, and downloads none of the chat's code.
const ChatBadge = lazy(() => import("./service/ChatBadge.tsx"));

function Badge({ kind, testId, show }: { kind: "platform" | "store"; testId: string; show: boolean }) {
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ChatBadge kind={kind} testId={testId} />
    </Suspense>
  );
}

export function Header() {
  const { t } = useTranslation("shell");
  const brand = useBrand();
  const compact = useScrolledPast(HEADER_SHRINK_AT);
  const { loggedIn, user, ended } = useSession();
  const { pathname, search } = useLocation();
  useAccountUpkeep(loggedIn);
  // Sign-in links bring the visitor back here afterwards (but the auth pages keep their own target).
  const back = pathname === "/login" || pathname === "/register" ? undefined : `${pathname}${search}`;
  // The site's customer_service_url (the brand's own first, as index!home answers it) opens in a new tab.
  const serviceSetting = useSyspara("customer_service_url").data;
  const supportUrl = externalSupportUrl(brand.supportUrl || serviceSetting, window.location.origin);

  const openSupport = () => {
    if (supportUrl) window.open(supportUrl, "_blank", "noopener");
    else openService();
  };
  const openChat = () => {
    if (!loggedIn) toast.error(t("service.notLogin"));
    else openStoreList();
  };

  return (
    <>
      <header className={`${s.header} ${compact ? s.compact : ""}`} data-compact={compact || undefined}>
        <div className={s.topbar}>
          <div className={`container ${s.topInner}`}>
            <span className={s.welcome}>{t("header.welcome", { brand: brand.name })}</span>
            <div className={s.topEnd}>
              <LanguageMenu
                locale={currentLocale()}
                onChange={changeLanguage}
                size="compact"
                label={t("header.language")}
              />
              <span className={s.sep} aria-hidden="true" />
              {loggedIn && user ? (
                <UserMenu user={user} />
              ) : (
                <>
                  <Link to={authPath("login", back)} className={s.topLink}>
                    {t("header.login")}
                  </Link>
                  <Link to={authPath("register", back)} className={`${s.topLink} ${s.strong}`}>
                    {t("header.register")}
                  </Link>
                </>
              )}
            </div>
          </div>
        </div>

        <div className={s.main}>
          <div className={`container ${s.mainInner}`}>
            <Link to="/index" className={s.logo} aria-label={brand.name}>
              <img
                src={brandLogoUrl(brand)}
                alt=""
                className={s.logoImg}
                onError={(e) => (e.currentTarget.style.display = "none")}
              />
            </Link>
            {/* A new box after each logout: spec point 4 clears the search text. */}
            <SearchBox key={ended} compact={compact} />
            <div className={s.actions}>
              <button
                type="button"
                className={s.action}
                onClick={openSupport}
                aria-label={t("header.support")}
                data-testid="header-support"
              >
                <span className={s.iconWrap}>
                  <HeadsetIcon size={22} />
                  <Badge kind="platform" testId="header-support-badge" show={loggedIn} />
                </span>
                <span className={s.actionText}>{t("header.support")}</span>
              </button>
              <button
                type="button"
                className={s.action}
                onClick={openChat}
                aria-label={t("header.chat")}
                data-testid="header-chat"
              >
                <span className={s.iconWrap}>
                  <ChatIcon size={22} />
                  <Badge kind="store" testId="header-chat-badge" show={loggedIn} />
                </span>
                <span className={s.actionText}>{t("header.chat")}</span>
              </button>
              <Link
                to={loggedIn ? "/userInfo/dashboard" : authPath("login", back)}
                className={s.action}
                aria-label={t("header.account")}
              >
                <span className={s.iconWrap}>
                  {loggedIn && user ? (
                    <Avatar idx={user.avatar} name={user.username} size={24} />
                  ) : (
                    <UserIcon size={22} />
                  )}
                </span>
                <span className={s.actionText}>{loggedIn && user ? user.username : t("header.account")}</span>
              </Link>
            </div>
          </div>
        </div>

        <nav className={s.nav} aria-label={t("nav.label")}>
          <div className={`container ${s.navInner}`}>
            <ul className={s.navList}>
              {NAV.map((n) => (
                <li key={n.to}>
                  <NavLink to={n.to} className={({ isActive }) => `${s.navLink} ${isActive ? s.navActive : ""}`}>
                    {t(n.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className={s.merchant}>
              <a href={merchantUrl("register")} target="_blank" rel="noopener" className={s.merchantLink}>
                {t("nav.merchantEntry")}
                <ExternalIcon size={14} />
              </a>
              <a href={merchantUrl("login")} target="_blank" rel="noopener" className={s.merchantLink}>
                {t("nav.merchantLogin")}
                <ExternalIcon size={14} />
              </a>
            </div>
          </div>
        </nav>
      </header>
      <div className={s.spacer} aria-hidden="true" />
    </>
  );
}
