import type { WalletEntry, WalletRecord } from "@mall/contract";
import { Button, Dialog } from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { useWalletEntry, useWalletRecords } from "./api.ts";
import type { FundsQuery } from "./FundsPage.tsx";
import s from "./funds.module.css";
import { refTarget } from "./kinds.ts";
import { AccountName, KindBadge } from "./labels.tsx";

const signed = (n: number) => `${n > 0 ? "+" : ""}${usdt(n)}`;

/** One movement and the journal entry it belongs to: every line of it, which add up to zero. */
export function RecordDrawer({
  q,
  onClose,
  onWithdrawal,
}: {
  q: FundsQuery;
  onClose: () => void;
  onWithdrawal: (orderNo: string) => void;
}) {
  const { t } = useTranslation("seller");
  const records = useWalletRecords(q.page, q.kind);
  const record = q.record ? records.data?.pageList.find((r) => r.id === q.record) : undefined;
  const entry = useWalletEntry(record?.txnId);
  const e = entry.data?.txnId === record?.txnId ? entry.data : undefined;
  const target = record && refTarget(record);

  return (
    <Dialog
      side
      open={q.record !== undefined}
      onClose={onClose}
      width="min(520px, 100vw)"
      testId="record-drawer"
      title={record ? <KindBadge kind={record.category} /> : t("funds.entry.title")}
      description={record && <span className={p.num}>{when(record.createTime)}</span>}
      footer={
        <>
          {target?.to === "withdrawal" && (
            <Button onClick={() => onWithdrawal(target.id)}>{t("funds.entry.openWithdrawal")}</Button>
          )}
          {target?.to === "order" && (
            <Link to={`/orders?order=${encodeURIComponent(target.id)}`} className={s.secondaryLink}>
              {t("funds.entry.openOrder")}
            </Link>
          )}
          <Button onClick={onClose}>{t("ui.close")}</Button>
        </>
      }
    >
      {!record ? (
        <p className={p.loading}>{records.isFetching ? t("ui.loading") : t("funds.entry.notFound")}</p>
      ) : (
        <div className={s.drawerBody}>
          <Movement record={record} />
          {e ? (
            <Journal entry={e} />
          ) : (
            <p className={p.muted}>{entry.isError ? t("funds.entry.loadFailed") : t("ui.loading")}</p>
          )}
        </div>
      )}
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={s.section}>
      <h3 className={s.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Movement({ record: r }: { record: WalletRecord }) {
  const { t } = useTranslation("seller");
  return (
    <Section title={t("funds.entry.movement")}>
      <div className={s.movementAmount}>
        <span className={`${p.num} ${r.amount >= 0 ? p.positive : p.negative}`} data-testid="record-amount">
          {signed(r.amount)}
        </span>
        <small>USDT</small>
      </div>
      <dl className={s.rows}>
        <Row label={t("funds.entry.account")}>
          <AccountName account={r.account} />
        </Row>
        <Row label={t("funds.entry.after")}>
          <span className={p.num}>{usdt(r.balanceAfter)}</span>
        </Row>
        {r.ref && (
          <Row label={t("funds.entry.ref")}>
            <bdi className={`${p.mono} ${s.wrap}`}>{r.ref}</bdi>
          </Row>
        )}
        {r.memo && (
          <Row label={t("funds.entry.memo")}>
            <span dir="auto">{r.memo}</span>
          </Row>
        )}
      </dl>
    </Section>
  );
}

function Journal({ entry: e }: { entry: WalletEntry }) {
  const { t } = useTranslation("seller");
  return (
    <Section title={t("funds.entry.journal")}>
      <dl className={s.rows}>
        <Row label={t("funds.entry.txn")}>
          <bdi className={`${p.num} ${p.mono}`}>{e.txnId}</bdi>
        </Row>
        <Row label={t("funds.entry.kind")}>
          <KindBadge kind={e.kind} />
        </Row>
        <Row label={t("funds.entry.time")}>
          <span className={p.num}>{when(e.createTime)}</span>
        </Row>
      </dl>
      <table className={s.lines} data-testid="entry-lines">
        <caption className="visually-hidden">{t("funds.entry.lines")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("funds.entry.lineAccount")}</th>
            <th scope="col" className={s.end}>
              {t("funds.entry.lineAmount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {e.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines are fixed and may repeat an account
            <tr key={i} className={l.own ? s.ownLine : undefined}>
              <td>
                <AccountName account={l.account} />
                {l.own && <span className={s.yours}>{t("funds.entry.yours")}</span>}
              </td>
              <td className={`${s.end} ${p.num} ${l.amount >= 0 ? p.positive : p.negative}`}>{signed(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={s.note}>{t("funds.entry.balanced")}</p>
    </Section>
  );
}
