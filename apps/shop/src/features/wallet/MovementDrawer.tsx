import { formatAmount, type WalletRecord } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { useEntry } from "./api.ts";
import { DetailDrawer, Facts } from "./DetailDrawer.tsx";
import d from "./detail.module.css";
import { accountLabel, kindLabel } from "./movement-kinds.ts";
import { RefLink, signed } from "./RecordBits.tsx";
import { WireTime } from "./WireTime.tsx";

/**
 * One movement and the journal entry it belongs to (wallet!entry): every line of the entry, the buyer's own
 * accounts by name and the platform's by their purpose. The lines sum to zero.
 */
export function MovementDrawer({ record, onClose }: { record: WalletRecord; onClose: () => void }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const entry = useEntry(record.txnId || "");
  const e = entry.data;
  return (
    <DetailDrawer title={kindLabel(t, record.category)} onClose={onClose} testId="movement-detail">
      <div className={d.hero}>
        <p className={d.heroAmount}>
          <bdi>{signed(record.amount)}</bdi> <span className={d.heroNote}>USDT</span>
        </p>
        <p className={d.heroNote}>{t("wallet.detail.balanceAfter", { amount: formatAmount(record.balanceAfter) })}</p>
      </div>
      <Facts
        facts={[
          { label: t("wallet.col.time"), value: <WireTime value={record.createTime} /> },
          { label: t("wallet.col.type"), value: kindLabel(t, record.category) },
          { label: t("wallet.detail.account"), value: accountLabel(t, record.account) },
          { label: t("wallet.detail.reference"), value: record.ref ? <RefLink record={record} /> : "" },
          { label: t("wallet.col.note"), value: record.memo ? <bdi>{record.memo}</bdi> : "" },
        ]}
      />
      {record.txnId && (
        <section className={d.section} aria-busy={entry.isPending}>
          <h3 className={d.sectionTitle}>{t("wallet.detail.entry")}</h3>
          {entry.isPending ? (
            <div className={d.skeleton}>
              <Skeleton height={16} />
              <Skeleton height={16} />
            </div>
          ) : entry.isError ? (
            <p className={d.problem} role="alert">
              {errorText(entry.error)}
            </p>
          ) : e ? (
            <>
              <Facts
                facts={[
                  { label: t("wallet.detail.entryNo"), value: <bdi className={d.mono}>{e.txnId}</bdi> },
                  { label: t("wallet.col.type"), value: kindLabel(t, e.kind) },
                  { label: t("wallet.col.time"), value: <WireTime value={e.createTime} /> },
                ]}
              />
              <table className={d.lines} data-testid="entry-lines">
                <thead>
                  <tr>
                    <th scope="col">{t("wallet.detail.account")}</th>
                    <th scope="col" className={d.end}>
                      {t("wallet.col.amountUsdt")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {e.lines.map((l, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines have no id; their order is theirs
                    <tr key={i} className={l.own ? d.own : undefined}>
                      <td>
                        {accountLabel(t, l.account)}
                        {l.own && <span className={d.youTag}>{t("wallet.detail.you")}</span>}
                      </td>
                      <td className={d.end}>
                        <bdi>{signed(l.amount)}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
        </section>
      )}
    </DetailDrawer>
  );
}
