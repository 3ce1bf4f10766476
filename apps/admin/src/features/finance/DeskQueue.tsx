import { type DataOf, SEARCH_TEXT_MAX } from "@mall/contract";
import { Button, type Column, DataTable, PageHeader, Panel, Tabs, useWide } from "@mall/ui";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { pagerOf } from "../../lib/list.ts";
import { type Desk, useQueue, useWaiting } from "./desk.api.ts";
import { Age, DESK_STATES, type DeskState, isDeskState, MoneyStateBadge, methodText } from "./desk.tsx";

export type QueueRow = DataOf<"console/deposit!queue">["pageList"][number];

/** A withdrawal's `method` is its channel: "bank", or the coin it is paid in on chain. */
const methodOf = (desk: Desk, method: string) => (desk === "withdrawal" && method !== "bank" ? "chain" : method);

/**
 * A desk's queue: waiting requests oldest first with how long they wait, the decided ones by state, a
 * search by username or order number. `?state=` picks the tab and `?open=` the request in the drawer, so a
 * colleague can be sent the address of one (the second approver of a payout).
 */
export function DeskQueue({
  desk,
  what,
  extra,
  drawer,
}: {
  desk: Desk;
  /** The cell that says what moves: the coin paid in, the destination paid out to. */
  what: Column<QueueRow>;
  /** Desk-specific columns before the action (the approvals of a payout). */
  extra?: (state: DeskState) => Column<QueueRow>[];
  drawer: (orderNo: string | undefined, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const wide = useWide();
  const [params, setParams] = useSearchParams();
  const stateParam = Number(params.get("state") ?? "0");
  const state: DeskState = isDeskState(stateParam) ? stateParam : 0;
  const open = params.get("open") ?? undefined;
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const queue = useQueue(desk, state, q, page);
  const waiting = useWaiting(desk);

  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === "state" },
    );
  const openRow = (no: string) => setParam("open", no);

  const columns: Column<QueueRow>[] = [
    {
      key: "order",
      header: t("finance.desk.col.order"),
      render: (r) => (
        <div className={p.whoText}>
          <button
            type="button"
            className={`${p.nameButton} ${p.num}`}
            onClick={() => openRow(r.orderNo)}
            title={t("common.details")}
            data-testid={`${desk}-${r.orderNo}`}
          >
            {r.orderNo}
          </button>
          <span className={p.caption}>{wide ? methodText(t, methodOf(desk, r.method)) : r.username}</span>
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "party",
            header: t("finance.desk.col.party"),
            render: (r: QueueRow) => (
              <div className={p.whoText}>
                <span className={p.strong}>{r.username}</span>
                <span className={p.caption}>{t("finance.wallet.account", { id: r.partyId })}</span>
              </div>
            ),
          },
        ]
      : []),
    what,
    {
      key: "amount",
      header: t(`finance.${desk}.col.amount`),
      align: "end",
      render: (r) => <span className={p.amount}>{usdt(r.amount)}</span>,
    },
    state === 0
      ? {
          key: "age",
          header: t("finance.desk.col.age"),
          render: (r) => (
            <div className={p.whoText}>
              <Age seconds={r.ageSeconds} />
              {wide && (
                <span className={p.caption}>
                  <span className={p.num}>{when(r.createTime)}</span>
                </span>
              )}
            </div>
          ),
        }
      : {
          key: "state",
          header: t("finance.desk.col.state"),
          render: (r) => (
            <div className={p.whoText}>
              <span>
                <MoneyStateBadge desk={desk} state={r.state} />
              </span>
              <span className={p.caption}>
                <span className={p.num}>{when(r.createTime)}</span>
              </span>
            </div>
          ),
        },
    ...(extra?.(state) ?? []),
    {
      key: "actions",
      header: <span className="visually-hidden">{t("common.actions")}</span>,
      align: "end",
      render: (r) => (
        <div className={p.actions}>
          <Button
            size="s"
            variant={state === 0 ? "primary" : "ghost"}
            onClick={() => openRow(r.orderNo)}
            data-testid={`review-${r.orderNo}`}
          >
            {state === 0 ? t("finance.desk.review") : t("common.details")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className={p.page}>
      <PageHeader title={t(`finance.${desk}.title`)} subtitle={t(`finance.${desk}.subtitle`)} />
      <Panel padded={false}>
        <ListToolbar
          lead={
            <Tabs
              label={t(`finance.${desk}.title`)}
              value={state}
              onChange={(next) => {
                setParam("state", next === 0 ? undefined : String(next));
                setPage(1);
              }}
              items={DESK_STATES.map((k) => ({
                key: k,
                label: (
                  <span className={p.nowrap}>
                    {t(`finance.${desk}.tab.${k}`)}
                    {k === 0 && Boolean(waiting.data) && <span className={p.count}>{waiting.data}</span>}
                  </span>
                ),
              }))}
            />
          }
          search={{
            placeholder: t("finance.desk.searchPlaceholder"),
            onSearch: (words) => {
              setQ(words);
              setPage(1);
            },
            maxLength: Math.min(SEARCH_TEXT_MAX, 64),
            testId: `${desk}-search`,
          }}
        />
        <DataTable
          columns={columns}
          rows={queue.data?.pageList}
          rowKey={(r) => r.orderNo}
          // The queue refreshes itself every half minute: only a new page or tab veils the table.
          loading={queue.isPlaceholderData || queue.isLoading}
          empty={q ? t("finance.desk.noMatch") : t(`finance.${desk}.empty.${state}`)}
          caption={t(`finance.${desk}.title`)}
          pagination={pagerOf(page, setPage, queue.data)}
        />
      </Panel>
      {drawer(open, () => setParam("open", undefined))}
    </div>
  );
}
