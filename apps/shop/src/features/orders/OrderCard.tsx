import { formatAmount, type OrderListItemVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StoreIcon } from "../../components/goods/icons.tsx";
import { Money } from "../../components/goods/Price.tsx";
import { OrderButtons } from "./OrderButtons.tsx";
import { OrderLines } from "./OrderLines.tsx";
import { orderDue } from "./order-policy.ts";
import s from "./orders.module.css";
import { StatusBadge } from "./StatusBadge.tsx";
import type { useOrderCommands } from "./useOrderCommands.tsx";
import { WireTime } from "./WireTime.tsx";

/** One order of the list: store, date, number and status; its goods; the total; what can be done next. */
export function OrderCard({
  order,
  commands,
}: {
  order: OrderListItemVo;
  commands: ReturnType<typeof useOrderCommands>;
}) {
  const { t } = useTranslation("orders");
  const due = orderDue(order);
  // Isolated (FSI…PDI) so the amount keeps its own direction inside a right-to-left sentence.
  const money = (v: number) => `\u2068${t("money.amount", { ns: "pages", amount: formatAmount(v) })}\u2069`;
  return (
    <article
      className={s.card}
      data-testid="order-card"
      data-order={order.id}
      aria-label={t("card.label", { id: order.id })}
    >
      <header className={s.cardHead}>
        <Link to={`/store?id=${order.sellerId}`} className={s.cardStore}>
          <StoreIcon size={16} />
          <span>{order.goodsFrom}</span>
        </Link>
        <span className={s.cardMeta}>
          <WireTime value={order.createTime} />
          <span className={s.dot} aria-hidden="true" />
          <span>
            {t("card.number")} <bdi className={s.mono}>{order.id}</bdi>
          </span>
        </span>
        <StatusBadge status={order.status} returnStatus={order.returnStatus} />
      </header>
      <div className={s.cardBody}>
        <OrderLines lines={order.goods} />
        <div className={s.cardSum}>
          <span className={s.sumLabel}>{t("card.total")}</span>
          <Money value={due} className={s.sumValue} />
          <span className={s.sumNote}>{t("card.freight", { amount: money(order.fees) })}</span>
          <span className={s.sumNote}>{t("card.tax", { amount: money(order.tax) })}</span>
          <span className={s.sumNote}>{t("card.items", { count: order.goodsCount })}</span>
        </div>
        <OrderButtons order={order} due={due} commands={commands} />
      </div>
    </article>
  );
}
