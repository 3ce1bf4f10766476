import type { Cents } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { actionsFor, type OrderAction } from "../order-policy.ts";
import s from "./WapOrders.module.css";
import type { WapOrderCommands } from "./useWapOrderCommands.tsx";

const SOLID: ReadonlySet<OrderAction> = new Set(["pay", "receipt", "review"]);

/**
 * The buttons an order offers in its state (the desktop's order policy): pay, cancel, remind and receipt run
 * in place; refund, review and logistics open their /wap pages.
 */
export function WapOrderActions({
  order,
  due,
  commands,
  details = true,
  logistics = true,
  className,
}: {
  order: { id: string; status: number; reminded: 0 | 1 };
  due: Cents;
  commands: WapOrderCommands;
  /** The list links to the details; the detail page does not. */
  details?: boolean;
  /** The detail page shows the parcel's progress as a row of its own. */
  logistics?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("orders");
  const actions = actionsFor(order, commands.remindedHere(order.id)).filter((a) => logistics || a !== "logistics");
  const cls = (a: OrderAction) => (SOLID.has(a) ? k.btnSolid : k.btnGhost);
  const links: Partial<Record<OrderAction, string>> = {
    refund: wapPaths.refund(order.id),
    review: wapPaths.review(order.id),
    logistics: wapPaths.logistics(order.id),
  };
  if (!actions.length && !details) return null;
  return (
    <div className={`${s.actions} ${className ?? ""}`}>
      {details && (
        <Link to={wapPaths.order(order.id)} className={k.btnGhost} data-testid="order-details">
          {t("actions.details")}
        </Link>
      )}
      {actions.map((a) => {
        const to = links[a];
        if (to)
          return (
            <Link key={a} to={to} className={cls(a)} data-testid={`order-${a}`}>
              {t(`actions.${a}`)}
            </Link>
          );
        if (a === "reminded")
          return (
            <button key={a} type="button" className={cls(a)} disabled data-testid="order-reminded">
              {t("actions.reminded")}
            </button>
          );
        return (
          <button
            key={a}
            type="button"
            className={cls(a)}
            disabled={commands.busy}
            onClick={() => commands.start(a as "pay" | "cancel" | "remind" | "receipt", { id: order.id, due })}
            data-testid={`order-${a}`}
          >
            {t(`actions.${a}`)}
          </button>
        );
      })}
    </div>
  );
}
