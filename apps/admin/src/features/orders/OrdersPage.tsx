import { type ConsoleOrder, canTransition, ORDER_LIFECYCLE, ORDER_STATUS, SEARCH_TEXT_MAX } from "@mall/contract";
import { Button, type Column, DataTable, PageHeader, Panel, Tabs, useWide } from "@mall/ui";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { pagerOf } from "../../lib/list.ts";
import { can, useMe } from "../../lib/session.ts";
import { useOverflow } from "../../lib/useOverflow.ts";
import { useOrderCount, useOrders } from "./api.ts";
import { ManualRefundDialog } from "./ManualRefundDialog.tsx";
import { OrderDrawer } from "./OrderDrawer.tsx";
import o from "./orders.module.css";
import { type OrderRef, refOfRow } from "./ref.ts";
import { ShipDialog } from "./ShipDialog.tsx";
import { OrderStatusBadge, RefundStateBadge } from "./status.tsx";
import { COUNTED_TABS, ORDER_TABS, type OrderTab } from "./tabs.ts";

const isTab = (s: string | null): s is OrderTab => ORDER_TABS.includes(s as OrderTab);

function TabLabel({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation();
  const count = useOrderCount(tab);
  const counted = COUNTED_TABS.includes(tab);
  return (
    <span className={p.nowrap}>
      {t(`orders.tab.${tab}`)}
      {counted && Boolean(count.data) && <span className={p.count}>{count.data}</span>}
    </span>
  );
}

/** Every order of the platform by lifecycle tab, with shipping and manual refunds. */
export function OrdersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const wide = useWide();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: OrderTab = isTab(tabParam) ? tabParam : "toShip";
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const orders = useOrders(tab, q, page);
  const [openId, setOpenId] = useState<string>();
  const [shipping, setShipping] = useState<OrderRef>();
  const [refunding, setRefunding] = useState<OrderRef>();
  const mayRefund = can(me.data, "refunds");
  const tabsRow = useRef<HTMLDivElement>(null);
  const tabsOverflow = useOverflow(tabsRow);
  // A tab chosen by address or keyboard may sit beyond the scrolled row's edge.
  useEffect(() => {
    tabsRow.current
      ?.querySelector(`[data-key="${tab}"]`)
      ?.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "smooth" });
  }, [tab]);

  const chooseTab = (next: OrderTab) => {
    setParams(next === "toShip" ? {} : { tab: next }, { replace: true });
    setPage(1);
  };
  const search = (words: string) => {
    setQ(words);
    setPage(1);
  };

  const columns: Column<ConsoleOrder>[] = [
    {
      key: "order",
      header: t("orders.col.order"),
      render: (r) => {
        const first = r.goods[0];
        return (
          <div className={p.who}>
            {wide && first && <img className={p.thumb} src={first.goodsIcon} alt="" loading="lazy" />}
            <div className={p.whoText}>
              <button
                type="button"
                className={`${p.nameButton} ${p.num}`}
                onClick={() => setOpenId(r.id)}
                title={t("common.details")}
                data-testid={`order-${r.id}`}
              >
                {r.id}
              </button>
              {wide ? (
                <span className={`${p.caption} ${p.clip}`} title={first?.goodsName}>
                  {first?.goodsName}
                  {r.goods.length > 1 ? ` ${t("orders.moreLines", { n: r.goods.length - 1 })}` : ""}
                </span>
              ) : (
                <span className={p.caption}>
                  <span className={p.num}>{when(r.createTime)}</span>
                </span>
              )}
            </div>
          </div>
        );
      },
    },
    {
      key: "buyer",
      header: `${t("orders.col.buyer")} · ${t("orders.col.store")}`,
      render: (r) => (
        <div className={p.whoText}>
          <span className={p.strong}>{r.username}</span>
          <span className={`${p.caption} ${p.clip}`}>{r.goodsFrom}</span>
        </div>
      ),
    },
    {
      key: "amount",
      header: wide ? t("orders.col.amount") : t("orders.col.amountShort"),
      align: "end",
      render: (r) => (
        <div className={p.whoText}>
          <span>
            <span className={p.amount}>{usdt(refOfRow(r).total)}</span>
          </span>
          <span className={p.caption}>{t("orders.qty", { n: r.goodsCount })}</span>
        </div>
      ),
    },
    {
      key: "status",
      header: t("orders.col.status"),
      render: (r) => (
        // An order in refund reads best as its refund state; a refused refund shows beside the status it is back in.
        <div className={o.badges}>
          {r.status !== ORDER_STATUS.refund && <OrderStatusBadge status={r.status} />}
          <RefundStateBadge returnStatus={r.returnStatus} />
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "created",
            header: t("orders.col.created"),
            render: (r: ConsoleOrder) => <span className={p.num}>{when(r.createTime)}</span>,
          },
        ]
      : []),
    {
      key: "actions",
      header: <span className="visually-hidden">{t("common.actions")}</span>,
      align: "end",
      render: (r) => (
        <div className={p.actions}>
          {canTransition(ORDER_LIFECYCLE, r.status, "ship") ? (
            <Button size="s" variant="primary" onClick={() => setShipping(refOfRow(r))} data-testid={`ship-${r.id}`}>
              {t("orders.ship.action")}
            </Button>
          ) : (
            <Button size="s" variant="ghost" onClick={() => setOpenId(r.id)}>
              {t("common.details")}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className={p.page}>
      <PageHeader title={t("orders.title")} subtitle={t("orders.subtitle")} />
      <Panel padded={false}>
        <div className={o.tabsRow} ref={tabsRow} data-overflow={tabsOverflow}>
          <Tabs
            label={t("orders.title")}
            value={tab}
            onChange={chooseTab}
            items={ORDER_TABS.map((k) => ({ key: k, label: <TabLabel tab={k} /> }))}
          />
        </div>
        <ListToolbar
          search={{
            placeholder: t("orders.searchPlaceholder"),
            onSearch: search,
            maxLength: SEARCH_TEXT_MAX,
            testId: "order-search",
          }}
        >
          {wide && tab === "toShip" && <span className={p.caption}>{t("orders.toShipHint")}</span>}
        </ListToolbar>
        <DataTable
          columns={columns}
          rows={orders.data?.pageList}
          rowKey={(r) => r.id}
          loading={orders.isFetching}
          empty={q ? t("orders.noMatch") : t(`orders.empty.${tab}`)}
          caption={t("orders.title")}
          pagination={pagerOf(page, setPage, orders.data)}
        />
      </Panel>
      <OrderDrawer
        id={openId}
        onClose={() => setOpenId(undefined)}
        onShip={setShipping}
        onRefund={mayRefund ? setRefunding : undefined}
      />
      <ShipDialog order={shipping} onClose={() => setShipping(undefined)} />
      <ManualRefundDialog order={refunding} onClose={() => setRefunding(undefined)} />
    </div>
  );
}
