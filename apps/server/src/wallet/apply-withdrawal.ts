import { BANK_CARD_NO, toWireDate, type WalletSettings } from "@mall/contract";
import { startOfDay } from "../accounts/index.ts";
import type { Queryable } from "../db/db.ts";
import { isUniqueViolation } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import { postEntry } from "../ledger/post.ts";
import { parseDecimal, percentOf } from "./amounts.ts";
import { type Depositor, mayMoveMoney } from "./create-deposit.ts";
import { moneyOrderNo } from "./order-no.ts";
import { settingCents } from "./settings.ts";

export type BankFields = {
  bankName?: string;
  bankUserName?: string;
  bankCardNo?: string;
  routingNum?: string;
  accountAddress?: string;
  bankAddress?: string;
  countryName?: string;
  swiftCode?: string;
};

/** The USDT amount of a withdrawal as typed: digits with at most two decimals, above zero. */
export function withdrawCents(text: string): bigint {
  const t = text.trim();
  if (!/^\d{1,12}(\.\d+)?$/.test(t)) fail("withdrawAmountNotNumber");
  const d = parseDecimal(t);
  if (!d || d.units === 0n) return fail("withdrawAmountNotPositive");
  if (d.places > 2) fail("withdrawAmountNotNumber");
  return (d.units * 100n) / 10n ** BigInt(d.places);
}

/** The fee of a withdrawal in cents (rounded down) at its channel's percent. */
export function withdrawalFee(s: WalletSettings, channel: string, cents: bigint): bigint {
  return percentOf(cents, channel === "bank" ? s.withdraw_other_channel_fee_part_bank : s.withdraw_fee);
}

/** Whether `now` falls inside the daily window "HH:mm-HH:mm" (platform time, both ends excluded as the original). */
export function insideWindow(window: string, now: Date): boolean {
  const m = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(window);
  if (!m) return true;
  const t = (toWireDate(now) ?? "").slice(11, 19);
  const start = `${m[1]}:00`;
  const end = `${m[2]}:00`;
  return start <= end ? t > start && t < end : t > start || t < end;
}

/** The checks of withdraw!apply that need no lock, in the original's order (contract-money-chat §3.4). */
export async function checkWithdrawalRules(
  q: Queryable,
  partyId: number,
  cents: bigint,
  s: WalletSettings,
  now: Date,
): Promise<void> {
  if (cents < settingCents(s, "withdraw_limit")) fail("withdrawBelowMinimum");
  if (cents > settingCents(s, "withdraw_limit_max")) fail("withdrawAboveMaximum");
  const perDay = Number(s.withdraw_limit_num);
  if (perDay > 0) {
    const [row] = await q.query<{ n: number }>(
      "select count(*)::int n from withdrawal where party_id = $1 and created_at >= $2",
      [partyId, startOfDay(now)],
    );
    if ((row?.n ?? 0) >= perDay) fail("withdrawTooMany");
  }
  if (!insideWindow(s.withdrawal_time, now)) fail("withdrawOutsideHours");
}

/**
 * withdraw!apply, after the fund password and the single-use token: writes the pending withdrawal and moves
 * its whole amount (fee included) from available to frozen in one journal entry, in one transaction. The
 * database holds one pending withdrawal per party; a balance that does not cover it is refused (余额不足)
 * and nothing is written.
 */
export async function applyWithdrawal(
  tx: Queryable,
  who: Depositor,
  p: { cents: bigint; channel: string; to?: string; bank: BankFields },
  s: WalletSettings,
  now: Date,
): Promise<string> {
  mayMoveMoney(who);
  let coin = "USDT";
  let network = "";
  let to = "";
  if (p.channel === "bank") {
    if (!p.bank.bankName) fail("bankNameRequired");
    if (!p.bank.bankUserName) fail("paramMissing");
    if (!p.bank.bankCardNo || !BANK_CARD_NO.test(p.bank.bankCardNo)) fail("bankCardInvalid");
    coin = "USD";
    to = [p.bank.bankUserName, p.bank.bankCardNo, p.bank.bankName].join(",");
  } else {
    const [bound] = await tx.query<{ coin: string; protocol: string; address: string }>(
      "select coin, protocol, address from withdraw_address where party_id = $1",
      [who.partyId],
    );
    if (!bound) return fail("withdrawAddressNotBound");
    if (p.channel.toUpperCase() !== bound.coin) fail("channelNotOpen");
    if (p.to && p.to.trim() !== bound.address) fail("withdrawAddressMismatch");
    coin = bound.coin;
    network = bound.protocol;
    to = bound.address;
  }
  const fee = withdrawalFee(s, p.channel, p.cents);
  const arrival = p.cents - fee;
  if (arrival <= 0n) fail("withdrawBelowMinimum");
  const id = moneyOrderNo(now);
  const b = p.bank;
  try {
    await tx.query(
      `insert into withdrawal (id, party_id, channel, coin, network, to_address, volume, fee, arrival, bank_name,
         bank_user_name, bank_card_no, routing_num, account_address, bank_address, country_name, swift_code,
         needs_two, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      [
        id,
        who.partyId,
        p.channel === "bank" ? "bank" : coin,
        coin,
        network,
        to,
        p.cents,
        fee,
        arrival,
        b.bankName ?? "",
        b.bankUserName ?? "",
        b.bankCardNo ?? "",
        b.routingNum ?? "",
        b.accountAddress ?? "",
        b.bankAddress ?? "",
        b.countryName ?? "",
        b.swiftCode ?? "",
        p.cents > settingCents(s, "withdraw_two_person_above"),
        now,
      ],
    );
  } catch (e) {
    if (isUniqueViolation(e) && String((e as { constraint?: string }).constraint ?? "").includes("pending")) {
      fail("unfinishedWithdraw");
    }
    if (isUniqueViolation(e)) fail("tooFrequent");
    throw e;
  }
  await postEntry(tx, {
    kind: "withdraw-apply",
    ref: id,
    idempotencyKey: `withdraw:${id}`,
    memo: `提现订单[${id}]`,
    at: now,
    postings: [
      { account: { party: who.partyId, code: "available" }, amount: -p.cents },
      { account: { party: who.partyId, code: "frozen" }, amount: p.cents },
    ],
  });
  return id;
}
