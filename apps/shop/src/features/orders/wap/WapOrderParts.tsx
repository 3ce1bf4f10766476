import type { OrderLogVo } from "@mall/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { OrdersIcon } from "../../../components/icons.tsx";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useErrorText } from "../../../lib/error-text.ts";
import { byTime, isKnownLog } from "../order-policy.ts";

/** The sentence of an order log entry: translated by its key, else the server's own. */
export function useLogText() {
  const { t } = useTranslation("orders");
  return (l: OrderLogVo) => (isKnownLog(l.key) ? t(`orderLog.${l.key}`) : l.log);
}

export const latestLog = (logs: OrderLogVo[] | undefined): OrderLogVo | undefined =>
  [...(logs ?? [])].sort(byTime).at(-1);

/**
 * What the order pages show before their content: a skeleton while the order loads, "not found" for an id
 * that is none of the buyer's orders, the error with a retry.
 */
export function OrderGate({
  title,
  id,
  query,
  children,
}: {
  title: string;
  id: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data: unknown };
  children: () => ReactNode;
}) {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const missing = !id || (query.error instanceof ApiError && query.error.key === "orderNotFound");
  return (
    <WapPage title={title}>
      {missing ? (
        <div className={k.state} data-testid="order-missing">
          <span className={k.stateIcon}>
            <OrdersIcon size={34} />
          </span>
          <p className={k.stateTitle}>{t("detail.notFound")}</p>
          <Link to={wapPaths.orders()} className={k.btnSolid}>
            {t("detail.backToList")}
          </Link>
        </div>
      ) : query.isError ? (
        <div className={k.state} role="alert">
          <p className={k.stateTitle}>{errorText(query.error)}</p>
          <button type="button" className={k.btnGhost} onClick={() => void query.refetch()}>
            {t("common.retry", { ns: "pages" })}
          </button>
        </div>
      ) : !query.data ? (
        <div aria-busy="true">
          <span className={k.skeleton} style={{ blockSize: 120 }} />
          <span className={k.skeleton} style={{ blockSize: 240 }} />
        </div>
      ) : (
        children()
      )}
    </WapPage>
  );
}
