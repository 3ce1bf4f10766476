import type { OrderListItemVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StoreIcon } from "../../../components/goods/icons.tsx";
import { Money } from "../../../components/goods/Price.tsx";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { orderDue } from "../order-policy.ts";
import { StatusBadge } from "../StatusBadge.tsx";
import type { WapOrderCommands } from "./useWapOrderCommands.tsx";
import { WapOrderActions } from "./WapOrderActions.tsx";
import { WapOrderLines } from "./WapOrderLines.tsx";
import s from "./WapOrders.module.css";

/** One order of the list: store and status, its goods (tap for the details), the total, what can be done. */
export function WapOrderCard({ order, commands }: { order: OrderListItemVo; commands: WapOrderCommands }) {
  const { t } = useTranslation("orders");
  const due = orderDue(order);
  return (
    <article
      className={s.card}
      data-testid="order-card"
      data-order={order.id}
      aria-label={t("card.label", { id: order.id })}
    >
      <header className={s.cardHead}>
        <Link to={wapPaths.store(order.sellerId)} className={s.cardStore}>
          <StoreIcon size={16} />
          <span>{order.goodsFrom}</span>
        </Link>
        <StatusBadge status={order.status} returnStatus={order.returnStatus} />
      </header>
      <Link to={wapPaths.order(order.id)} className={s.cardLines} aria-label={t("actions.details")} tabIndex={-1}>
        <WapOrderLines lines={order.goods} />
      </Link>
      <div className={s.cardSum}>
        <span>{t("card.items", { count: order.goodsCount })}</span>
        <span className={s.cardTotal}>
          {t("card.total")} <Money value={due} />
        </span>
      </div>
      <WapOrderActions order={order} due={due} commands={commands} />
    </article>
  );
}
