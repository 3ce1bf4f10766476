import type { DataOf } from "@mall/contract";
import { type Column, DataTable } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DetailList, DetailSection } from "../../components/DetailList.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { can, useMe } from "../../lib/session.ts";
import { MoneyStateBadge } from "./desk.tsx";
import d from "./desk.module.css";

type Detail = DataOf<"console/deposit!get">;
type HistoryRow = Detail["history"][number];

/** Whose money it is: the account, its balances now, and its recent deposits and withdrawals. */
export function PartySection({
  detail,
  current,
}: {
  detail: Pick<Detail, "partyId" | "username" | "balance" | "history">;
  /** The request the drawer shows, marked in the history. */
  current: string;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const columns: Column<HistoryRow>[] = [
    {
      key: "what",
      header: t("finance.desk.history.what"),
      render: (h) => (
        <div className={p.whoText}>
          <span>
            {t(`finance.desk.history.${h.kind}`)}
            {h.orderNo === current && <span className={d.current}>{t("finance.desk.history.current")}</span>}
          </span>
          <span className={p.caption}>
            <span className={p.num}>{when(h.createTime)}</span>
          </span>
        </div>
      ),
    },
    {
      key: "amount",
      header: t("finance.desk.history.amount"),
      align: "end",
      render: (h) => (
        <span className={`${p.num} ${h.kind === "deposit" ? d.credit : ""}`}>
          {h.kind === "deposit" ? "+" : "−"}
          {usdt(h.amount)}
        </span>
      ),
    },
    {
      key: "state",
      header: t("finance.desk.col.state"),
      align: "end",
      render: (h) => <MoneyStateBadge desk={h.kind} state={h.state} />,
    },
  ];
  return (
    <DetailSection title={t("finance.desk.party")}>
      <DetailList
        items={[
          {
            key: "who",
            label: t("finance.desk.col.party"),
            value: (
              <span className={d.inline}>
                <span className={p.strong}>{detail.username}</span>
                <span className={p.caption}>{t("finance.wallet.account", { id: detail.partyId })}</span>
                {can(me.data, "finance") && (
                  <Link className={d.link} to={`/finance?party=${detail.partyId}`}>
                    {t("finance.desk.openWallet")}
                  </Link>
                )}
              </span>
            ),
          },
          {
            key: "available",
            label: t("users.available"),
            value: <span className={p.amount}>{usdt(detail.balance.money)} USDT</span>,
          },
          {
            key: "frozen",
            label: t("users.frozen"),
            value: <span className={p.num}>{usdt(detail.balance.frozenMoney)} USDT</span>,
          },
        ]}
      />
      <div className={d.frame}>
        <DataTable
          columns={columns}
          rows={detail.history}
          rowKey={(h) => `${h.kind}-${h.orderNo}`}
          empty={t("finance.desk.history.empty")}
          caption={t("finance.desk.history.title")}
        />
      </div>
    </DetailSection>
  );
}
