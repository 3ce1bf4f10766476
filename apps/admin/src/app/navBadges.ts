import type { ConsoleMe } from "@mall/contract";
import { useOrderCount } from "../features/orders/api.ts";
import { useWaitingRefunds } from "../features/refunds/api.ts";
import { can } from "../lib/session.ts";

/** The work waiting behind a navigation entry, by path: confirmed orders to ship, refund requests to decide. */
export function useNavBadges(me: ConsoleMe | undefined): Partial<Record<string, number>> {
  const toShip = useOrderCount("toShip", can(me, "orders"));
  const waiting = useWaitingRefunds(can(me, "refunds"));
  return { "/orders": toShip.data || undefined, "/refunds": waiting.data || undefined };
}
