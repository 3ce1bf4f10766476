import type { DataOf } from "@mall/contract";
import { type Column, DataTable, Panel, Tabs, useWide } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import p from "../../components/page.module.css";
import { Select } from "../../components/Select.tsx";
import { usdt, when } from "../../lib/format.ts";
import { PAGE_SIZE } from "../../lib/list.ts";
import { can, useMe } from "../../lib/session.ts";
import { useUser } from "../users/index.ts";
import { usePostings } from "./api.ts";
import { accountText, EntryDialog } from "./EntryDialog.tsx";
import b from "./books.module.css";
import s from "./finance.module.css";
import { UserFinder } from "./UserFinder.tsx";

type Posting = DataOf<"console/ledger!postings">["page"]["pageList"][number];

/** The platform's own accounts (the other side of every party's movement). */
export const PLATFORM_ACCOUNTS = [
  "platform:deposits",
  "platform:withdrawals",
  "platform:escrow",
  "platform:fees",
  "platform:grants",
  "platform:loans",
  "platform:interest",
  "platform:wholesale",
  "platform:tax",
] as const;
const PARTY_ACCOUNTS = ["available", "frozen"] as const;

/**
 * Any account's postings, newest first, each opening its journal entry. The address holds the choice
 * (?party=&code= or ?code=platform:…), so a finding can be shared.
 */
export function LedgerExplorer() {
  const { t } = useTranslation();
  const wide = useWide();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [entry, setEntry] = useState<string>();
  const party = Number(params.get("party"));
  const partyId = Number.isSafeInteger(party) && party > 0 ? party : undefined;
  const code = params.get("code") ?? "";
  const platform = code.startsWith("platform:");
  const kind: "party" | "platform" =
    platform || (partyId === undefined && params.get("of") === "platform") ? "platform" : "party";
  const account =
    kind === "platform"
      ? platform
        ? { code }
        : undefined
      : partyId !== undefined
        ? { partyId, code: code === "frozen" ? "frozen" : "available" }
        : undefined;
  const postings = usePostings(account, page);
  // Names come from the users read; staff without it see the account number only.
  const me = useMe();
  const user = useUser(can(me.data, "users") && kind === "party" ? partyId : undefined);
  const holder = user.data?.id === partyId ? user.data?.username : undefined;
  const go = (next: Record<string, string>) => {
    setPage(1);
    setParams(next, { replace: true });
  };

  const columns: Column<Posting>[] = [
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
          <button
            type="button"
            className={p.nameButton}
            onClick={() => setEntry(r.txnId)}
            title={t("finance.entry.open")}
            data-testid={`posting-${r.postingId}`}
          >
            {t(`finance.kind.${r.kind}`, { defaultValue: r.kind })}
          </button>
          <span className={p.caption}>
            <span className={p.num}>
              #{r.txnId}
              {r.ref ? ` · ${r.ref}` : ""}
            </span>
          </span>
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "memo",
            header: t("finance.wallet.col.memo"),
            render: (r: Posting) =>
              r.memo ? (
                <span className={p.clip} title={r.memo}>
                  {r.memo}
                </span>
              ) : (
                <span className={p.muted}>—</span>
              ),
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
    <Panel title={t("finance.explorer.title")} description={t("finance.explorer.text")}>
      <div className={b.explorerPick}>
        <Tabs
          label={t("finance.explorer.title")}
          value={kind}
          onChange={(k) => go(k === "platform" ? { of: "platform" } : {})}
          items={[
            { key: "party", label: t("finance.explorer.party") },
            { key: "platform", label: t("finance.explorer.platform") },
          ]}
        />
      </div>
      {kind === "party" ? (
        <>
          <UserFinder partyId={partyId} onPick={(id) => go({ party: String(id) })} />
          {partyId !== undefined && (
            <div className={b.accountSwitch}>
              <Tabs
                label={t("finance.explorer.account")}
                value={code === "frozen" ? "frozen" : "available"}
                onChange={(c) => go({ party: String(partyId), code: c })}
                items={PARTY_ACCOUNTS.map((c) => ({ key: c, label: accountText(t, c) }))}
              />
            </div>
          )}
        </>
      ) : (
        <div className={b.platformPick}>
          <Select
            aria-label={t("finance.explorer.platform")}
            value={platform ? code : ""}
            onChange={(e) => go(e.target.value ? { code: e.target.value } : { of: "platform" })}
            options={[
              { value: "", label: t("finance.explorer.pickPlatform") },
              ...PLATFORM_ACCOUNTS.map((c) => ({ value: c, label: accountText(t, c) })),
            ]}
            data-testid="platform-account"
          />
        </div>
      )}
      {account === undefined ? (
        <p className={s.placeholder}>{t("finance.explorer.none")}</p>
      ) : (
        <>
          <div className={`${s.balance} ${b.explorerBalance}`}>
            <span className={s.statLabel}>
              {kind === "party"
                ? holder
                  ? `${holder} · #${partyId}`
                  : t("finance.explorer.partyBalance", { id: partyId })
                : accountText(t, code)}
              {kind === "party" && ` · ${accountText(t, account.code)}`}
            </span>
            <span className={s.balanceValue}>
              <span className={p.num} data-testid="explorer-balance">
                {postings.data ? usdt(postings.data.balance) : "—"}
              </span>
              <span className={s.unit}>USDT</span>
            </span>
          </div>
          <div className={s.records}>
            <DataTable
              columns={columns}
              rows={postings.data?.page.pageList}
              rowKey={(r) => r.postingId}
              loading={postings.isFetching}
              empty={t("finance.explorer.empty")}
              caption={t("finance.explorer.title")}
              pagination={{
                page,
                pageSize: PAGE_SIZE,
                total: postings.data?.page.pageInfo.totalElements ?? 0,
                onChange: setPage,
              }}
            />
          </div>
        </>
      )}
      <EntryDialog txnId={entry} onClose={() => setEntry(undefined)} />
    </Panel>
  );
}
