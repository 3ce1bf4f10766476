import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeartLineIcon, OrdersIcon, StoreLineIcon } from "../../components/icons.tsx";
import { useLocalUser } from "../account/index.ts";
import { usePageTitle } from "../site/index.ts";
import { BalanceCard } from "./BalanceCard.tsx";
import s from "./dashboard.module.css";
import { SettingsIcon } from "./icons.tsx";
import { ProfileCard } from "./ProfileCard.tsx";
import { RecentRecords } from "./RecentRecords.tsx";

const SHORTCUTS = [
  { to: "/userInfo/my-order?index=2", key: "orders", icon: <OrdersIcon size={22} /> },
  { to: "/userInfo/collect-goods?index=3", key: "favourites", icon: <HeartLineIcon size={22} /> },
  { to: "/userInfo/collect-shop", key: "stores", icon: <StoreLineIcon size={22} /> },
  { to: "/userInfo/setup", key: "settings", icon: <SettingsIcon size={22} /> },
] as const;

/** /userInfo/dashboard: profile, balance, shortcuts and the latest wallet records. */
export default function DashboardPage() {
  const { t } = useTranslation("account");
  const user = useLocalUser();
  usePageTitle(t("center.nav.dashboard"));
  return (
    <>
      <div className={s.top}>
        {user.data ? (
          <ProfileCard user={user.data} />
        ) : (
          <section className={`${s.card} ${s.profile}`} aria-busy={user.isPending}>
            {user.isError ? (
              <p className={s.meta}>{t("dashboard.loadFailed")}</p>
            ) : (
              <div className={s.profileSkeleton}>
                <span />
                <span />
                <span />
              </div>
            )}
          </section>
        )}
        <BalanceCard />
      </div>
      <nav className={s.shortcuts} aria-label={t("dashboard.shortcuts")}>
        {SHORTCUTS.map((sc) => (
          <Link key={sc.key} to={sc.to} className={s.shortcut}>
            <span className={s.shortcutIcon} aria-hidden="true">
              {sc.icon}
            </span>
            <span className={s.shortcutText}>
              <strong>{t(`center.nav.${sc.key}`)}</strong>
              <span>{t(`dashboard.hints.${sc.key}`)}</span>
            </span>
          </Link>
        ))}
      </nav>
      <RecentRecords />
    </>
  );
}
