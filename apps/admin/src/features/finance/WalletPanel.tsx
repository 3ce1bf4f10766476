import type { WalletRecord } from "@mall/contract";
import { Avatar, Button, type Column, DataTable, Panel, useWide } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { can, useMe } from "../../lib/session.ts";
import { useUser } from "../users/index.ts";
import { RECORDS_PAGE, useWallet } from "./api.ts";
import s from "./finance.module.css";
import { GrantDialog } from "./GrantDialog.tsx";
import { UserFinder } from "./UserFinder.tsx";

/** A user's wallet as the ledger has it: balances, movements, and a credit by hand. */
export function WalletPanel({ partyId, onPick }: { partyId: number | undefined; onPick: (id: number) => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const wide = useWide();
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState(false);
  const wallet = useWallet(partyId, page);
  // Names come from the users read; staff without it see the account number only.
  const user = useUser(can(me.data, "users") ? partyId : undefined);
  const holder = user.data?.id === partyId ? user.data : undefined;
  const name = holder?.username ?? t("finance.wallet.account", { id: partyId });
  const w = wallet.data;

  const columns: Column<WalletRecord>[] = [
    {
      key: "time",
      header: t("finance.wallet.col.time"),
      render: (r) => <span className={p.num}>{when(r.createTime)}</span>,
    },
    {
      key: "kind",
      header: t("finance.wallet.col.kind"),
      render: (r) => (
        <div className={p.whoText}>
          <span>{t(`finance.kind.${r.category}`, { defaultValue: r.category })}</span>
          {r.ref && (
            <span className={p.caption}>
              <span className={p.num}>{r.ref}</span>
            </span>
          )}
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "memo",
            header: t("finance.wallet.col.memo"),
            render: (r: WalletRecord) =>
              r.memo ? <span className={p.clip}>{r.memo}</span> : <span className={p.muted}>—</span>,
          },
        ]
      : []),
    {
      key: "amount",
      header: t("finance.wallet.col.amount"),
      align: "end",
      render: (r) => (
        <span className={`${p.num} ${p.strong} ${r.amount >= 0 ? s.credit : s.debit}`}>
          {r.amount > 0 ? "+" : ""}
          {usdt(r.amount)}
        </span>
      ),
    },
    {
      key: "after",
      header: t("finance.wallet.col.after"),
      align: "end",
      render: (r) => <span className={p.num}>{usdt(r.balanceAfter)}</span>,
    },
  ];

  return (
    <Panel title={t("finance.wallet.title")} description={t("finance.wallet.text")}>
      <UserFinder
        partyId={partyId}
        onPick={(id) => {
          setPage(1);
          onPick(id);
        }}
      />
      {partyId === undefined ? (
        <p className={s.placeholder}>{t("finance.wallet.none")}</p>
      ) : (
        <>
          <div className={s.holder}>
            <div className={p.who}>
              <Avatar name={name} seed={partyId} size={40} />
              <div className={p.whoText}>
                <span className={p.strong} data-testid="wallet-holder">
                  {name}
                </span>
                <span className={p.caption}>
                  {holder
                    ? `${t(`role.${holder.role}`, { defaultValue: holder.role })} · ${t("users.usercode")} ${holder.usercode}`
                    : t("finance.wallet.account", { id: partyId })}
                </span>
              </div>
            </div>
            <Button
              variant="primary"
              onClick={() => setGranting(true)}
              disabled={holder?.role === "STAFF"}
              title={holder?.role === "STAFF" ? t("finance.grant.staffHint") : undefined}
              data-testid="grant-open"
            >
              {t("finance.grant.open")}
            </Button>
          </div>
          <div className={s.balances}>
            <div className={s.balance}>
              <span className={s.statLabel}>{t("users.available")}</span>
              <span className={s.balanceValue}>
                <span className={p.num} data-testid="wallet-available">
                  {w ? usdt(w.money) : "—"}
                </span>
                <span className={s.unit}>USDT</span>
              </span>
            </div>
            <div className={s.balance}>
              <span className={s.statLabel}>{t("users.frozen")}</span>
              <span className={s.balanceValue}>
                <span className={p.num}>{w ? usdt(w.frozenMoney) : "—"}</span>
                <span className={s.unit}>USDT</span>
              </span>
            </div>
          </div>
          <div className={s.records}>
            <DataTable
              columns={columns}
              rows={w?.records.pageList}
              rowKey={(r) => r.id}
              loading={wallet.isFetching}
              empty={t("finance.wallet.empty")}
              caption={t("finance.wallet.records")}
              pagination={{
                page,
                pageSize: RECORDS_PAGE,
                total: w?.records.pageInfo.totalElements ?? 0,
                onChange: setPage,
              }}
            />
          </div>
          <GrantDialog
            open={granting}
            partyId={partyId}
            name={name}
            onClose={() => setGranting(false)}
            onDone={() => setPage(1)}
          />
        </>
      )}
    </Panel>
  );
}
