import { randomBytes } from "node:crypto";
import bs58check from "bs58check";
import { privateKeyToAddress } from "viem/accounts";
import type { Db } from "../db/db.ts";

/**
 * The demo's deposit channels. Their receiving addresses are made fresh for each install from random bytes
 * whose keys are thrown away: valid for their networks (so the pages and the checks work), owned by nobody.
 * Real funds sent there are lost; the platform sets its own addresses in the console.
 */
export async function seedWalletChannels(db: Db): Promise<void> {
  const [any] = await db.query("select 1 from deposit_channel limit 1");
  if (any) return;
  const evm = privateKeyToAddress(`0x${randomBytes(32).toString("hex")}`);
  const tron = bs58check.encode(Buffer.concat([Buffer.from([0x41]), randomBytes(20)]));
  const btc = bs58check.encode(Buffer.concat([Buffer.from([0x00]), randomBytes(20)]));
  const channels = [
    ["USDT", "TRC20", tron, "", "1", "100000", 19],
    ["USDT", "ERC20", evm, "0xdac17f958d2ee523a2206206994597c13d831ec7", "10", "100000", 12],
    ["USDC", "ERC20", evm, "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48", "10", "100000", 12],
    ["BTC", "BTC", btc, "", "10", "100000", 3],
    ["ETH", "ETH", evm, "", "10", "100000", 12],
  ] as const;
  for (const [coin, network, address, token, min, max, confirmations] of channels) {
    await db.query(
      `insert into deposit_channel (coin, network, address, token_contract, min_cents, max_cents, confirmations)
       values ($1, $2, $3, $4, $5::bigint * 100, $6::bigint * 100, $7) on conflict do nothing`,
      [coin, network, address, token, min, max, confirmations],
    );
  }
}
