import { MONEY_STATES } from "@mall/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AlertIcon } from "../../../components/goods/icons.tsx";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { useDeposits } from "../api.ts";
import { BankDepositForm } from "../BankDepositForm.tsx";
import { ChainDepositForm } from "../ChainDepositForm.tsx";
import { BankIcon, CardIcon, CoinIcon } from "../icons.tsx";
import { ProviderDepositForm } from "../ProviderDepositForm.tsx";
import { useAfterDeposit } from "../useMoneyForm.ts";
import { wapWalletTab } from "./wap-paths.ts";
import s from "./wallet.module.css";

const METHODS = ["chain", "provider", "bank"] as const;
const ICONS: Record<(typeof METHODS)[number], ReactNode> = {
  chain: <CoinIcon size={20} />,
  provider: <CardIcon size={20} />,
  bank: <BankIcon size={20} />,
};

/**
 * /wap/wallet/deposit: the desktop's three ways and their forms, at a phone's width — on chain (coin and network,
 * the address with its QR and a copy button, the amount with what it credits, the screenshot, the hash), by card
 * through the provider, or by bank transfer. The way lives in the query (?method=); once a request is in, the
 * deposit records follow 2.5 s later.
 */
export default function WapDepositPage() {
  const { t } = useTranslation("account");
  const signedIn = useWapSignedIn();
  const [params, setParams] = useSearchParams();
  const method = METHODS.find((x) => x === params.get("method")) ?? "chain";
  const after = useAfterDeposit(wapWalletTab("deposits"));
  const latest = useDeposits(1);
  const waiting = latest.data?.elements.find((d) => d.state === MONEY_STATES.pending);
  usePageTitle(t("wallet.recharge.title"));

  return (
    <WapPage title={t("wallet.recharge.title")}>
      {signedIn && (
        <div className={m.stack}>
          {waiting && !after.leaving && (
            <p className={s.notice} role="status" data-testid="recharge-waiting">
              <AlertIcon size={18} />
              <span>
                {t("wallet.recharge.waiting", { no: waiting.order_no })}{" "}
                <Link to={wapWalletTab("deposits")}>{t("wallet.recharge.seeRecords")}</Link>
              </span>
            </p>
          )}
          <div className={s.methods} role="tablist" aria-label={t("wallet.recharge.title")}>
            {METHODS.map((x) => (
              <button
                key={x}
                type="button"
                role="tab"
                aria-selected={x === method}
                className={`${s.method} ${x === method ? s.methodOn : ""}`}
                onClick={() =>
                  setParams(
                    (p) => {
                      const q = new URLSearchParams(p);
                      if (x === "chain") q.delete("method");
                      else q.set("method", x);
                      return q;
                    },
                    { replace: true },
                  )
                }
                disabled={after.leaving}
                data-testid={`recharge-tab-${x}`}
              >
                <span aria-hidden="true">{ICONS[x]}</span>
                {t(`wallet.methods.${x}`)}
              </button>
            ))}
          </div>
          <div className={s.panel} role="tabpanel">
            {method === "chain" ? (
              <ChainDepositForm after={after} />
            ) : method === "provider" ? (
              <ProviderDepositForm after={after} />
            ) : (
              <BankDepositForm after={after} />
            )}
          </div>
        </div>
      )}
    </WapPage>
  );
}
