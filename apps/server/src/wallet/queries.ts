import type { Queryable } from "../db/db.ts";

/** The binding part of withdraw!withdraw_open: the bound address, coin and protocol ("" before binding). */
export async function withdrawOpen(q: Queryable, partyId: number) {
  const [row] = await q.query<{ coin: string; protocol: string; address: string }>(
    "select coin, protocol, address from withdraw_address where party_id = $1",
    [partyId],
  );
  return {
    coinType: row?.coin ?? "",
    chainName: row?.protocol ?? "",
    openWithdrawAddressBinding: 1 as const,
    existWithdrawAddress: row?.address ?? "",
  };
}
