import { formatAmount, LOCALE_NAMES } from "@mall/contract";
import { toast } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "../../../components/goods/States.tsx";
import {
  ArrowIcon,
  BoxIcon,
  ChatIcon,
  CopyIcon,
  GlobeIcon,
  HeartLineIcon,
  PencilIcon,
  PinIcon,
  ReturnIcon,
  ShieldIcon,
  StoreLineIcon,
  TruckIcon,
  UserIcon,
  WalletIcon,
} from "../../../components/icons.tsx";
import { MeDesktopLink } from "../../../components/wap/MeDesktopLink.tsx";
import { MeGroup, MeRow } from "../../../components/wap/MeRows.tsx";
import { wapAuthPath } from "../../../components/wap/me-auth.ts";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { copyText } from "../../../lib/clipboard.ts";
import { currentLocale } from "../../../lib/locale.ts";
import { useSession } from "../../../lib/session.ts";
import { Avatar, useLocalUser } from "../../account/index.ts";
import { WapSubscribe } from "../../newsletter/index.ts";
import { usePageTitle } from "../../site/index.ts";
import { useUsdtBalance } from "../api.ts";
import { SettingsIcon } from "../icons.tsx";
import { LoansIcon } from "./icons.tsx";
import s from "./me.module.css";

/** The order shortcuts: the orders list on one tab (the orders feature's tab keys). */
const ORDER_SHORTCUTS = [
  { status: "unpaid", icon: <WalletIcon size={22} /> },
  { status: "toShip", icon: <BoxIcon size={22} /> },
  { status: "toReceive", icon: <TruckIcon size={22} /> },
  { status: "toReview", icon: <PencilIcon size={22} /> },
  { status: "refund", icon: <ReturnIcon size={22} /> },
] as const;

/**
 * /wap/me (a tab): who is signed in and the USDT balance with deposit and withdraw, the orders by state, then
 * favourites, followed stores, addresses, wallet, loans, settings, language and the desktop site, about the mall
 * with its legal pages, and the newsletter. A guest sees log in and register instead of the name; the account's
 * rows lead to the sign-in first.
 */
export default function WapMePage() {
  const { t } = useTranslation("wap");
  const { t: ta } = useTranslation("account");
  const { t: to } = useTranslation("orders");
  const { t: tp } = useTranslation("pages");
  const { loggedIn } = useSession();
  usePageTitle(t("pages.WapMePage"));

  return (
    <WapPage title={t("pages.WapMePage")} back={false}>
      <div className={m.stack}>
        {loggedIn ? <SignedInHead /> : <GuestHead />}

        <section className={m.card} aria-labelledby="me-orders">
          <div className={m.cardHead}>
            <h2 id="me-orders" className={m.cardTitle}>
              {ta("center.nav.orders")}
            </h2>
            <Link to="/wap/orders" className={s.allOrders} data-testid="me-orders-all">
              {to("tabs.all")}
              <ArrowIcon size={14} className={m.flip} />
            </Link>
          </div>
          <nav className={s.orders} aria-labelledby="me-orders">
            {ORDER_SHORTCUTS.map((o) => (
              <Link
                key={o.status}
                to={`/wap/orders?status=${o.status}`}
                className={s.order}
                data-testid={`me-orders-${o.status}`}
              >
                <span className={s.orderIcon} aria-hidden="true">
                  {o.icon}
                </span>
                <span>{to(`tabs.${o.status}`)}</span>
              </Link>
            ))}
          </nav>
        </section>

        <MeGroup>
          <MeRow
            to="/wap/favourites?tab=goods"
            icon={<HeartLineIcon size={18} />}
            label={ta("center.nav.favourites")}
          />
          <MeRow to="/wap/favourites?tab=stores" icon={<StoreLineIcon size={18} />} label={ta("center.nav.stores")} />
          <MeRow to="/wap/addresses" icon={<PinIcon size={18} />} label={t("me.addresses")} />
          <MeRow to="/wap/chat" icon={<ChatIcon size={18} />} label={t("me.messages")} />
        </MeGroup>

        <MeGroup>
          <MeRow to="/wap/wallet" icon={<WalletIcon size={18} />} label={ta("center.nav.wallet")} testId="me-wallet" />
          <MeRow to="/wap/loans" icon={<LoansIcon size={18} />} label={t("me.loans")} testId="me-loans" />
        </MeGroup>

        <MeGroup>
          <MeRow
            to="/wap/settings"
            icon={<SettingsIcon size={18} />}
            label={ta("center.nav.settings")}
            testId="me-settings"
          />
          <MeRow
            to="/wap/language"
            icon={<GlobeIcon size={18} />}
            label={t("me.language")}
            value={LOCALE_NAMES[currentLocale()]}
            testId="me-language"
          />
          <MeDesktopLink />
        </MeGroup>

        <MeGroup>
          <MeRow to="/wap/info" icon={<ShieldIcon size={18} />} label={tp("information.title")} testId="me-about" />
        </MeGroup>

        <WapSubscribe />
      </div>
    </WapPage>
  );
}

function GuestHead() {
  const { t } = useTranslation("wap");
  const { t: ta } = useTranslation("account");
  return (
    <header className={s.head} data-testid="me-guest">
      <div className={s.who}>
        <span className={s.avatarBlank} aria-hidden="true">
          <UserIcon size={30} />
        </span>
        <p className={s.guestTitle}>{t("me.guestTitle")}</p>
      </div>
      <div className={s.guestButtons}>
        <Link to={wapAuthPath("login", "/wap/me")} data-testid="me-login">
          {ta("login.submit")}
        </Link>
        <Link to={wapAuthPath("register", "/wap/me")} data-testid="me-register">
          {ta("register.submit")}
        </Link>
      </div>
    </header>
  );
}

function SignedInHead() {
  const { t } = useTranslation("account");
  const { user } = useSession();
  const local = useLocalUser();
  const balance = useUsdtBalance();
  const name = local.data?.username ?? user?.username ?? "";
  const code = local.data?.usercode ?? user?.usercode;

  const copyCode = async () => {
    if (!code) return;
    if (await copyText(code)) toast.success(t("dashboard.codeCopied"));
    else toast.error(t("dashboard.copyFailed"));
  };

  return (
    <header className={s.head} data-testid="me-head">
      <div className={s.who}>
        <Avatar idx={local.data?.avatar ?? user?.avatar ?? 1} name={name} size={60} />
        <div className={s.whoText}>
          <p className={s.name} data-testid="me-name">
            {name}
          </p>
          {code && (
            <button
              type="button"
              className={s.code}
              onClick={() => void copyCode()}
              aria-label={t("dashboard.copyCode")}
            >
              {t("dashboard.inviteCode")}: <bdi>{code}</bdi>
              <CopyIcon size={14} />
            </button>
          )}
        </div>
      </div>
      <div className={s.balance}>
        <div className={s.balanceText}>
          <span className={s.balanceLabel}>{t("dashboard.balance")}</span>
          <span className={s.balanceAmount} data-testid="me-balance" aria-busy={balance.isPending}>
            {balance.isPending ? (
              <Skeleton height={28} width={120} radius={6} />
            ) : balance.isError ? (
              "—"
            ) : (
              <>
                <bdi>{formatAmount(balance.data.money)}</bdi>
                <small>USDT</small>
              </>
            )}
          </span>
        </div>
        <div className={s.balanceActions}>
          <Link to="/wap/wallet/deposit" data-testid="me-deposit">
            {t("dashboard.deposit")}
          </Link>
          <Link to="/wap/wallet/withdraw">{t("dashboard.withdraw")}</Link>
        </div>
      </div>
    </header>
  );
}
