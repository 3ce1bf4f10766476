import { type MerchantOrderDetail, ORDER_STATUS } from "@mall/contract";
import { Button } from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "@mall/ui";
import { GoodsThumb } from "../../components/GoodsThumb.tsx";
import { MapPinIcon, TruckIcon } from "../../components/icons.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { useOrder } from "./api.ts";
import { ConfirmBox } from "./ConfirmBox.tsx";
import { OrderStatus } from "./OrderStatus.tsx";
import { awaitsStore } from "./status.ts";
import s from "./orders.module.css";

/** One order in full: what to do with it, its goods and money, where it goes, and its history. */
export function OrderDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation("seller");
  const order = useOrder(id);
  const d = order.data?.orderInfo.id === id ? order.data : undefined;
  return (
    <Dialog
      side
      open={id !== undefined}
      onClose={onClose}
      width="min(600px, 100vw)"
      testId="order-drawer"
      title={
        <span className={s.drawerTitle}>
          {t("orders.detailTitle")} <bdi className={`${p.num} ${p.mono}`}>{id}</bdi>
        </span>
      }
      description={
        d && (
          <span className={s.drawerMeta}>
            <OrderStatus status={d.orderInfo.status} returnStatus={d.orderInfo.returnStatus} />
            <span className={p.num}>{when(d.orderInfo.createTime)}</span>
            <span>· {d.orderInfo.username}</span>
          </span>
        )
      }
      footer={<Button onClick={onClose}>{t("ui.close")}</Button>}
    >
      {!d ? (
        <p className={p.loading}>{order.isError ? t("orders.loadFailed") : t("ui.loading")}</p>
      ) : (
        <div className={s.drawerBody}>
          {awaitsStore(d.orderInfo.status) && <ConfirmBox order={d} />}
          <Lines order={d} />
          <Money order={d} />
          <Delivery order={d} />
          {d.orderInfo.status === ORDER_STATUS.refund && <Refund order={d} />}
          <History order={d} />
        </div>
      )}
    </Dialog>
  );
}

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className={s.section}>
      <h3 className={s.sectionTitle}>
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Lines({ order }: { order: MerchantOrderDetail }) {
  const { t } = useTranslation("seller");
  return (
    <Section title={t("orders.lines", { n: order.orderInfo.goodsCount })}>
      <ul className={s.lines}>
        {order.goods.map((l) => (
          <li key={`${l.sellerGoodsId}-${l.skuId}`} className={s.line}>
            <GoodsThumb src={l.goodsIcon} size={52} />
            <div className={s.lineText}>
              <span className={p.goodsName} dir="auto">
                {l.goodsName}
              </span>
              {l.attrs && (
                <span className={p.caption} dir="auto">
                  {l.attrs}
                </span>
              )}
              <span className={`${p.caption} ${p.num}`}>{t("orders.lineCost", { cost: usdt(l.systemPrice) })}</span>
            </div>
            <div className={s.lineFigures}>
              <span className={p.num}>
                {usdt(l.goodsReal)} × {l.goodsNum}
              </span>
              <span className={`${p.num} ${p.caption} ${l.profit >= 0 ? p.positive : p.negative}`}>
                {t("orders.lineProfit", { amount: usdt(l.profit) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Money({ order: { orderInfo: o } }: { order: MerchantOrderDetail }) {
  const { t } = useTranslation("seller");
  const row = (label: string, value: number, opts: { strong?: boolean; sign?: "-" | "+"; tone?: string } = {}) => (
    <div className={`${s.moneyRow} ${opts.strong ? s.moneyStrong : ""}`}>
      <dt>{label}</dt>
      <dd className={`${p.num} ${opts.tone ?? ""}`}>
        {opts.sign === "-" && value > 0 ? "−" : ""}
        {usdt(value)}
      </dd>
    </div>
  );
  return (
    <Section title={t("orders.money")}>
      <div className={s.moneyGrid}>
        <dl className={s.moneyList}>
          <div className={s.moneyHead}>{t("orders.buyerPaid")}</div>
          {row(t("orders.goodsValue"), o.prizeOriginal)}
          {o.discount > 0 && row(t("orders.discount"), o.discount, { sign: "-" })}
          {row(t("orders.freight"), o.fees)}
          {row(t("orders.tax"), o.tax)}
          {row(t("orders.total"), o.totalPrice, { strong: true })}
        </dl>
        <dl className={s.moneyList}>
          <div className={s.moneyHead}>{t("orders.yourShare")}</div>
          {row(t("orders.sales"), o.prizeReal)}
          {row(t("orders.wholesale"), o.systemPrice, { sign: "-" })}
          {row(t("orders.profit"), o.profit, { strong: true, tone: o.profit >= 0 ? p.positive : p.negative })}
          <p className={s.moneyNote}>{t("orders.shareNote")}</p>
        </dl>
      </div>
    </Section>
  );
}

function Delivery({ order: { orderInfo: o } }: { order: MerchantOrderDetail }) {
  const { t } = useTranslation("seller");
  const place = [o.city, o.province, o.country].filter(Boolean).join(", ");
  return (
    <Section title={t("orders.delivery")} icon={<MapPinIcon size={16} />}>
      <div className={s.address}>
        <strong dir="auto">{o.contacts || "—"}</strong>
        <span dir="auto">{o.address}</span>
        <span dir="auto">
          {place}
          {o.postcode && (
            <>
              {" "}
              <bdi className={p.num}>{o.postcode}</bdi>
            </>
          )}
        </span>
        <span className={s.contactLine}>
          {o.phone && <bdi className={p.num}>{o.phone}</bdi>}
          {o.email && <bdi dir="ltr">{o.email}</bdi>}
        </span>
      </div>
      {o.shipmentTradeNo && (
        <div className={s.shipment}>
          <TruckIcon size={16} />
          <span>
            {o.shipmentProvider} · <bdi className={`${p.num} ${p.mono}`}>{o.shipmentTradeNo}</bdi>
          </span>
        </div>
      )}
      <dl className={s.times}>
        {(
          [
            ["placed", o.createTime],
            ["paid", o.payTime],
            ["shipped", o.pushTime],
            ["received", o.receiptTime],
          ] as const
        ).map(([k, v]) => (
          <div key={k}>
            <dt>{t(`orders.time.${k}`)}</dt>
            <dd className={p.num}>{when(v)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function Refund({ order: { orderInfo: o } }: { order: MerchantOrderDetail }) {
  const { t } = useTranslation("seller");
  return (
    <Section title={t("orders.refundTitle")}>
      <div className={s.refund}>
        <OrderStatus status={o.status} returnStatus={o.returnStatus} />
        {o.returnDetail && <p dir="auto">{o.returnDetail}</p>}
        {o.refundRemark && (
          <p className={p.caption} dir="auto">
            {t("orders.refundRemark")}: {o.refundRemark}
          </p>
        )}
      </div>
    </Section>
  );
}

function History({ order }: { order: MerchantOrderDetail }) {
  const { t } = useTranslation("seller");
  return (
    <Section title={t("orders.history")}>
      <ol className={s.history} data-testid="order-log">
        {[...order.logs].reverse().map((l, i) => (
          <li key={l.id} className={i === 0 ? s.historyLatest : undefined}>
            <span className={s.historyDot} aria-hidden="true" />
            <span className={s.historyText}>{t(`orderLog.${l.key}`, { defaultValue: l.log })}</span>
            <span className={`${p.caption} ${p.num}`}>{when(l.createTime)}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
