import { DEPOSIT_COINS, type DepositCoin, TX_HASH, type WalletSettings } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { isUniqueViolation } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import { parseDecimal, toUsdtCents } from "./amounts.ts";
import { moneyOrderNo } from "./order-no.ts";
import { rateOf, settingCents } from "./settings.ts";

/** Who asks: the party, and its role (a TEST account may not move money, as the original refused). */
export type Depositor = { partyId: number; role: string };

export type NewDeposit = {
  method: "chain" | "provider" | "bank";
  channelId?: string;
  coin: string;
  network?: string;
  channelAddress?: string;
  /** What was paid, as typed: a coin amount or a fiat amount. */
  volume: string;
  currency?: string;
  rate: string;
  amount: bigint;
  img?: string;
  txHash?: string;
  fromAddress?: string;
  bankName?: string;
  bankCardNo?: string;
  provider?: string;
  payOrders?: string[];
};

/**
 * Reads a typed amount the way the original's checks read it (contract-money-chat §3.2): missing, not a
 * number, not above zero. `places` caps its decimals (2 for USDT, 8 for BTC).
 */
export function typedAmount(text: string, places: number): string {
  const t = text.trim();
  if (!/^\d+(\.\d+)?$/.test(t)) fail("depositAmountNotNumber");
  const d = parseDecimal(t);
  if (!d || d.units === 0n) return fail("depositAmountNotPositive");
  if (d.places > places || d.units.toString().length - d.places > 12) fail("depositAmountNotNumber");
  return t;
}

/** The USDT value of a typed amount at a rate, checked against the platform's and the channel's bounds. */
export function valueWithinLimits(
  volume: string,
  rate: string,
  s: WalletSettings,
  channel?: { min_cents: bigint; max_cents: bigint },
): bigint {
  const v = parseDecimal(volume);
  const r = parseDecimal(rate);
  if (!v || !r) return fail("depositAmountNotNumber");
  const cents = toUsdtCents(v, r);
  const min =
    channel && channel.min_cents > settingCents(s, "recharge_limit_min")
      ? channel.min_cents
      : settingCents(s, "recharge_limit_min");
  const max =
    channel && channel.max_cents < settingCents(s, "recharge_limit_max")
      ? channel.max_cents
      : settingCents(s, "recharge_limit_max");
  if (cents < min || cents <= 0n) fail("depositBelowMinimum");
  if (cents > max) fail("depositAboveMaximum");
  return cents;
}

export function mayMoveMoney(who: Depositor) {
  if (who.role === "TEST" || who.role === "STAFF") fail("noPermission");
}

/**
 * Writes a pending deposit. The database holds one unfinished deposit per party (deposit_one_pending): of
 * two requests at once, the second finds the first and is refused with the original's sentence.
 */
export async function insertDeposit(q: Queryable, who: Depositor, d: NewDeposit, now: Date): Promise<string> {
  mayMoveMoney(who);
  const id = moneyOrderNo(now);
  try {
    await q.query(
      `insert into deposit (id, party_id, method, channel_id, coin, network, channel_address, volume, currency, rate,
         amount, img, tx_hash, from_address, bank_name, bank_card_no, provider, pay_orders, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9, $10::numeric, $11, $12, $13, $14, $15, $16, $17, $18::text[], $19)`,
      [
        id,
        who.partyId,
        d.method,
        d.channelId ?? null,
        d.coin,
        d.network ?? "",
        d.channelAddress ?? "",
        d.volume,
        d.currency ?? "",
        d.rate,
        d.amount,
        d.img ?? "",
        d.txHash ?? "",
        d.fromAddress ?? "",
        d.bankName ?? "",
        d.bankCardNo ?? "",
        d.provider ?? "",
        d.payOrders ?? null,
        now,
      ],
    );
  } catch (e) {
    if (isUniqueViolation(e) && String((e as { constraint?: string }).constraint ?? "").includes("pending")) {
      fail("unfinishedDeposit");
    }
    if (isUniqueViolation(e)) fail("tooFrequent");
    throw e;
  }
  return id;
}

type ChannelRow = {
  id: string;
  coin: string;
  network: string;
  address: string;
  min_cents: bigint;
  max_cents: bigint;
};

/**
 * rechargeBlockchain!recharge: an on-chain deposit to one of the platform's channels, with the payment's
 * screenshot and, when the buyer has it, the transaction hash (which lets the desk verify it on the chain).
 * Unlike the original, the channel and its address must be the platform's own.
 */
export async function createChainDeposit(
  q: Queryable,
  who: Depositor,
  p: {
    amount: string;
    coin: string;
    network: string;
    channelAddress?: string;
    img: string;
    tx?: string;
    from?: string;
  },
  s: WalletSettings,
  now: Date,
): Promise<string> {
  const coin = p.coin.trim().toUpperCase();
  const known = (DEPOSIT_COINS as Record<string, (typeof DEPOSIT_COINS)[DepositCoin]>)[coin];
  if (!known) return fail("channelNotOpen");
  const volume = typedAmount(p.amount, known.stable ? 2 : 8);
  const [channel] = await q.query<ChannelRow>(
    `select id, coin, network, address, min_cents, max_cents from deposit_channel
     where coin = $1 and network = $2 and enabled`,
    [coin, p.network.trim().toUpperCase()],
  );
  if (!channel) return fail("depositChainWrong");
  if (p.channelAddress && p.channelAddress.trim() !== channel.address) fail("depositChainWrong");
  const rate = rateOf(s, coin);
  if (!rate) return fail("channelNotOpen");
  const amount = valueWithinLimits(volume, rate, s, channel);
  // One spelling per transaction, so the same one pasted twice is found as used: lower case, 0x on EVM chains.
  const typed = p.tx && TX_HASH.test(p.tx.trim()) ? p.tx.trim().toLowerCase().replace(/^0x/, "") : "";
  const hash = typed && (channel.network === "ERC20" || channel.network === "ETH") ? `0x${typed}` : typed;
  return insertDeposit(
    q,
    who,
    {
      method: "chain",
      channelId: channel.id,
      coin,
      network: channel.network,
      channelAddress: channel.address,
      volume,
      rate,
      amount,
      img: p.img,
      txHash: hash,
      fromAddress: p.from?.trim() === "123" ? "" : (p.from?.trim() ?? ""),
    },
    now,
  );
}

/** rechargeBank!recharge (ours): a bank transfer in a currency with a rate, reviewed by staff. */
export async function createBankDeposit(
  q: Queryable,
  who: Depositor,
  p: { amount: string; currency: string; bankName: string; bankCardNo: string; img: string },
  s: WalletSettings,
  now: Date,
): Promise<string> {
  const currency = p.currency.toUpperCase();
  const rate = rateOf(s, currency);
  if (!rate || currency === "USDT" || currency === "USDC") return fail("fiatTypeInvalid");
  const volume = typedAmount(p.amount, 2);
  const amount = valueWithinLimits(volume, rate, s);
  return insertDeposit(
    q,
    who,
    {
      method: "bank",
      coin: currency,
      currency,
      volume,
      rate,
      amount,
      img: p.img,
      bankName: p.bankName,
      bankCardNo: p.bankCardNo.replace(/\s+/g, " "),
    },
    now,
  );
}
