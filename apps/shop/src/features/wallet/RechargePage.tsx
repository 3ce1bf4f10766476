import { MONEY_STATES } from "@mall/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AlertIcon } from "../../components/goods/icons.tsx";
import { useDeposits } from "./api.ts";
import { BankDepositForm } from "./BankDepositForm.tsx";
import { ChainDepositForm } from "./ChainDepositForm.tsx";
import s from "./forms.module.css";
import { BankIcon, CardIcon, CoinIcon } from "./icons.tsx";
import { walletTab } from "./paths.ts";
import { ProviderDepositForm } from "./ProviderDepositForm.tsx";
import { useAfterDeposit } from "./useMoneyForm.ts";
import { WalletFrame } from "./WalletFrame.tsx";

const METHODS = ["chain", "provider", "bank"] as const;
type Method = (typeof METHODS)[number];
const ICONS: Record<Method, ReactNode> = {
  chain: <CoinIcon size={20} />,
  provider: <CardIcon size={20} />,
  bank: <BankIcon size={20} />,
};

/**
 * /userInfo/money-package/recharge: a deposit by crypto, by card (the provider) or by bank transfer. The way
 * lives in the query (?method=), so reloading keeps it. One unfinished deposit at a time: the page says so
 * when the newest one is still being processed (the server decides).
 */
export default function RechargePage() {
  const { t } = useTranslation("account");
  const [params, setParams] = useSearchParams();
  const method = METHODS.find((m) => m === params.get("method")) ?? "chain";
  const after = useAfterDeposit();
  const latest = useDeposits(1);
  const waiting = latest.data?.elements.find((d) => d.state === MONEY_STATES.pending);

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
        {METHODS.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={m === method}
            className={`${s.method} ${m === method ? s.methodOn : ""}`}
            onClick={() =>
              setParams(
                (p) => {
                  const q = new URLSearchParams(p);
                  if (m === "chain") q.delete("method");
                  else q.set("method", m);
                  return q;
                },
                { replace: true },
              )
            }
            disabled={after.leaving}
            data-testid={`recharge-tab-${m}`}
          >
            <span className={s.methodIcon} aria-hidden="true">
              {ICONS[m]}
            </span>
            <span className={s.methodText}>
              <strong>{t(`wallet.methods.${m}`)}</strong>
              <span>{t(`wallet.methods.${m}Hint`)}</span>
            </span>
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {method === "chain" ? (
          <ChainDepositForm after={after} />
        ) : method === "provider" ? (
          <ProviderDepositForm after={after} />
        ) : (
          <BankDepositForm after={after} />
        )}
      </div>
    </WalletFrame>
  );
}
