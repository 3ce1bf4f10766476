import { type DepositVo, formatAmount, type WalletRecord, type WithdrawalVo } from "@mall/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState, ErrorState, Skeleton } from "../../../components/goods/States.tsx";
import { WalletIcon } from "../../../components/icons.tsx";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import { MePaged, type PageReport, usePageReport } from "../../../components/wap/MePaged.tsx";
import { MePull } from "../../../components/wap/MePull.tsx";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useErrorText } from "../../../lib/error-text.ts";
import { usePageTitle } from "../../site/index.ts";
import { useUsdtBalance } from "../../user-center/index.ts";
import { useDeposits, useMovements, useWalletChanged, useWithdrawals } from "../api.ts";
import { filterOf, kindLabel, MOVEMENT_FILTERS, type MovementFilter } from "../movement-kinds.ts";
import { WALLET_TABS, type WalletTab } from "../paths.ts";
import { credited, DepositTarget, paidIn, signed, WithdrawalTarget, withdrawalChannel } from "../RecordBits.tsx";
import { StateBadge } from "../StateBadge.tsx";
import { WireTime } from "../WireTime.tsx";
import { WAP_DEPOSIT, WAP_WITHDRAW } from "./wap-paths.ts";
import s from "./wallet.module.css";

const tabOf = (raw: string | null): WalletTab => WALLET_TABS.find((x) => x === raw) ?? "movements";

/**
 * /wap/wallet: the USDT balance (available and frozen) with deposit and withdraw, then the records by tab — every
 * movement (by kind), the deposits, the withdrawals — as endless lists on the wallet's own page queries; pull
 * down to reload. Tab and kind live in the query.
 */
export default function WapWalletPage() {
  const { t } = useTranslation("account");
  const signedIn = useWapSignedIn();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const kind = filterOf(params.get("kind"));
  const changed = useWalletChanged();
  usePageTitle(t("wallet.title"));

  const go = (next: { tab?: WalletTab; kind?: MovementFilter }) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next.tab !== undefined) {
          if (next.tab === "movements") q.delete("tab");
          else q.set("tab", next.tab);
          q.delete("kind");
        }
        if (next.kind !== undefined) {
          if (next.kind === "all") q.delete("kind");
          else q.set("kind", next.kind);
        }
        return q;
      },
      { replace: true },
    );

  return (
    <WapPage title={t("wallet.title")}>
      {signedIn && (
        <MePull onRefresh={changed}>
          <Summary />
          <div className={m.tabs} role="tablist" aria-label={t("wallet.title")} style={{ marginBlockStart: 12 }}>
            {WALLET_TABS.map((x) => (
              <button
                key={x}
                type="button"
                role="tab"
                aria-selected={x === tab}
                className={`${m.tab} ${x === tab ? m.tabOn : ""}`}
                onClick={() => go({ tab: x })}
                data-testid={`wallet-tab-${x}`}
              >
                {t(`wallet.tabs.${x}`)}
              </button>
            ))}
          </div>
          {tab === "movements" && (
            <fieldset className={`${m.chips} ${s.filters}`}>
              <legend className="visually-hidden">{t("wallet.movements.filter")}</legend>
              {MOVEMENT_FILTERS.map((f) => (
                <button
                  key={f}
                  type="button"
                  className={`${m.chip} ${f === kind ? m.chipOn : ""}`}
                  aria-pressed={f === kind}
                  onClick={() => go({ kind: f })}
                  data-testid={`wallet-kind-${f}`}
                >
                  {t(`wallet.movements.filters.${f}`)}
                </button>
              ))}
            </fieldset>
          )}
          <div className={s.list} key={`${tab}:${kind}`} role="tabpanel">
            <MePaged
              page={(n, report) =>
                tab === "movements" ? (
                  <MovementsPage n={n} kind={kind} report={report} />
                ) : tab === "deposits" ? (
                  <DepositsPage n={n} report={report} />
                ) : (
                  <WithdrawalsPage n={n} report={report} />
                )
              }
            />
          </div>
        </MePull>
      )}
    </WapPage>
  );
}

function Summary() {
  const { t } = useTranslation("account");
  const balance = useUsdtBalance();
  const b = balance.data;
  return (
    <section className={s.summary} aria-label={t("wallet.summary.title")}>
      <div className={s.figures}>
        <div className={s.figure}>
          <span className={s.figureLabel}>{t("wallet.summary.available")}</span>
          <bdi className={s.figureValue} data-testid="wallet-available">
            {b ? formatAmount(b.money) : balance.isError ? "—" : "--"}
          </bdi>
        </div>
        <div className={s.figure}>
          <span className={s.figureLabel}>{t("wallet.summary.frozen")}</span>
          <bdi className={s.figureSmall} data-testid="wallet-frozen">
            {b ? formatAmount(b.frozenMoney ?? 0) : "--"}
          </bdi>
        </div>
      </div>
      <div className={s.summaryActions}>
        <Link to={WAP_DEPOSIT} data-testid="wallet-deposit">
          {t("wallet.summary.deposit")}
        </Link>
        <Link to={WAP_WITHDRAW} data-testid="wallet-withdraw">
          {t("wallet.summary.withdraw")}
        </Link>
      </div>
    </section>
  );
}

/**
 * One page of an endless record list: its rows once it has answered; for the first page its loading, failure
 * and emptiness (`empty`), for later ones nothing until they answer. It reports to the list whether it has
 * answered and whether a next page exists (`more`).
 */
function RecordPage<T>({
  n,
  q,
  rows,
  more,
  empty,
  report,
  row,
}: {
  n: number;
  q: {
    data?: unknown;
    isPending: boolean;
    isPlaceholderData: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  rows: T[];
  more: boolean;
  empty: { title: string; text: string };
  report: (r: PageReport) => void;
  row: (r: T) => ReactNode;
}) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const answered = Boolean(q.data) && !q.isPlaceholderData;
  usePageReport(report, answered, more);
  if (answered && (n > 1 || rows.length > 0)) return <>{rows.map(row)}</>;
  if (q.isPending || q.isPlaceholderData) return n === 1 ? <Skeleton height={200} radius={0} /> : null;
  if (q.isError) return <ErrorState text={errorText(q.error)} onRetry={() => void q.refetch()} />;
  if (!answered) return null;
  return (
    <EmptyState
      icon={<WalletIcon size={40} />}
      title={empty.title}
      text={empty.text}
      action={
        <Link to={WAP_DEPOSIT} className={m.btn} data-testid="wallet-first-deposit">
          {t("wallet.empty.firstDeposit")}
        </Link>
      }
    />
  );
}

function MovementsPage({ n, kind, report }: { n: number; kind: MovementFilter; report: (r: PageReport) => void }) {
  const { t } = useTranslation("account");
  const q = useMovements(kind === "all" ? undefined : kind, n);
  return (
    <RecordPage
      n={n}
      q={q}
      rows={q.data?.pageList ?? []}
      more={q.data ? n < q.data.pageInfo.totalPage : false}
      empty={{
        title: t(kind === "all" ? "wallet.movements.empty" : "wallet.movements.emptyKind"),
        text: t("wallet.movements.emptyText"),
      }}
      report={report}
      row={(r) => <Movement key={r.id} record={r} />}
    />
  );
}

type PageProps = { n: number; report: (r: PageReport) => void };

/**
 * A page of the deposits or the withdrawals: both lists answer `elements` and a total by `page_no`, and say
 * they are empty in the same words of their own tab.
 */
function MoneyOrdersPage<T>({
  tab,
  q,
  row,
  n,
  report,
}: PageProps & {
  tab: "deposits" | "withdrawals";
  q: Parameters<typeof RecordPage>[0]["q"] & {
    data?: { elements: T[]; totalElements: number; pageSize: number } | undefined;
  };
  row: (r: T) => ReactNode;
}) {
  const { t } = useTranslation("account");
  return (
    <RecordPage
      n={n}
      q={q}
      rows={q.data?.elements ?? []}
      more={q.data ? n < Math.ceil(q.data.totalElements / Math.max(1, q.data.pageSize)) : false}
      empty={{ title: t(`wallet.${tab}.empty`), text: t(`wallet.${tab}.emptyText`) }}
      report={report}
      row={row}
    />
  );
}

const DepositsPage = ({ n, report }: PageProps) => (
  <MoneyOrdersPage
    tab="deposits"
    q={useDeposits(n)}
    n={n}
    report={report}
    row={(d) => <Deposit key={d.order_no} deposit={d} />}
  />
);

const WithdrawalsPage = ({ n, report }: PageProps) => (
  <MoneyOrdersPage
    tab="withdrawals"
    q={useWithdrawals(n)}
    n={n}
    report={report}
    row={(w) => <Withdrawal key={w.order_no} withdrawal={w} />}
  />
);

function Movement({ record: r }: { record: WalletRecord }) {
  const { t } = useTranslation("account");
  return (
    <div className={m.record} data-testid="movement-row">
      <div className={m.recordHead}>
        <span className={m.recordTitle}>
          {kindLabel(t, r.category)}
          {r.account === "frozen" && <span className={m.badge}> {t("wallet.summary.frozen")}</span>}
        </span>
        <bdi className={`${m.recordAmount} ${r.amount < 0 ? m.out : m.in}`}>{signed(r.amount)}</bdi>
      </div>
      {(r.memo || r.ref) && (
        <span className={`${m.small} ${m.muted}`} dir="auto" style={{ overflowWrap: "anywhere" }}>
          {r.memo || r.ref}
        </span>
      )}
      <div className={m.recordMeta}>
        <WireTime value={r.createTime} />
        <span>
          {t("wallet.col.after")} <bdi className={m.num}>{formatAmount(r.balanceAfter)}</bdi>
        </span>
      </div>
    </div>
  );
}

function Deposit({ deposit: d }: { deposit: DepositVo }) {
  const { t } = useTranslation("account");
  return (
    <div className={m.record} data-testid="deposit-row">
      <div className={m.recordHead}>
        <span className={m.recordTitle}>
          <bdi className={m.num}>{d.volume}</bdi> {paidIn(t, d)}
        </span>
        <StateBadge state={d.state} />
      </div>
      <div className={m.recordMeta}>
        <span>
          {t("wallet.col.credited")}{" "}
          <bdi className={m.num} data-testid="deposit-credited">
            {credited(d)}
          </bdi>
        </span>
        <DepositTarget deposit={d} />
      </div>
      {d.failure_msg && (
        <span className={`${m.small} ${m.danger}`} dir="auto">
          {d.failure_msg}
        </span>
      )}
      <div className={m.recordMeta}>
        <WireTime value={d.createTime} />
        <bdi className={m.mono} data-testid="money-order-no">
          {d.order_no}
        </bdi>
      </div>
    </div>
  );
}

function Withdrawal({ withdrawal: w }: { withdrawal: WithdrawalVo }) {
  const { t } = useTranslation("account");
  return (
    <div className={m.record} data-testid="withdrawal-row">
      <div className={m.recordHead}>
        <span className={m.recordTitle}>
          <bdi className={m.num}>{formatAmount(w.volume)}</bdi> USDT · {withdrawalChannel(t, w)}
        </span>
        <StateBadge state={w.state} />
      </div>
      <div className={m.recordMeta}>
        <span>{t("wallet.col.feeSub", { fee: formatAmount(w.fee) })}</span>
        <span>
          {t("wallet.col.arrival")} <bdi className={`${m.num} ${m.in}`}>{formatAmount(w.amount)}</bdi>
        </span>
      </div>
      <div className={m.recordMeta}>
        <WithdrawalTarget withdrawal={w} />
      </div>
      {w.failure_msg && (
        <span className={`${m.small} ${m.danger}`} dir="auto">
          {w.failure_msg}
        </span>
      )}
      <div className={m.recordMeta}>
        <WireTime value={w.createTime} />
        <bdi className={m.mono} data-testid="money-order-no">
          {w.order_no}
        </bdi>
      </div>
    </div>
  );
}
