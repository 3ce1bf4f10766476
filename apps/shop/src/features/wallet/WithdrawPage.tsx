import { MONEY_STATES } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AlertIcon } from "../../components/goods/icons.tsx";
import { useWithdrawals } from "./api.ts";
import s from "./forms.module.css";
import { BankIcon, CoinIcon } from "./icons.tsx";
import { useMethodParam } from "./method-param.ts";
import { walletTab } from "./paths.ts";
import { WalletFrame } from "./WalletFrame.tsx";
import { BankWithdrawForm, ChainWithdrawForm } from "./WithdrawForms.tsx";

const METHODS = ["chain", "bank"] as const;

/**
 * /userInfo/money-package/withdraw: USDT to the bound address, or to a bank account (?method=bank). The
 * money waits frozen until staff pay it out. One withdrawal at a time: the page says so when one is still
 * being processed (the server decides).
 */
export default function WithdrawPage() {
  const { t } = useTranslation("account");
  const [method, choose] = useMethodParam(METHODS);
  const latest = useWithdrawals(1);
  const waiting = latest.data?.elements.find((w) => w.state === MONEY_STATES.pending);

  return (
    <WalletFrame title={t("wallet.withdraw.title")}>
      {waiting && (
        <p className={s.notice} role="status" data-testid="withdraw-waiting">
          <AlertIcon size={18} />
          <span>
            {t("wallet.withdraw.waiting", { no: waiting.order_no })}{" "}
            <Link to={walletTab("withdrawals")}>{t("wallet.recharge.seeRecords")}</Link>
          </span>
        </p>
      )}
      <div className={`${s.methods} ${s.methodsTwo}`} role="tablist" aria-label={t("wallet.withdraw.title")}>
        {METHODS.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={m === method}
            className={`${s.method} ${m === method ? s.methodOn : ""}`}
            onClick={() => choose(m)}
            data-testid={`withdraw-tab-${m}`}
          >
            <span className={s.methodIcon} aria-hidden="true">
              {m === "chain" ? <CoinIcon size={20} /> : <BankIcon size={20} />}
            </span>
            <span className={s.methodText}>
              <strong>{t(`wallet.withdraw.methods.${m}`)}</strong>
              <span>{t(`wallet.withdraw.methods.${m}Hint`)}</span>
            </span>
          </button>
        ))}
      </div>
      <div role="tabpanel">{method === "chain" ? <ChainWithdrawForm /> : <BankWithdrawForm />}</div>
    </WalletFrame>
  );
}
