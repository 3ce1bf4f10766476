import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AlertIcon } from "../../../components/goods/icons.tsx";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { DEPOSIT_METHODS, DepositForm, DepositMethodIcon, useDepositChoice } from "../deposit-choice.tsx";
import { wapWalletTab } from "./wap-paths.ts";
import s from "./wallet.module.css";

/**
 * /wap/wallet/deposit: the desktop's three ways and their forms, at a phone's width — on chain (coin and network,
 * the address with its QR and a copy button, the amount with what it credits, the screenshot, the hash), by card
 * through the provider, or by bank transfer. The way lives in the query (?method=); once a request is in, the
 * deposit records follow 2.5 s later.
 */
export default function WapDepositPage() {
  const { t } = useTranslation("account");
  const signedIn = useWapSignedIn();
  const { method, choose, after, waiting } = useDepositChoice(wapWalletTab("deposits"));
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
            {DEPOSIT_METHODS.map((x) => (
              <button
                key={x}
                type="button"
                role="tab"
                aria-selected={x === method}
                className={`${s.method} ${x === method ? s.methodOn : ""}`}
                onClick={() => choose(x)}
                disabled={after.leaving}
                data-testid={`recharge-tab-${x}`}
              >
                <span aria-hidden="true">
                  <DepositMethodIcon method={x} />
                </span>
                {t(`wallet.methods.${x}`)}
              </button>
            ))}
          </div>
          <div className={s.panel} role="tabpanel">
            <DepositForm method={method} after={after} />
          </div>
        </div>
      )}
    </WapPage>
  );
}
