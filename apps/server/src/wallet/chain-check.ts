import { type ChainCheckVo, DEPOSIT_COINS } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { type ChainReader, depositCheckLines, matchDeposit } from "./chain-reader.ts";

/**
 * The desk's hash check of a deposit: null without a hash; "not configured" when no reader knows the
 * network (approval stays by hand, as in the original); otherwise what the chain says, item by item.
 */
export async function chainCheckOf(
  q: Queryable,
  reader: ChainReader | undefined,
  orderNo: string,
): Promise<(ChainCheckVo & { logIndex: number | null }) | null> {
  const [d] = await q.query<{
    coin: string;
    network: string;
    tx_hash: string;
    volume: string;
    address: string | null;
    token_contract: string | null;
    confirmations: number | null;
  }>(
    `select d.coin, d.network, d.tx_hash, trim_scale(d.volume)::text volume, c.address, c.token_contract, c.confirmations
     from deposit d left join deposit_channel c on c.id = d.channel_id where d.id = $1 and d.method = 'chain'`,
    [orderNo],
  );
  if (!d?.tx_hash) return null;
  if (!reader?.networks.includes(d.network) || !d.address) {
    return { configured: false, verified: false, items: [], error: null, logIndex: null };
  }
  try {
    const tx = await reader.transaction(d.network, d.tx_hash);
    const used = await q.query<{ deposit_id: string }>(
      "select deposit_id from chain_credit where network = $1 and tx_hash = $2 and deposit_id <> $3",
      [d.network, d.tx_hash, orderNo],
    );
    const check = matchDeposit({
      receivingAddress: d.address,
      tokenContract: d.token_contract ?? "",
      decimals: DEPOSIT_COINS[d.coin as keyof typeof DEPOSIT_COINS]?.decimals ?? 18,
      minConfirmations: d.confirmations ?? 12,
      expectedVolume: d.volume,
      tx,
      usedBefore: used.length > 0,
    });
    return {
      configured: true,
      verified: check.verified,
      items: depositCheckLines(check),
      error: null,
      logIndex: check.configured ? check.logIndex : null,
    };
  } catch (e) {
    return { configured: true, verified: false, items: [], error: (e as Error).message.slice(0, 200), logIndex: null };
  }
}
