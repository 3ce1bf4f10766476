import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { DepositDrawer } from "./DepositDrawer.tsx";
import { DeskQueue } from "./DeskQueue.tsx";

/** Buyers' on-chain and bank deposits waiting for staff, oldest first, and the decided ones. */
export function DepositsPage() {
  const { t } = useTranslation();
  return (
    <DeskQueue
      desk="deposit"
      what={{
        key: "paid",
        header: t("finance.deposit.paid"),
        render: (r) => (
          <div className={p.whoText}>
            <span className={p.num}>
              {r.volume} {r.coin}
            </span>
            {r.network && <span className={p.caption}>{r.network}</span>}
          </div>
        ),
      }}
      drawer={(orderNo, close) => <DepositDrawer orderNo={orderNo} onClose={close} />}
    />
  );
}
