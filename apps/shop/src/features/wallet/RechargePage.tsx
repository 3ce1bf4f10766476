import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AlertIcon } from "../../components/goods/icons.tsx";
import { DEPOSIT_METHODS, DepositForm, DepositMethodIcon, useDepositChoice } from "./deposit-choice.tsx";
import s from "./forms.module.css";
import { walletTab } from "./paths.ts";
import { WalletFrame } from "./WalletFrame.tsx";

/**
 * /userInfo/money-package/recharge: a deposit by crypto, by card (the provider) or by bank transfer. The way
 * lives in the query (?method=), so reloading keeps it. One unfinished deposit at a time: the page says so
 * when the newest one is still being processed (the server decides).
 */
export default function RechargePage() {
  const { t } = useTranslation("account");
  const { method, choose, after, waiting } = useDepositChoice();

  return (
    <WalletFrame title={t("wallet.recharge.title")}>
      {waiting && !after.leaving && (
        <p className={s.notice} role="status" data-testid="recharge-waiting">
          <AlertIcon size={18} />
          <span>
            {t("wallet.recharge.waiting", { no: waiting.order_no })}{" "}
            <Link to={walletTab("deposits")}>{t("wallet.recharge.seeRecords")}</Link>
          </span>
        </p>
      )}
      <div className={s.methods} role="tablist" aria-label={t("wallet.recharge.title")}>
        {DEPOSIT_METHODS.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={m === method}
            className={`${s.method} ${m === method ? s.methodOn : ""}`}
            onClick={() => choose(m)}
            disabled={after.leaving}
            data-testid={`recharge-tab-${m}`}
          >
            <span className={s.methodIcon} aria-hidden="true">
              <DepositMethodIcon method={m} />
            </span>
            <span className={s.methodText}>
              <strong>{t(`wallet.methods.${m}`)}</strong>
              <span>{t(`wallet.methods.${m}Hint`)}</span>
            </span>
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <DepositForm method={method} after={after} />
      </div>
    </WalletFrame>
  );
}
