import { centsToWire, type WalletBalance } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { partyBalances } from "./balances.ts";

/**
 * The balance part of every wallet answer (wallet!getUsdt, merchant/wallet!get, console/wallet!get): built
 * once here, each door adds its own fields beside it.
 */
export async function walletBalanceOf(q: Queryable, partyId: number): Promise<WalletBalance> {
  const b = await partyBalances(q, partyId);
  return { money: centsToWire(b.available), frozenMoney: centsToWire(b.frozen) };
}
