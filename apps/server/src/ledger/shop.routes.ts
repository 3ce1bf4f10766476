import { centsToWire, pageParams, type UsdtBalance } from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction } from "../http/actions.ts";
import { partyBalances } from "./balances.ts";
import { walletRecords } from "./records.ts";

/** The buyer's wallet view of the ledger: balance (contract 3.8) and the records of every movement. */
export const walletActions: AnyAction[] = [
  action({
    name: "wallet!getUsdt",
    method: "ANY",
    auth: true,
    params: z.object({}),
    handler: async (ctx): Promise<UsdtBalance> => {
      const b = await partyBalances(ctx.db, ctx.user?.partyId ?? 0);
      return { money: centsToWire(b.available), frozenMoney: centsToWire(b.frozen), rebate: 0 };
    },
  }),
  action({
    name: "wallet!records",
    method: "ANY",
    auth: true,
    params: z.object(pageParams),
    handler: async (ctx) => walletRecords(ctx.db, ctx.user?.partyId ?? 0, ctx.params),
  }),
];
