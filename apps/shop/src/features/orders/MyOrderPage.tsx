import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Pagination } from "../../components/goods/Pagination.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { OrdersIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { useErrorText } from "../../lib/error-text.ts";
import { usePageTitle } from "../site/index.ts";
import { useOrders } from "./api.ts";
import { OrderCard } from "./OrderCard.tsx";
import { ORDER_TABS, tabOf } from "./order-policy.ts";
import s from "./orders.module.css";
import { useOrderCommands } from "./useOrderCommands.tsx";

const pageOf = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

/**
 * /userInfo/my-order (opened as my-order?index=2): the buyer's orders by tab, 20 a page, newest first.
 * The tab and page live in the query, so reloading or going back keeps them.
 */
export default function MyOrderPage() {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const page = pageOf(params.get("page"));
  const orders = useOrders(tab, page);
  const commands = useOrderCommands();
  usePageTitle(t("title"));

  const go = (next: { tab?: string; page?: number }) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      if (next.tab !== undefined) {
        if (next.tab === "all") q.delete("tab");
        else q.set("tab", next.tab);
        q.delete("page");
      }
      if (next.page !== undefined) {
        if (next.page <= 1) q.delete("page");
        else q.set("page", String(next.page));
      }
      return q;
    });

  const list = orders.data?.pageList ?? [];
  const totalPages = orders.data?.pageInfo.totalPage ?? 0;

  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <h1 className={u.panelTitle}>{t("title")}</h1>
        {orders.data && (
          <span className={s.headNote}>{t("list.count", { count: orders.data.pageInfo.totalElements })}</span>
        )}
      </header>
      <div className={s.tabs} role="tablist" aria-label={t("title")}>
        {ORDER_TABS.map((x) => (
          <button
            key={x.key}
            type="button"
            role="tab"
            aria-selected={x.key === tab.key}
            className={`${s.tab} ${x.key === tab.key ? s.tabOn : ""}`}
            onClick={() => go({ tab: x.key })}
            data-testid={`order-tab-${x.key}`}
          >
            {t(`tabs.${x.key}`)}
          </button>
        ))}
      </div>
      <div className={s.listBody} role="tabpanel" aria-busy={orders.isFetching}>
        {orders.isPending ? (
          <div className={s.cards}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={188} radius={12} />
            ))}
          </div>
        ) : orders.isError ? (
          <ErrorState text={errorText(orders.error)} onRetry={() => void orders.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<OrdersIcon size={40} />}
            title={tab.key === "all" ? t("list.emptyTitle") : t("list.emptyTab", { tab: t(`tabs.${tab.key}`) })}
            text={t("list.emptyText")}
            action={
              <Link to="/commodity" className={u.btnPrimary}>
                {t("list.shop")}
              </Link>
            }
          />
        ) : (
          <>
            <div className={`${s.cards} ${orders.isPlaceholderData ? s.stale : ""}`}>
              {list.map((o) => (
                <OrderCard key={o.id} order={o} commands={commands} />
              ))}
            </div>
            <Pagination page={page} totalPages={totalPages} onChange={(p) => go({ page: p })} />
          </>
        )}
      </div>
      {commands.dialogs}
    </section>
  );
}
