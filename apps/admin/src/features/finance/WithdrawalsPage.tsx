import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { DeskQueue } from "./DeskQueue.tsx";
import { WithdrawalDrawer } from "./WithdrawalDrawer.tsx";

/** Withdrawals waiting for a payout, oldest first, and the decided ones; big ones need two people. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  return (
    <DeskQueue
      desk="withdrawal"
      what={{
        key: "to",
        header: t("finance.withdrawal.col.to"),
        render: (r) => (
          <div className={p.whoText}>
            <span>{r.method === "bank" ? t("finance.method.bank") : r.coin}</span>
            {r.network && <span className={p.caption}>{r.network}</span>}
          </div>
        ),
      }}
      extra={(state) =>
        state === 0
          ? [
              {
                key: "approvals",
                header: t("finance.withdrawal.col.approvals"),
                render: (r) =>
                  r.needsTwo ? (
                    <span className={p.chip} title={t("finance.withdrawal.needsTwo")}>
                      {t("finance.withdrawal.approvalCount", { n: r.approvals })}
                    </span>
                  ) : (
                    <span className={p.muted}>—</span>
                  ),
              },
            ]
          : []
      }
      drawer={(orderNo, close) => <WithdrawalDrawer orderNo={orderNo} onClose={close} />}
    />
  );
}
