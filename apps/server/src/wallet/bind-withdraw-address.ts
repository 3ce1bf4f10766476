import { WITHDRAW_PROTOCOLS, type WithdrawProtocol } from "@mall/contract";
import type { Db } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { checkChainAddress } from "./chain-address.ts";

const isProtocol = (p: string): p is WithdrawProtocol => Object.hasOwn(WITHDRAW_PROTOCOLS, p);

/** The address in its network's form, or the catalogue's refusal: an unknown protocol, or a failed checksum. */
export function withdrawAddressOf(protocol: string, raw: string): string {
  if (!isProtocol(protocol)) return fail("protocolNotSupported");
  const checked = checkChainAddress(WITHDRAW_PROTOCOLS[protocol], raw);
  // OMNI (USDT on Bitcoin) lives on legacy and P2SH addresses only, as the original required ("1…"/"3…").
  if (!checked.ok || (protocol === "OMNI" && !/^[13]/.test(checked.address))) return fail("withdrawAddressInvalid");
  return checked.address;
}

/**
 * user!bindWithdrawAddress: the first binding needs nothing more (as the original); once bound, the address
 * changes only for a caller who gave the fund password (`fundPasswordChecked`, checked by the route under the
 * lock-out), else 用户已绑定过提现地址. One statement decides, so two tabs binding at once store one address, and
 * each binding or change is kept in withdraw_address_change.
 */
export async function bindWithdrawAddress(
  db: Db,
  o: {
    partyId: number;
    protocol: string;
    coin: string;
    raw: string;
    fundPasswordChecked: boolean;
    ip: string;
    now: Date;
  },
): Promise<void> {
  const address = withdrawAddressOf(o.protocol, o.raw);
  await db.tx(async (tx) => {
    const [before] = await tx.query<{ address: string }>(
      "select address from withdraw_address where party_id = $1 for update",
      [o.partyId],
    );
    if (before && !o.fundPasswordChecked) return fail("oneWithdrawAddress");
    const [stored] = await tx.query(
      `insert into withdraw_address (party_id, coin, protocol, address, updated_at) values ($1, $2, $3, $4, $5)
       on conflict (party_id) do ${
         before
           ? "update set coin = excluded.coin, protocol = excluded.protocol, address = excluded.address, updated_at = excluded.updated_at"
           : "nothing"
       }
       returning party_id`,
      [o.partyId, o.coin, o.protocol, address, o.now],
    );
    // A first binding raced by another: that one stands.
    if (!stored) return fail("oneWithdrawAddress");
    await tx.query(
      `insert into withdraw_address_change (party_id, coin, protocol, address, previous, ip, changed_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [o.partyId, o.coin, o.protocol, address, before?.address ?? null, o.ip, o.now],
    );
  });
}
