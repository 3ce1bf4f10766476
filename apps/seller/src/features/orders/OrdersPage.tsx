import { type MerchantOrder, SEARCH_TEXT_MAX } from "@mall/contract";
import { Button, type Column, DataTable, PageHeader, Panel, useWide } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { GoodsThumb } from "../../components/GoodsThumb.tsx";
import { ReceiptIcon } from "../../components/icons.tsx";
import p from "../../components/page.module.css";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import { StatusTabs } from "../../components/StatusTabs.tsx";
import { usdt, when } from "../../lib/format.ts";
import { listParams } from "../../lib/list-params.ts";
import { usePageBack } from "../../lib/usePageBack.ts";
import { ORDERS_PAGE_SIZE, type OrdersQuery, useOrderCounts, useOrders } from "./api.ts";
import { OrderDrawer } from "./OrderDrawer.tsx";
import { OrderStatus } from "./OrderStatus.tsx";
import s from "./orders.module.css";
import { awaitsStore, ORDER_TABS, type OrderTab, statusOfTab, tabOfParam } from "./status.ts";

/** The store's orders by status, searchable by order number or buyer; the details open in a drawer. */
export function OrdersPage() {
  const { t } = useTranslation("seller");
  const [params, setParams] = useSearchParams();
  const q: OrdersQuery = {
    tab: tabOfParam(params.get("status")),
    q: params.get("q") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const openId = params.get("order") ?? undefined;
  const write = (m: OrdersQuery, order: string | undefined) => {
    setParams(listParams({ status: statusOfTab(m.tab), q: m.q, page: m.page, order }), { replace: true });
  };
  const go = (next: Partial<OrdersQuery>) => write({ ...q, page: 1, ...next }, undefined);
  const orders = useOrders(q);
  const wide = useWide();
  const counts = useOrderCounts();
  usePageBack(orders.data?.pageList, q.page, orders.isFetching, () => write({ ...q, page: q.page - 1 }, openId));
  const countOf = (tab: OrderTab) => {
    const status = statusOfTab(tab);
    return status === undefined ? counts.data?.all : counts.data?.byStatus[String(status)];
  };

  const openButton = (o: MerchantOrder) => (
    <Button
      size="s"
      variant={awaitsStore(o.status) ? "primary" : "secondary"}
      onClick={() => write(q, o.id)}
      data-testid={`open-${o.id}`}
    >
      {awaitsStore(o.status) ? t("orders.confirm.open") : t("orders.details")}
    </Button>
  );
  const buyerColumn: Column<MerchantOrder> = {
    key: "buyer",
    header: t("orders.col.buyer"),
    render: (o) => (
      <bdi className={s.buyer} dir="auto">
        {o.username}
      </bdi>
    ),
  };
  const columns: Column<MerchantOrder>[] = [
    {
      key: "order",
      header: t("orders.col.order"),
      render: (o) => (
        <div className={p.stack}>
          <button type="button" className={s.orderLink} onClick={() => write(q, o.id)}>
            <bdi className={`${p.num} ${p.mono}`}>{o.id}</bdi>
          </button>
          <span className={`${p.caption} ${p.num}`}>{when(o.createTime)}</span>
          {!wide && (
            <span className={p.caption} dir="auto">
              {o.username}
            </span>
          )}
        </div>
      ),
    },
    ...(wide ? [buyerColumn] : []),
    {
      key: "goods",
      header: t("orders.col.goods"),
      render: (o) => {
        const first = o.goods[0];
        if (!first) return <span className={p.muted}>—</span>;
        return (
          <div className={p.goods}>
            <GoodsThumb src={first.goodsIcon} size={40} />
            <div className={p.goodsText}>
              <span className={`${p.goodsName} ${s.lineName}`} dir="auto">
                {first.goodsName}
              </span>
              <span className={p.caption}>
                {o.goods.length > 1
                  ? t("orders.moreLines", { n: o.goods.length - 1, units: o.goodsCount })
                  : t("orders.units", { n: o.goodsCount })}
              </span>
            </div>
          </div>
        );
      },
    },
    {
      key: "amount",
      header: t("orders.col.amount"),
      align: "end",
      render: (o) => <span className={`${p.num} ${p.amount}`}>{usdt(o.prizeReal)}</span>,
    },
    {
      key: "profit",
      header: t("orders.col.profit"),
      align: "end",
      render: (o) => (
        <span className={`${p.num} ${p.amount} ${o.profit >= 0 ? p.positive : p.negative}`}>{usdt(o.profit)}</span>
      ),
    },
    {
      key: "status",
      header: t("orders.col.status"),
      render: (o) => (
        <div className={s.statusCell}>
          <OrderStatus status={o.status} returnStatus={o.returnStatus} />
          {!wide && awaitsStore(o.status) && openButton(o)}
        </div>
      ),
    },
    // On narrow windows the button of a waiting order sits under its status; the number opens any order.
    ...(wide
      ? [
          {
            key: "actions",
            header: <span className="visually-hidden">{t("orders.col.actions")}</span>,
            align: "end" as const,
            render: openButton,
          },
        ]
      : []),
  ];

  return (
    <div className={p.page}>
      <PageHeader title={t("orders.title")} subtitle={t("orders.subtitle")} />
      <Panel padded={false}>
        <StatusTabs
          label={t("orders.title")}
          value={q.tab}
          onChange={(tab) => go({ tab })}
          items={ORDER_TABS.map((k) => ({
            key: k,
            label: t(`orders.tab.${k}`),
            count: k === "cancelled" || k === "reviewed" ? undefined : countOf(k),
            ...(k === "paid" ? { tone: "alert" as const } : {}),
          }))}
        />
        <ListToolbar
          search={{
            value: q.q,
            onSearch: (words) => go({ q: words }),
            placeholder: t("orders.searchPlaceholder"),
            label: t("orders.search"),
            clearLabel: t("ui.clear"),
            maxLength: SEARCH_TEXT_MAX,
          }}
        >
          {q.tab === "paid" && <span className={s.queueHint}>{t("orders.queueHint")}</span>}
        </ListToolbar>
        <div className={p.fit}>
          <DataTable
            caption={t("orders.title")}
            columns={columns}
            rows={orders.data?.pageList}
            rowKey={(o) => o.id}
            loading={orders.isFetching}
            empty={
              <EmptyState icon={<ReceiptIcon size={24} />} title={q.q ? t("orders.noMatch") : t("orders.emptyTitle")}>
                {!q.q && <span>{t("orders.emptyBody")}</span>}
              </EmptyState>
            }
            pagination={{
              page: q.page,
              pageSize: ORDERS_PAGE_SIZE,
              total: orders.data?.pageInfo.totalElements ?? 0,
              onChange: (page) => write({ ...q, page }, undefined),
            }}
          />
        </div>
      </Panel>
      <OrderDrawer id={openId} onClose={() => write(q, undefined)} />
    </div>
  );
}
