import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { CartIcon, ChatIcon, StoreIcon, UserIcon } from "../../components/icons.tsx";
import s from "../../components/wap/wap.module.css";

/** The tab pages: the bar shows on these only (a page deeper in shows its back button instead). */
export const TAB_PATHS = ["/wap", "/wap/category", "/wap/cart", "/wap/chat", "/wap/me"];

const TABS = [
  { to: "/wap", key: "home", Icon: StoreIcon, end: true },
  { to: "/wap/category", key: "category", Icon: BoxGridIcon, end: false },
  { to: "/wap/cart", key: "cart", Icon: CartIcon, end: false },
  { to: "/wap/chat", key: "chat", Icon: ChatIcon, end: false },
  { to: "/wap/me", key: "me", Icon: UserIcon, end: false },
] as const;

function BoxGridIcon({ size = 22 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </svg>
  );
}

/** The bottom tab bar: home, categories, cart, messages, me; within the thumb's reach. */
export function TabBar() {
  const { t } = useTranslation("wap");
  return (
    <nav className={s.tabBar} aria-label={t("tabs.label")}>
      {TABS.map(({ to, key, Icon, end }) => (
        <NavLink
          key={key}
          to={to}
          end={end}
          className={({ isActive }) => (isActive ? `${s.tab} ${s.tabActive}` : s.tab)}
        >
          <Icon size={22} />
          <span>{t(`tabs.${key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
