import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import o from "./orders.module.css";
import type { OrderRef } from "./ref.ts";

/** The order a dialog acts on, in one line: picture, number, buyer, store and amount. */
export function OrderSummary({ order }: { order: OrderRef }) {
  const { t } = useTranslation();
  return (
    <div className={o.summary}>
      {order.goodsIcon && <img className={`${p.thumb} ${p.thumbBig}`} src={order.goodsIcon} alt="" />}
      <div className={o.summaryText}>
        <span className={p.strong}>
          <span className={p.num}>{order.id}</span>
        </span>
        <span className={p.caption}>{order.goodsName}</span>
        <span className={p.caption}>{t("orders.summaryLine", { buyer: order.username, store: order.store })}</span>
      </div>
      <div className={p.spacer} />
      <span className={p.amount}>{usdt(order.total)} USDT</span>
    </div>
  );
}
