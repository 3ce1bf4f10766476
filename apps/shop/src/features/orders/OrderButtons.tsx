import type { Cents } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { actionsFor, type OrderAction } from "./order-policy.ts";
import s from "./orders.module.css";
import type { useOrderCommands } from "./useOrderCommands.tsx";

const SOLID: ReadonlySet<OrderAction> = new Set(["pay", "receipt", "review"]);

/**
 * The buttons an order offers in its state (order-policy.ts). Pay, cancel, remind and receipt run here;
 * refund and review open their pages, logistics the detail's timeline.
 */
export function OrderButtons({
  order,
  due,
  commands,
  details = true,
}: {
  order: { id: string; status: number; reminded: 0 | 1 };
  due: Cents;
  commands: ReturnType<typeof useOrderCommands>;
  /** The list shows a link to the details; the detail page does not. */
  details?: boolean;
}) {
  const { t } = useTranslation("orders");
  const id = encodeURIComponent(order.id);
  const actions = actionsFor(order, commands.remindedHere(order.id)).filter((a) => details || a !== "logistics");
  const cls = (a: OrderAction) => (SOLID.has(a) ? s.btnSolid : s.btnGhost);
  return (
    <div className={s.actions}>
      {actions.map((a) => {
        switch (a) {
          case "refund":
            return (
              <Link key={a} to={`/userInfo/order-return?id=${id}`} className={cls(a)} data-testid="order-refund">
                {t("actions.refund")}
              </Link>
            );
          case "review":
            return (
              <Link key={a} to={`/userInfo/order-evaluation?id=${id}`} className={cls(a)} data-testid="order-review">
                {t("actions.review")}
              </Link>
            );
          case "logistics":
            return (
              <Link key={a} to={`/userInfo/order-detail?id=${id}#logistics`} className={cls(a)}>
                {t("actions.logistics")}
              </Link>
            );
          case "reminded":
            return (
              <button key={a} type="button" className={cls(a)} disabled data-testid="order-reminded">
                {t("actions.reminded")}
              </button>
            );
          default:
            return (
              <button
                key={a}
                type="button"
                className={cls(a)}
                disabled={commands.busy}
                onClick={() => commands.start(a, { id: order.id, due })}
                data-testid={`order-${a}`}
              >
                {t(`actions.${a}`)}
              </button>
            );
        }
      })}
      {details && (
        <Link to={`/userInfo/order-detail?id=${id}`} className={s.btnLink} data-testid="order-details">
          {t("actions.details")}
        </Link>
      )}
    </div>
  );
}
