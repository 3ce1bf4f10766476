import { centsToWire, pageParams } from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction } from "../http/actions.ts";
import { partyBalances } from "./balances.ts";
import { walletRecords } from "./records.ts";

/** The seller app's money calls: the store owner's wallet and its records. */
export const sellerWalletActions: AnyAction[] = [
  action({
    name: "merchant/wallet!get",
    method: "POST",
    auth: "seller",
    params: z.object({}),
    handler: async (ctx) => {
      const partyId = ctx.user?.partyId ?? 0;
      const b = await partyBalances(ctx.db, partyId);
      const [sums] = await ctx.db.query<{ profit: bigint; settled: number; open: number }>(
        `select coalesce(sum(profit) filter (where settled_at is not null and return_status <> 2), 0)::bigint profit,
           count(*) filter (where settled_at is not null)::int settled,
           count(*) filter (where status in (1, 2, 3))::int open
         from mall_order where seller_id = $1`,
        [ctx.user?.sellerId ?? 0],
      );
      return {
        money: centsToWire(b.available),
        frozenMoney: centsToWire(b.frozen),
        profit: centsToWire(sums?.profit ?? 0n),
        settledOrders: sums?.settled ?? 0,
        openOrders: sums?.open ?? 0,
      };
    },
  }),
  action({
    name: "merchant/wallet!records",
    method: "POST",
    auth: "seller",
    params: z.object(pageParams),
    handler: async (ctx) => walletRecords(ctx.db, ctx.user?.partyId ?? 0, ctx.params),
  }),
];
