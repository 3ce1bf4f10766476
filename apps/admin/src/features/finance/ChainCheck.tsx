import type { ChainCheckVo } from "@mall/contract";
import { CheckCircleIcon, ErrorIcon, StatusBadge, WarningIcon } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { DetailSection } from "../../components/DetailList.tsx";
import d from "./desk.module.css";

/**
 * What the chain says about a deposit's transaction hash, item by item. Without a reader for the network
 * (`configured` false) nothing was checked and staff verify by hand; without a hash there is nothing to check.
 */
export function ChainCheck({ chain }: { chain: ChainCheckVo | null }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t("finance.chain.title")}>
      {chain === null ? (
        <p className={d.note}>{t("finance.chain.noHash")}</p>
      ) : !chain.configured ? (
        <div className={d.callout} data-tone="warning" data-testid="chain-unverified">
          <WarningIcon size={20} />
          <div>
            <p className={d.calloutTitle}>{t("finance.chain.notConfigured")}</p>
            <p>{t("finance.chain.notConfiguredText")}</p>
          </div>
        </div>
      ) : (
        <div className={d.chain} data-testid="chain-check" data-verified={chain.verified}>
          <div className={d.chainHead}>
            {chain.verified ? (
              <StatusBadge tone="success">{t("finance.chain.verified")}</StatusBadge>
            ) : (
              <StatusBadge tone="danger">{t("finance.chain.failed")}</StatusBadge>
            )}
            <span className={d.chainHint}>
              {chain.verified ? t("finance.chain.verifiedText") : t("finance.chain.failedText")}
            </span>
          </div>
          {chain.error && (
            <p className={d.chainError} role="alert">
              {t("finance.chain.error", { error: chain.error })}
            </p>
          )}
          {chain.items.length > 0 && (
            <ul className={d.checklist}>
              {chain.items.map((i) => (
                <li key={i.key} className={d.checkItem} data-ok={i.ok}>
                  <span className={d.checkIcon} aria-hidden="true">
                    {i.ok ? <CheckCircleIcon size={18} /> : <ErrorIcon size={18} />}
                  </span>
                  <span className={d.checkText}>
                    <span className={d.checkLabel}>
                      {t(`finance.chain.item.${i.key}`, { defaultValue: i.key })}
                      <span className="visually-hidden">
                        {" "}
                        — {i.ok ? t("finance.chain.ok") : t("finance.chain.notOk")}
                      </span>
                    </span>
                    {i.detail && <span className={d.checkDetail}>{i.detail}</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </DetailSection>
  );
}
