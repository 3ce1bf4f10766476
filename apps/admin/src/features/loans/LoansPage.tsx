import { type DataOf, LOAN_STATUS, type LoanStatus } from "@mall/contract";
import { Button, type Column, DataTable, PageHeader, Panel, Tabs, useWide } from "@mall/ui";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { pagerOf } from "../../lib/list.ts";
import { useOverflow } from "../../lib/useOverflow.ts";
import { useLoanQueue, usePendingLoans } from "./api.ts";
import { LoanDrawer } from "./LoanDrawer.tsx";
import { LoanSettingsDialog } from "./LoanSettingsDialog.tsx";
import l from "./loans.module.css";
import { PortfolioSummary } from "./PortfolioSummary.tsx";
import { isLoanStatus, LOAN_TABS } from "./status.tsx";
import { Age } from "../finance/index.ts";

type Row = DataOf<"console/loan!queue">["pageList"][number];

/** The contract's search box is 64 characters; usernames are shorter. */
const SEARCH_MAX = 64;

/**
 * The loan desk: the book at a glance, applications waiting for review oldest first with how long they wait,
 * and the loans by state. `?status=` picks the tab and `?open=` the loan in the drawer, so a colleague can be
 * sent the address of one.
 */
export function LoansPage() {
  const { t } = useTranslation();
  const wide = useWide();
  const [params, setParams] = useSearchParams();
  const statusParam = Number(params.get("status") ?? LOAN_STATUS.pending);
  const status: LoanStatus = isLoanStatus(statusParam) ? statusParam : LOAN_STATUS.pending;
  const open = params.get("open") ?? undefined;
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [settings, setSettings] = useState(false);
  const queue = useLoanQueue(status, q, page);
  const pending = usePendingLoans();
  const tabsRow = useRef<HTMLDivElement>(null);
  const tabsOverflow = useOverflow(tabsRow);
  // A tab chosen by address may sit beyond the scrolled row's edge.
  useEffect(() => {
    tabsRow.current?.querySelector(`[data-key="${status}"]`)?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [status]);

  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === "status" },
    );
  const openRow = (id: string) => setParam("open", id);

  const columns: Column<Row>[] = [
    {
      key: "applicant",
      header: t("loans.col.applicant"),
      render: (r) => (
        <div className={p.whoText}>
          <button
            type="button"
            className={p.nameButton}
            onClick={() => openRow(r.creditId)}
            title={t("common.details")}
            data-testid={`loan-${r.creditId}`}
          >
            {r.username}
          </button>
          <span className={p.caption}>
            <bdi>{r.realName || "—"}</bdi>
          </span>
        </div>
      ),
    },
    {
      key: "amount",
      header: t("loans.col.amount"),
      align: "end",
      render: (r) => (
        <div className={`${p.whoText} ${l.endText}`}>
          <span className={p.amount}>{usdt(r.applyAmount)}</span>
          <span className={p.caption}>{t("loans.term", { n: r.creditPeriod })}</span>
        </div>
      ),
    },
    ...stateColumns(status),
    {
      key: "actions",
      header: <span className="visually-hidden">{t("common.actions")}</span>,
      align: "end",
      render: (r) => (
        <div className={p.actions}>
          <Button
            size="s"
            variant={status === LOAN_STATUS.pending ? "primary" : "ghost"}
            onClick={() => openRow(r.creditId)}
            data-testid={`review-loan-${r.creditId}`}
          >
            {status === LOAN_STATUS.pending ? t("loans.review") : t("common.details")}
          </Button>
        </div>
      ),
    },
  ];

  /** What each tab needs to read: the wait, the due date and amount, how late, when it was applied for. */
  function stateColumns(s: LoanStatus): Column<Row>[] {
    const applied: Column<Row> = {
      key: "applied",
      header: t("loans.col.applied"),
      render: (r) => <span className={p.num}>{when(r.createTime)}</span>,
    };
    const dueNow: Column<Row> = {
      key: "due",
      header: t("loans.col.due"),
      align: "end",
      render: (r) => <span className={p.amount}>{usdt(r.due)}</span>,
    };
    const dueDate: Column<Row> = {
      key: "dueDate",
      header: t("loans.col.dueDate"),
      render: (r) => <span className={p.num}>{when(r.dueDate)}</span>,
    };
    switch (s) {
      case LOAN_STATUS.pending:
        return [
          {
            key: "age",
            header: t("loans.col.age"),
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
          },
        ];
      case LOAN_STATUS.active:
        return [dueDate, dueNow];
      case LOAN_STATUS.overdue:
        return [
          {
            key: "late",
            header: t("loans.col.overdue"),
            render: (r) => (
              <div className={p.whoText}>
                <span className={l.late} data-testid={`overdue-${r.creditId}`}>
                  {t("loans.daysLate", { n: r.overdueDays })}
                </span>
                <span className={p.caption}>
                  <span className={p.num}>{when(r.dueDate)}</span>
                </span>
              </div>
            ),
          },
          dueNow,
        ];
      case LOAN_STATUS.repaid:
        return wide ? [applied, dueDate] : [applied];
      default:
        return [applied];
    }
  }

  return (
    <div className={p.page}>
      <PageHeader
        title={t("loans.title")}
        subtitle={t("loans.subtitle")}
        actions={
          <Button onClick={() => setSettings(true)} data-testid="loan-settings">
            {t("loans.settings.open")}
          </Button>
        }
      />
      <PortfolioSummary onOverdue={() => setParam("status", String(LOAN_STATUS.overdue))} />
      <Panel padded={false}>
        <div className={l.tabsRow} ref={tabsRow} data-overflow={tabsOverflow}>
          <Tabs
            label={t("loans.title")}
            value={status}
            onChange={(next) => {
              setParam("status", next === LOAN_STATUS.pending ? undefined : String(next));
              setPage(1);
            }}
            items={LOAN_TABS.map((k) => ({
              key: k,
              label: (
                <span className={p.nowrap}>
                  {t(`loans.tab.${k}`)}
                  {k === LOAN_STATUS.pending && Boolean(pending.data) && (
                    <span className={p.count}>{pending.data}</span>
                  )}
                </span>
              ),
            }))}
          />
        </div>
        <ListToolbar
          search={{
            placeholder: t("loans.searchPlaceholder"),
            onSearch: (words) => {
              setQ(words);
              setPage(1);
            },
            maxLength: SEARCH_MAX,
            testId: "loan-search",
          }}
        >
          {wide && status === LOAN_STATUS.pending && <span className={p.caption}>{t("loans.pendingHint")}</span>}
        </ListToolbar>
        <DataTable
          columns={columns}
          rows={queue.data?.pageList}
          rowKey={(r) => r.creditId}
          // The queue refreshes itself every minute: only a new page or tab veils the table.
          loading={queue.isPlaceholderData || queue.isLoading}
          empty={q ? t("loans.noMatch") : t(`loans.empty.${status}`)}
          caption={t("loans.title")}
          pagination={pagerOf(page, setPage, queue.data)}
        />
      </Panel>
      <LoanDrawer creditId={open} onClose={() => setParam("open", undefined)} />
      <LoanSettingsDialog open={settings} onClose={() => setSettings(false)} />
    </div>
  );
}
