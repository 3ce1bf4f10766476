import { type ConsoleOrderDetail, canTransition, ORDER_LIFECYCLE } from "@mall/contract";
import { Button, Dialog } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { DetailList, DetailSection } from "../../components/DetailList.tsx";
import p from "../../components/page.module.css";
import { when } from "../../lib/format.ts";
import { useOrder } from "./api.ts";
import { OrderAmounts, OrderLines } from "./OrderLines.tsx";
import { OrderTimeline } from "./OrderTimeline.tsx";
import o from "./orders.module.css";
import { type OrderRef, refOfDetail } from "./ref.ts";
import { OrderStatusBadge, RefundStateBadge, reasonText } from "./status.tsx";

/** What the lifecycle lets the platform do with an order in `status`: a manual refund, shipping. */
const can = (status: number, event: "manualRefund" | "ship") => canTransition(ORDER_LIFECYCLE, status, event);

/** One order in full: people, address, goods, money on both sides, refund and the log as a timeline. */
export function OrderDrawer({
  id,
  onClose,
  onShip,
  onRefund,
}: {
  id: string | undefined;
  onClose: () => void;
  /** Absent where shipping is not offered. */
  onShip?: ((order: OrderRef) => void) | undefined;
  /** Absent when the staff member may not refund. */
  onRefund: ((order: OrderRef) => void) | undefined;
}) {
  const { t } = useTranslation();
  const order = useOrder(id);
  const d = order.data?.orderInfo.id === id ? order.data : undefined;
  const info = d?.orderInfo;
  return (
    <Dialog
      side
      width="600px"
      open={id !== undefined}
      onClose={onClose}
      title={t("orders.detail.title", { id })}
      description={
        info && (
          <span className={o.headline}>
            <OrderStatusBadge status={info.status} />
            <RefundStateBadge returnStatus={info.returnStatus} />
            <span className={p.num}>{when(info.createTime)}</span>
          </span>
        )
      }
      footer={
        d && (
          <>
            <Button onClick={onClose}>{t("ui.close")}</Button>
            {onRefund && can(d.orderInfo.status, "manualRefund") && (
              <Button variant="danger" onClick={() => onRefund(refOfDetail(d))} data-testid="drawer-refund">
                {t("orders.refund.action")}
              </Button>
            )}
            {onShip && can(d.orderInfo.status, "ship") && (
              <Button variant="primary" onClick={() => onShip(refOfDetail(d))} data-testid="drawer-ship">
                {t("orders.ship.action")}
              </Button>
            )}
          </>
        )
      }
    >
      {!d ? <p className={p.muted}>{t("ui.loading")}</p> : <OrderDetail d={d} />}
    </Dialog>
  );
}

function OrderDetail({ d }: { d: ConsoleOrderDetail }) {
  const { t } = useTranslation();
  const i = d.orderInfo;
  const place = [i.address, i.city, i.province, i.country].filter(Boolean).join(", ");
  return (
    <>
      <DetailSection title={t("orders.detail.summary")}>
        <DetailList
          items={[
            { key: "buyer", label: t("orders.col.buyer"), value: <span className={p.strong}>{i.username}</span> },
            { key: "store", label: t("orders.col.store"), value: `${i.sellerName} · #${i.sellerId}` },
            { key: "paid", label: t("orders.detail.paid"), value: <span className={p.num}>{when(i.payTime)}</span> },
            {
              key: "purchased",
              label: t("orders.detail.purchase"),
              value: i.purchStatus === 1 ? t("orders.detail.purchased") : t("orders.detail.notPurchased"),
            },
            {
              key: "shipped",
              label: t("orders.detail.shipped"),
              value: i.shipmentTradeNo ? (
                <span className={p.whoText}>
                  <span>
                    <span className={p.num}>{when(i.pushTime)}</span>
                  </span>
                  <span className={p.caption}>
                    {i.shipmentProvider} · <span className={p.mono}>{i.shipmentTradeNo}</span>
                  </span>
                </span>
              ) : (
                "—"
              ),
            },
            {
              key: "received",
              label: t("orders.detail.received"),
              value: <span className={p.num}>{when(i.receiptTime)}</span>,
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("orders.detail.delivery")}>
        <DetailList
          items={[
            { key: "contacts", label: t("orders.detail.contact"), value: i.contacts || "—" },
            {
              key: "phone",
              label: t("orders.detail.phone"),
              value: i.phone ? <span className={p.num}>+{i.phone}</span> : "—",
            },
            { key: "email", label: t("orders.detail.email"), value: i.email || "—" },
            {
              key: "address",
              label: t("orders.detail.address"),
              value: place ? (
                <span className={o.address}>
                  <span>{place}</span>
                  {i.postcode && <span className={p.caption}>{i.postcode}</span>}
                </span>
              ) : (
                "—"
              ),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("orders.detail.goods", { n: i.goodsCount })}>
        <OrderLines lines={d.goods} />
      </DetailSection>
      <DetailSection title={t("orders.detail.amounts")}>
        <OrderAmounts info={i} />
      </DetailSection>
      {(i.returnStatus > 0 || i.returnReason) && (
        <DetailSection title={t("orders.detail.refund")}>
          <DetailList
            items={[
              {
                key: "state",
                label: t("orders.col.refund"),
                value: <RefundStateBadge returnStatus={i.returnStatus} />,
              },
              { key: "reason", label: t("orders.detail.reason"), value: reasonText(t, i.returnReason) },
              { key: "detail", label: t("orders.detail.reasonDetail"), value: i.returnDetail || "—" },
              {
                key: "requested",
                label: t("orders.detail.requested"),
                value: <span className={p.num}>{when(i.refundTime)}</span>,
              },
              { key: "remark", label: t("orders.detail.remark"), value: i.refundRemark || "—" },
            ]}
          />
        </DetailSection>
      )}
      <DetailSection title={t("orders.detail.log")}>
        <OrderTimeline logs={d.logs} />
      </DetailSection>
    </>
  );
}
