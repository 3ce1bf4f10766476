import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { useErrorText } from "../../../lib/error-text.ts";
import { useSession } from "../../../lib/session.ts";
import { useOrderInfo, useOrderLogs } from "../api.ts";
import { LogisticsTimeline } from "../LogisticsTimeline.tsx";
import { orderIdOf } from "../order-policy.ts";
import { StatusBadge } from "../StatusBadge.tsx";
import { OrderGate } from "./WapOrderParts.tsx";
import s from "./WapOrders.module.css";

/** /wap/order/logistics?id=: the parcel's carrier and number, and the order's history, oldest first. */
export default function WapLogisticsPage() {
  const { t } = useTranslation("orders");
  const { t: w } = useTranslation("wap");
  const errorText = useErrorText();
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const id = orderIdOf(params.get("id"));
  const info = useOrderInfo(id);
  const logs = useOrderLogs(id);

  if (!loggedIn) return <Navigate to={wapPaths.login(`/wap/order/logistics?${params}`)} replace />;
  return (
    <OrderGate title={w("pages.WapLogisticsPage")} id={id} query={info}>
      {() =>
        info.data && (
          <>
            <section className={k.card}>
              <dl className={s.facts}>
                <div>
                  <dt>{t("card.number")}</dt>
                  <dd>
                    <bdi className={s.mono}>{info.data.id}</bdi>
                  </dd>
                </div>
                <div>
                  <dt>{t("detail.refund.state")}</dt>
                  <dd>
                    <StatusBadge status={info.data.status} returnStatus={info.data.returnStatus} />
                  </dd>
                </div>
              </dl>
            </section>
            <section className={k.card} aria-labelledby="wap-log-title" data-testid="logistics">
              <h2 id="wap-log-title" className={k.cardTitle}>
                {t("detail.logistics")}
              </h2>
              {logs.isPending ? (
                <span className={k.skeleton} style={{ blockSize: 120 }} />
              ) : logs.isError ? (
                <p className={k.alert} role="alert">
                  {errorText(logs.error)}
                </p>
              ) : (
                <LogisticsTimeline
                  logs={logs.data}
                  carrier={info.data.shipmentProvider}
                  trackingNo={info.data.shipmentTradeNo}
                />
              )}
            </section>
          </>
        )
      }
    </OrderGate>
  );
}
