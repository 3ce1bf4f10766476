import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { OrdersIcon } from "../../../components/icons.tsx";
import { BuyPull } from "../../../components/wap/BuyPull.tsx";
import { BuySentinel } from "../../../components/wap/BuySentinel.tsx";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useErrorText } from "../../../lib/error-text.ts";
import { useSession } from "../../../lib/session.ts";
import { useOrderPages } from "../api.ts";
import { ORDER_TABS, type OrderTab } from "../order-policy.ts";
import { useWapOrderCommands } from "./useWapOrderCommands.tsx";
import { tabOfStatusParam } from "./wap-order-tabs.ts";
import { WapOrderCard } from "./WapOrderCard.tsx";
import s from "./WapOrders.module.css";

/**
 * /wap/orders?status=: the buyer's orders by the desktop's tabs, growing as the list scrolls, pulled down to
 * reload; each card offers what its state allows.
 */
export default function WapOrdersPage() {
  const { t } = useTranslation("orders");
  const { loggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = tabOfStatusParam(params.get("status"));
  const strip = useRef<HTMLDivElement>(null);

  // The chosen tab is scrolled into view in the strip (it may be off to the side on a narrow screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab changes; the DOM says which it is
  useEffect(() => {
    strip.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [tab.key]);

  if (!loggedIn) return <Navigate to={wapPaths.login(`/wap/orders${params.size ? `?${params}` : ""}`)} replace />;
  const choose = (key: string) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (key === "all") q.delete("status");
        else q.set("status", key);
        return q;
      },
      { replace: true },
    );

  return (
    <WapPage title={t("title")}>
      <div className={s.tabs} role="tablist" aria-label={t("title")} ref={strip}>
        {ORDER_TABS.map((x) => (
          <button
            key={x.key}
            type="button"
            role="tab"
            aria-selected={x.key === tab.key}
            className={`${s.tab} ${x.key === tab.key ? s.tabOn : ""}`}
            onClick={() => choose(x.key)}
            data-testid={`order-tab-${x.key}`}
          >
            {t(`tabs.${x.key}`)}
          </button>
        ))}
      </div>
      <OrderList key={tab.key} tab={tab} />
    </WapPage>
  );
}

function OrderList({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const orders = useOrderPages(tab);
  const commands = useWapOrderCommands();
  const list = orders.data?.pages.flatMap((p) => p.pageList) ?? [];

  return (
    <BuyPull onRefresh={() => orders.refetch()}>
      <div role="tabpanel" aria-busy={orders.isFetching} data-testid="order-list">
        {orders.isPending ? (
          <>
            <span className={k.skeleton} style={{ blockSize: 190 }} />
            <span className={k.skeleton} style={{ blockSize: 190 }} />
          </>
        ) : orders.isError && !list.length ? (
          <div className={k.state} role="alert">
            <p className={k.stateTitle}>{errorText(orders.error)}</p>
            <button type="button" className={k.btnGhost} onClick={() => void orders.refetch()}>
              {t("common.retry", { ns: "pages" })}
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className={k.state}>
            <span className={k.stateIcon}>
              <OrdersIcon size={34} />
            </span>
            <p className={k.stateTitle}>
              {tab.key === "all" ? t("list.emptyTitle") : t("list.emptyTab", { tab: t(`tabs.${tab.key}`) })}
            </p>
            <p className={k.stateText}>{t("list.emptyText")}</p>
            <Link to="/wap" className={k.btnSolid}>
              {t("list.shop")}
            </Link>
          </div>
        ) : (
          <>
            {list.map((o) => (
              <WapOrderCard key={o.id} order={o} commands={commands} />
            ))}
            <BuySentinel
              hasMore={orders.hasNextPage}
              loading={orders.isFetchingNextPage}
              onMore={() => void orders.fetchNextPage()}
            />
          </>
        )}
      </div>
      {commands.sheets}
    </BuyPull>
  );
}
