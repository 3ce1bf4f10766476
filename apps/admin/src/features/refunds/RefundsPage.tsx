import { RETURN_STATUS, type RefundQueue, type RefundRequest, SEARCH_TEXT_MAX } from "@mall/contract";
import { Button, type Column, DataTable, PageHeader, Panel, StatusBadge, Tabs, useWide } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { pagerOf } from "../../lib/list.ts";
import { can, useMe } from "../../lib/session.ts";
import { OrderDrawer, orderStatusText, reasonText } from "../orders/index.ts";
import { useRefunds } from "./api.ts";
import { DecideDialog, type Decision } from "./DecideDialog.tsx";

/** Buyers' refund requests: a queue to approve or refuse, and the history of decisions. */
export function RefundsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const wide = useWide();
  const [queue, setQueue] = useState<RefundQueue>("waiting");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const refunds = useRefunds(queue, q, page);
  const [openId, setOpenId] = useState<string>();
  const [deciding, setDeciding] = useState<Decision>();
  // The order detail is the orders permission's read; without it the row itself carries what a decision needs.
  const mayOpen = can(me.data, "orders");

  const search = (words: string) => {
    setQ(words);
    setPage(1);
  };

  const orderCell = (r: RefundRequest) => (
    <div className={p.who}>
      {wide && r.goodsIcon && <img className={p.thumb} src={r.goodsIcon} alt="" loading="lazy" />}
      <div className={p.whoText}>
        {mayOpen ? (
          <button
            type="button"
            className={`${p.nameButton} ${p.num}`}
            onClick={() => setOpenId(r.orderId)}
            title={t("common.details")}
          >
            {r.orderId}
          </button>
        ) : (
          <span className={`${p.strong} ${p.num}`}>{r.orderId}</span>
        )}
        {wide ? (
          <span className={`${p.caption} ${p.clip}`} title={r.goodsName}>
            {r.goodsName}
          </span>
        ) : (
          <span className={`${p.caption} ${p.clip}`}>
            {r.username} · {r.sellerName}
          </span>
        )}
      </div>
    </div>
  );

  const columns: Column<RefundRequest>[] = [
    { key: "order", header: t("refunds.col.order"), render: orderCell },
    // Narrow windows name the buyer and store under the order number instead.
    ...(wide
      ? [
          {
            key: "buyer",
            header: `${t("orders.col.buyer")} · ${t("orders.col.store")}`,
            render: (r: RefundRequest) => (
              <div className={p.whoText}>
                <span className={p.strong}>{r.username}</span>
                <span className={`${p.caption} ${p.clip}`}>{r.sellerName}</span>
              </div>
            ),
          },
        ]
      : []),
    {
      key: "amount",
      header: t("refunds.col.amount"),
      align: "end",
      render: (r) => (
        <div className={p.whoText}>
          <span>
            <span className={p.amount}>{usdt(r.amount)}</span>
          </span>
          <span className={p.caption}>
            {wide || queue !== "waiting" ? (
              t("orders.qty", { n: r.goodsCount })
            ) : (
              <span className={p.num}>{when(r.requestedAt)}</span>
            )}
          </span>
        </div>
      ),
    },
    {
      key: "reason",
      header: t("refunds.col.reason"),
      width: wide ? "24%" : undefined,
      render: (r) =>
        r.manual ? (
          <span className={p.chip}>{t("refunds.manual")}</span>
        ) : (
          <div className={p.whoText}>
            <span>{reasonText(t, r.returnReason)}</span>
            {r.returnDetail && (
              <span className={`${p.caption} ${wide ? p.clip : p.detailClip}`} title={r.returnDetail}>
                “{r.returnDetail}”
              </span>
            )}
          </div>
        ),
    },
    ...(queue === "waiting"
      ? [
          ...(wide
            ? [
                {
                  key: "requested",
                  header: t("refunds.col.requested"),
                  render: (r: RefundRequest) => (
                    <div className={p.whoText}>
                      <span>
                        <span className={p.num}>{when(r.requestedAt)}</span>
                      </span>
                      {r.statusBefore !== null && (
                        <span className={p.caption}>
                          {t("refunds.from", { status: orderStatusText(t, r.statusBefore) })}
                        </span>
                      )}
                    </div>
                  ),
                },
              ]
            : []),
          {
            key: "actions",
            header: <span className="visually-hidden">{t("common.actions")}</span>,
            align: "end" as const,
            render: (r: RefundRequest) => (
              <div className={p.actions}>
                <Button
                  size="s"
                  onClick={() => setDeciding({ request: r, approve: false })}
                  data-testid={`refuse-${r.orderId}`}
                >
                  {t("refunds.refuse")}
                </Button>
                <Button
                  size="s"
                  variant="primary"
                  onClick={() => setDeciding({ request: r, approve: true })}
                  data-testid={`approve-${r.orderId}`}
                >
                  {t("refunds.approve")}
                </Button>
              </div>
            ),
          },
        ]
      : [
          {
            key: "result",
            header: t("refunds.col.result"),
            render: (r: RefundRequest) => (
              <div className={p.whoText} title={r.remark ?? undefined}>
                <span>
                  {r.returnStatus === RETURN_STATUS.refunded ? (
                    <StatusBadge tone="success">{t("refunds.result.refunded")}</StatusBadge>
                  ) : (
                    <StatusBadge tone="danger">{t("refunds.result.refused")}</StatusBadge>
                  )}
                </span>
                <span className={p.caption}>
                  <span className={p.num}>{when(r.decidedAt)}</span>
                </span>
              </div>
            ),
          },
          ...(wide
            ? [
                {
                  key: "remark",
                  header: t("refunds.col.remark"),
                  width: wide ? "20%" : undefined,
                  render: (r: RefundRequest) =>
                    r.remark ? (
                      <span className={p.clip} title={r.remark}>
                        {r.remark}
                      </span>
                    ) : (
                      <span className={p.muted}>—</span>
                    ),
                },
              ]
            : []),
        ]),
  ];

  const waiting = refunds.data?.waiting;
  return (
    <div className={p.page}>
      <PageHeader title={t("refunds.title")} subtitle={t("refunds.subtitle")} />
      <Panel padded={false}>
        <ListToolbar
          lead={
            <Tabs
              label={t("refunds.title")}
              value={queue}
              onChange={(next) => {
                setQueue(next);
                setPage(1);
              }}
              items={[
                {
                  key: "waiting",
                  label: (
                    <span className={p.nowrap}>
                      {t("refunds.tab.waiting")}
                      {Boolean(waiting) && <span className={p.count}>{waiting}</span>}
                    </span>
                  ),
                },
                { key: "decided", label: <span className={p.nowrap}>{t("refunds.tab.decided")}</span> },
              ]}
            />
          }
          search={{
            placeholder: t("orders.searchPlaceholder"),
            onSearch: search,
            maxLength: SEARCH_TEXT_MAX,
            testId: "refund-search",
          }}
        />
        <DataTable
          columns={columns}
          rows={refunds.data?.pageList}
          rowKey={(r) => r.orderId}
          loading={refunds.isFetching}
          empty={q ? t("orders.noMatch") : t(`refunds.empty.${queue}`)}
          caption={t("refunds.title")}
          pagination={pagerOf(page, setPage, refunds.data)}
        />
      </Panel>
      {mayOpen && <OrderDrawer id={openId} onClose={() => setOpenId(undefined)} onRefund={undefined} />}
      <DecideDialog decision={deciding} onClose={() => setDeciding(undefined)} />
    </div>
  );
}
