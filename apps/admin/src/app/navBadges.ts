import type { ConsoleMe } from "@mall/contract";
import { badgeOf, useDeskUnread } from "../features/chat/index.ts";
import { useWaiting } from "../features/finance/desk.api.ts";
import { usePendingLoans } from "../features/loans/api.ts";
import { useOrderCount } from "../features/orders/api.ts";
import { useWaitingRefunds } from "../features/refunds/api.ts";
import { can } from "../lib/session.ts";

/**
 * The work waiting behind a navigation entry, by path: confirmed orders to ship, refund requests to decide,
 * deposits to credit, withdrawals to pay out, loan applications to review, and on the desk the conversations
 * waiting for an agent plus the reader's own unread messages.
 */
export function useNavBadges(me: ConsoleMe | undefined): Partial<Record<string, number>> {
  const toShip = useOrderCount("toShip", can(me, "orders"));
  const waiting = useWaitingRefunds(can(me, "refunds"));
  const deposits = useWaiting("deposit", can(me, "deposits"));
  const withdrawals = useWaiting("withdrawal", can(me, "withdrawals"));
  const loans = usePendingLoans(can(me, "loans"));
  const desk = useDeskUnread(can(me, "service"));
  return {
    "/orders": toShip.data || undefined,
    "/refunds": waiting.data || undefined,
    "/deposits": deposits.data || undefined,
    "/withdrawals": withdrawals.data || undefined,
    "/loans": loans.data || undefined,
    "/desk": badgeOf(desk.data),
  };
}
