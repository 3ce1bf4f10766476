import { type DataOf, parseCents } from "@mall/contract";
import { type Column, DataTable, Dialog } from "@mall/ui";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailList, DetailSection } from "../../components/DetailList.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { can, useMe } from "../../lib/session.ts";
import { useEntry } from "./api.ts";
import d from "./desk.module.css";
import s from "./finance.module.css";

type Line = DataOf<"console/ledger!entry">["lines"][number] & { n: number };

/** An account's name: a party's "available"/"frozen", or a platform account ("platform:escrow"). */
export const accountText = (t: TFunction, account: string) =>
  t(`finance.account.${account.replace(":", "_")}`, { defaultValue: account });

/** One journal entry: what it was, who made it, and every line; the lines sum to zero. */
export function EntryDialog({ txnId, onClose }: { txnId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const entry = useEntry(txnId);
  const e = entry.data?.txnId === txnId ? entry.data : undefined;
  const sum = e?.lines.reduce((a, l) => a + (parseCents(l.amount) ?? 0n), 0n);
  const columns: Column<Line>[] = [
    {
      key: "account",
      header: t("finance.entry.account"),
      render: (l) => (
        <div className={p.whoText}>
          <span>{accountText(t, l.account)}</span>
          <span className={p.caption}>
            {l.partyId === null ? t("finance.entry.platform") : `${l.username ?? ""} · #${l.partyId}`}
          </span>
        </div>
      ),
    },
    {
      key: "amount",
      header: t("finance.entry.amount"),
      align: "end",
      render: (l) => (
        <span className={`${p.num} ${p.strong} ${l.amount >= 0 ? s.credit : s.debit}`}>
          {l.amount > 0 ? "+" : ""}
          {usdt(l.amount)}
        </span>
      ),
    },
  ];
  return (
    <Dialog
      open={txnId !== undefined}
      width="min(560px, 100%)"
      title={t("finance.entry.title", { id: txnId })}
      description={e && <span className={p.num}>{when(e.createTime)}</span>}
      onClose={onClose}
      testId="entry-dialog"
    >
      {!e ? (
        <p className={p.muted}>{t("ui.loading")}</p>
      ) : (
        <>
          <DetailSection title={t("finance.entry.about")}>
            <DetailList
              items={[
                {
                  key: "kind",
                  label: t("finance.entry.kind"),
                  value: t(`finance.kind.${e.kind}`, { defaultValue: e.kind }),
                },
                {
                  key: "ref",
                  label: t("finance.entry.ref"),
                  value: e.ref ? <span className={p.num}>{e.ref}</span> : "—",
                },
                { key: "memo", label: t("finance.entry.memo"), value: e.memo || "—" },
                { key: "by", label: t("finance.entry.by"), value: e.createdBy ?? t("finance.entry.system") },
              ]}
            />
          </DetailSection>
          <DetailSection title={t("finance.entry.lines")}>
            <div className={d.frame}>
              <DataTable columns={columns} rows={e.lines.map((l, n) => ({ ...l, n }))} rowKey={(l) => l.n} />
            </div>
            <p className={`${d.sum} ${sum === 0n ? d.sumOk : d.sumBad}`}>
              {sum === 0n ? t("finance.entry.balanced") : t("finance.entry.unbalanced", { sum: usdt(sum ?? 0n) })}
            </p>
          </DetailSection>
        </>
      )}
    </Dialog>
  );
}

/** A journal entry's number that opens it (for staff who may read the ledger), plain text otherwise. */
export function EntryLink({ txnId }: { txnId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const [open, setOpen] = useState<string>();
  if (!can(me.data, "finance")) return <span className={p.num}>#{txnId}</span>;
  return (
    <>
      <button
        type="button"
        className={`${p.nameButton} ${p.num}`}
        onClick={() => setOpen(txnId)}
        title={t("finance.entry.open")}
      >
        #{txnId}
      </button>
      <EntryDialog txnId={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
