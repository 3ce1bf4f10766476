import { RETURN_STATUS, ORDER_STATUS as S } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { StoreIcon } from "../../../components/goods/icons.tsx";
import { ArrowIcon, TruckIcon } from "../../../components/icons.tsx";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { useSession } from "../../../lib/session.ts";
import { useOrderGoods, useOrderInfo, useOrderLogs } from "../api.ts";
import { AddressBlock, OrderProgress, PriceSummary, RefundBlock } from "../DetailBlocks.tsx";
import { actionsFor, orderDue, orderIdOf, statusKey } from "../order-policy.ts";
import { StatusBadge } from "../StatusBadge.tsx";
import { isolatedTime, WireTime } from "../WireTime.tsx";
import { useWapOrderCommands } from "./useWapOrderCommands.tsx";
import { WapOrderActions } from "./WapOrderActions.tsx";
import { WapOrderLines } from "./WapOrderLines.tsx";
import { latestLog, OrderGate, useLogText } from "./WapOrderParts.tsx";
import s from "./WapOrders.module.css";

/**
 * /wap/order?id=: the status and what can be done next (in the bar at the bottom), the latest step of the
 * parcel (its whole history one tap away), the address, the goods and amounts, the refund or cancellation.
 */
export default function WapOrderPage() {
  const { t } = useTranslation("orders");
  const { t: w } = useTranslation("wap");
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const id = orderIdOf(params.get("id"));
  const info = useOrderInfo(id);
  const goods = useOrderGoods(id);
  const logs = useOrderLogs(id);
  const commands = useWapOrderCommands();
  const logText = useLogText();

  if (!loggedIn) return <Navigate to={wapPaths.login(`/wap/order?${params}`)} replace />;
  return (
    <OrderGate title={w("pages.WapOrderPage")} id={id} query={info}>
      {() => {
        const o = info.data;
        if (!o) return null;
        const due = orderDue(o);
        const last = latestLog(logs.data);
        const hasBar = actionsFor(o, commands.remindedHere(o.id)).some((a) => a !== "logistics");
        const refunded = o.status === S.refund && o.returnStatus === RETURN_STATUS.refunded;
        return (
          <div data-testid="order-detail">
            <section className={s.hero}>
              <StatusBadge status={o.status} returnStatus={o.returnStatus} />
              <h2 className={s.heroTitle}>{t(`statusText.${refunded ? "refunded" : statusKey(o.status)}`)}</h2>
              <p className={s.heroMeta}>
                <span>
                  {t("card.number")} <bdi className={s.mono}>{o.id}</bdi>
                </span>
                <span>{t("detail.placedAt", { time: isolatedTime(o.createTime) })}</span>
              </p>
            </section>
            {o.status >= S.unpaid && o.status <= S.reviewed && (
              <section className={k.card} aria-label={t("detail.progress")}>
                <OrderProgress o={o} />
              </section>
            )}
            <section className={k.card} aria-labelledby="wap-logistics-title">
              <Link to={wapPaths.logistics(o.id)} className={s.row} data-testid="order-logistics-row">
                <TruckIcon size={22} className={s.icon} />
                <span className={s.rowText}>
                  <strong id="wap-logistics-title">{t("detail.logistics")}</strong>
                  <span>{last ? logText(last) : t("detail.noLogs")}</span>
                  {last && <WireTime value={last.createTime} className={s.rowSub} />}
                </span>
                <ArrowIcon size={18} className={s.chevron} />
              </Link>
            </section>
            <section className={k.card} aria-labelledby="wap-address-title">
              <h3 id="wap-address-title" className={k.cardTitle}>
                {t("detail.address")}
              </h3>
              <AddressBlock o={o} />
            </section>
            {(o.returnStatus > 0 || o.status === S.refund) && (
              <section className={k.card} aria-labelledby="wap-refund-title">
                <h3 id="wap-refund-title" className={k.cardTitle}>
                  {t("detail.refund.title")}
                </h3>
                <RefundBlock o={o} />
              </section>
            )}
            {o.status === S.cancelled && o.cancelReason ? (
              <section className={k.card} aria-labelledby="wap-cancel-title">
                <h3 id="wap-cancel-title" className={k.cardTitle}>
                  {t("detail.cancelReason")}
                </h3>
                <p className={k.muted}>{t(`reasons.${o.cancelReason}`)}</p>
              </section>
            ) : null}
            <section className={k.card} aria-labelledby="wap-goods-title">
              <h3 id="wap-goods-title" className={k.cardTitle}>
                <Link to={wapPaths.store(o.sellerId)} className={s.cardStore}>
                  <StoreIcon size={16} />
                  <span>{o.sellerName}</span>
                </Link>
              </h3>
              {goods.data ? (
                <WapOrderLines lines={goods.data} />
              ) : (
                <span className={k.skeleton} style={{ blockSize: 90 }} />
              )}
              <PriceSummary o={o} />
            </section>
            {hasBar && (
              <>
                <div className={k.barSpace} />
                <div className={k.bar}>
                  <WapOrderActions
                    order={o}
                    due={due}
                    commands={commands}
                    details={false}
                    logistics={false}
                    className={s.barActions}
                  />
                </div>
              </>
            )}
            {commands.sheets}
          </div>
        );
      }}
    </OrderGate>
  );
}
