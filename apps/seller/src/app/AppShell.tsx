import { ORDER_STATUS } from "@mall/contract";
import {
  Avatar,
  BoxIcon,
  Button,
  ButtonLink,
  ConsoleShell,
  changeLanguage,
  currentLocale,
  ExternalIcon,
  HomeIcon,
  LanguageMenu,
  LogoutIcon,
  StoreIcon,
  UserChip,
} from "@mall/ui";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { ReceiptIcon, WalletIcon } from "../components/icons.tsx";
import { useLogout, useMe } from "../features/auth/api.ts";
import { badgeCount, ChatIcon, useChatLive, useChatUnread } from "../features/chat/index.ts";
import { useOrderCounts } from "../features/orders/api.ts";
import { useBrand } from "../features/site/api.ts";
import { BrandMark } from "../features/site/BrandMark.tsx";
import { storePageUrl } from "../features/store/links.ts";
import { KEYS } from "../lib/keys.ts";
import s from "./AppShell.module.css";

/** The signed-in seller's frame: brand, store link, language, who is signed in, and the navigation. */
export function AppShell() {
  const { t } = useTranslation("seller");
  const { data: me } = useMe();
  const { data: brand } = useBrand();
  const logout = useLogout();
  const store = me?.store;
  const toConfirm = useOrderCounts(Boolean(store)).data?.byStatus[ORDER_STATUS.paid] ?? 0;
  // The chat's websocket runs while a store is open; its badge counts the buyers' unread messages.
  useChatLive(Boolean(store));
  const chatUnread = useChatUnread(Boolean(store)).data ?? 0;
  const caption = store?.name ?? (me?.application ? t(`status.${me.application.status}`) : undefined);
  return (
    <ConsoleShell
      brand={
        <a href="/" className={s.home}>
          <BrandMark withApp={false} />
        </a>
      }
      title={t("app.name")}
      tools={
        <>
          {store && (
            <ButtonLink
              href={storePageUrl(store.id)}
              target="_blank"
              rel="noopener"
              size="s"
              variant="ghost"
              icon={<ExternalIcon size={15} />}
              aria-label={t("nav.viewStore")}
            >
              <span className={s.toolLabel}>{t("nav.viewStore")}</span>
            </ButtonLink>
          )}
          <LanguageMenu locale={currentLocale()} onChange={(l) => changeLanguage(l, KEYS.lang)} />
          {me && (
            <UserChip
              name={me.username}
              caption={caption}
              avatar={<Avatar name={store?.name ?? me.username} src={store?.avatar || undefined} seed={me.avatar} />}
            />
          )}
          <Button
            size="s"
            variant="ghost"
            icon={<LogoutIcon size={16} />}
            onClick={() => logout.mutate()}
            loading={logout.isPending}
            aria-label={t("nav.logout")}
            data-testid="logout"
          >
            <span className={s.toolLabel}>{t("nav.logout")}</span>
          </Button>
        </>
      }
      nav={[
        {
          items: [
            { to: "/dashboard", label: t("nav.dashboard"), icon: <HomeIcon size={18} /> },
            { to: "/store", label: t("nav.store"), icon: <StoreIcon size={18} /> },
          ],
        },
        {
          title: t("nav.business"),
          items: [
            { to: "/goods", label: t("nav.goods"), icon: <BoxIcon size={18} /> },
            {
              to: "/orders",
              label: t("nav.orders"),
              icon: <ReceiptIcon size={18} />,
              ...(toConfirm > 0 ? { badge: toConfirm } : {}),
            },
            {
              to: "/chat",
              label: t("chat.nav"),
              icon: <ChatIcon size={18} />,
              ...(chatUnread > 0 ? { badge: <span data-testid="chat-nav-badge">{badgeCount(chatUnread)}</span> } : {}),
            },
            { to: "/funds", label: t("nav.funds"), icon: <WalletIcon size={18} /> },
          ],
        },
      ]}
      navFooter={
        brand ? (
          <div className={s.help}>
            <span>{t("nav.help")}</span>
            <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </div>
        ) : null
      }
    >
      <Outlet />
    </ConsoleShell>
  );
}
