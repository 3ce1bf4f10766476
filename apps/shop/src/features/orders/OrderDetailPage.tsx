import { RETURN_STATUS, ORDER_STATUS as S } from "@mall/contract";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { StoreIcon } from "../../components/goods/icons.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { OrdersIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { usePageTitle } from "../site/index.ts";
import { useOrderGoods, useOrderInfo, useOrderLogs } from "./api.ts";
import { BackToOrders } from "./BackToOrders.tsx";
import { AddressBlock, OrderProgress, PriceSummary, RefundBlock } from "./DetailBlocks.tsx";
import s from "./detail.module.css";
import { LogisticsTimeline } from "./LogisticsTimeline.tsx";
import { OrderButtons } from "./OrderButtons.tsx";
import { OrderLines } from "./OrderLines.tsx";
import { orderDue, orderIdOf, statusKey, statusTone } from "./order-policy.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import { useOrderCommands } from "./useOrderCommands.tsx";
import { isolatedTime } from "./WireTime.tsx";

/**
 * /userInfo/order-detail?id=: the status and what can be done next, the history with the parcel's carrier
 * and number, the delivery address, the goods and the amounts, and the refund when one was asked for.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const id = orderIdOf(params.get("id"));
  const info = useOrderInfo(id);
  const goods = useOrderGoods(id);
  const logs = useOrderLogs(id);
  const commands = useOrderCommands();
  usePageTitle(t("detail.title"));

  // "Track parcel" opens this page at the timeline once it is there to scroll to.
  useEffect(() => {
    if (hash === "#logistics" && logs.isSuccess)
      document.getElementById("logistics")?.scrollIntoView({ block: "start" });
  }, [hash, logs.isSuccess]);

  const o = info.data;
  const missing = !id || (info.error instanceof ApiError && info.error.key === "orderNotFound");

  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <div className={u.titleStack}>
          <BackToOrders />
          <h1 className={u.panelTitle}>{t("detail.title")}</h1>
        </div>
      </header>
      {missing ? (
        <EmptyState
          icon={<OrdersIcon size={40} />}
          title={t("detail.notFound")}
          action={
            <Link to="/userInfo/my-order?index=2" className={u.btnPrimary}>
              {t("detail.backToList")}
            </Link>
          }
        />
      ) : info.isError ? (
        <ErrorState text={errorText(info.error)} onRetry={() => void info.refetch()} />
      ) : !o ? (
        <div className={s.body}>
          <Skeleton height={150} radius={12} />
          <Skeleton height={220} radius={12} />
        </div>
      ) : (
        <div className={s.body} data-testid="order-detail">
          <div className={`${s.hero} ${s[`hero_${statusTone(o.status)}`]}`}>
            <div className={s.heroMain}>
              <p className={s.heroStatus}>
                <StatusBadge status={o.status} returnStatus={o.returnStatus} />
              </p>
              <h2 className={s.heroTitle}>
                {t(
                  `statusText.${o.status === S.refund && o.returnStatus === RETURN_STATUS.refunded ? "refunded" : statusKey(o.status)}`,
                )}
              </h2>
              <p className={s.heroMeta}>
                <span>
                  {t("card.number")} <bdi className={s.mono}>{o.id}</bdi>
                </span>
                <span>{t("detail.placedAt", { time: isolatedTime(o.createTime) })}</span>
                <Link to={`/store?id=${o.sellerId}`} className={s.heroStore}>
                  <StoreIcon size={14} />
                  {o.sellerName}
                </Link>
              </p>
            </div>
            <div className={s.heroActions}>
              <OrderButtons order={o} due={orderDue(o)} commands={commands} details={false} />
            </div>
          </div>
          {o.status >= S.unpaid && o.status <= S.reviewed && <OrderProgress o={o} />}

          <div className={s.grid}>
            <section className={s.block} id="logistics" aria-labelledby="logistics-title">
              <h3 id="logistics-title" className={s.blockTitle}>
                {t("detail.logistics")}
              </h3>
              {logs.isPending ? (
                <Skeleton height={120} />
              ) : logs.isError ? (
                <p className={s.muted}>{errorText(logs.error)}</p>
              ) : (
                <LogisticsTimeline logs={logs.data} carrier={o.shipmentProvider} trackingNo={o.shipmentTradeNo} />
              )}
            </section>
            <div className={s.side}>
              <section className={s.block} aria-labelledby="address-title">
                <h3 id="address-title" className={s.blockTitle}>
                  {t("detail.address")}
                </h3>
                <AddressBlock o={o} />
              </section>
              {(o.returnStatus > 0 || o.status === S.refund) && (
                <section className={s.block} aria-labelledby="refund-title">
                  <h3 id="refund-title" className={s.blockTitle}>
                    {t("detail.refund.title")}
                  </h3>
                  <RefundBlock o={o} />
                </section>
              )}
              {o.status === S.cancelled && o.cancelReason ? (
                <section className={s.block} aria-labelledby="cancel-title">
                  <h3 id="cancel-title" className={s.blockTitle}>
                    {t("detail.cancelReason")}
                  </h3>
                  <p className={s.plain}>{t(`reasons.${o.cancelReason}`)}</p>
                </section>
              ) : null}
            </div>
          </div>

          <section className={s.block} aria-labelledby="goods-title">
            <h3 id="goods-title" className={s.blockTitle}>
              {t("detail.goods")}
            </h3>
            <div className={s.goods}>
              {goods.data ? <OrderLines lines={goods.data} /> : <Skeleton height={90} />}
              <PriceSummary o={o} />
            </div>
          </section>
        </div>
      )}
      {commands.dialogs}
    </section>
  );
}
