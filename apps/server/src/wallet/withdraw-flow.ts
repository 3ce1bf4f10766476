import { centsToWire } from "@mall/contract";
import { accountSetting, checkMoneySafeword, checkSecret } from "../accounts/index.ts";
import type { SessionUser } from "../auth/policies.ts";
import type { Db } from "../db/db.ts";
import type { Caches } from "../http/cache.ts";
import { applyWithdrawal, type BankFields, checkWithdrawalRules, withdrawCents } from "./apply-withdrawal.ts";
import { percentToFraction } from "./amounts.ts";
import { bindWithdrawAddress } from "./bind-withdraw-address.ts";
import { issueMoneyToken, spendMoneyToken } from "./money-token.ts";
import { withdrawOpen } from "./queries.ts";
import { rateOf, settingCents, walletSettings } from "./settings.ts";

export type WithdrawRequest = {
  session_token: string;
  safeword?: string;
  amount: string;
  from?: string;
  channel: string;
  bank: BankFields;
};

/**
 * withdraw!apply for the shop and the seller app alike, in the original's order of checks: amount, fund
 * password (under its lock-out), limits, count and window, then the single-use token (spent even when a later
 * check refuses, as the original), then the withdrawal and its ledger entry in one transaction.
 */
export async function requestWithdrawal(
  ctx: { db: Db; caches: Caches; user: SessionUser; now: Date },
  p: WithdrawRequest,
): Promise<string> {
  const { db, user, now } = ctx;
  const cents = withdrawCents(p.amount);
  const channel = p.channel.trim();
  await checkMoneySafeword(db, user.partyId, p.safeword, now);
  const s = await walletSettings(db, ctx.caches);
  await checkWithdrawalRules(db, user.partyId, cents, s, now);
  await spendMoneyToken(db, user.partyId, p.session_token, now);
  return db.tx((tx) =>
    applyWithdrawal(
      tx,
      { partyId: user.partyId, role: user.role },
      { cents, channel: channel.toLowerCase() === "bank" ? "bank" : channel.toUpperCase(), to: p.from, bank: p.bank },
      s,
      now,
    ),
  );
}

export const bankOf = (p: BankFields): BankFields => ({
  bankName: p.bankName,
  bankUserName: p.bankUserName,
  bankCardNo: p.bankCardNo,
  routingNum: p.routingNum,
  accountAddress: p.accountAddress,
  bankAddress: p.bankAddress,
  countryName: p.countryName,
  swiftCode: p.swiftCode,
});

// ---- The handlers the shop's and the seller app's doors share (a store owner withdraws like a buyer)

type Ctx = {
  db: Db;
  caches: Caches;
  user: SessionUser;
  services: { clock: { now(): Date } };
};

/** user!bindWithdrawAddress and merchant/withdraw!bindAddress: a change needs the fund password first. */
export async function bindAddressFor(
  ctx: Ctx & { req: { ip: string } },
  p: { blockchain_name: string; coin: string; channel_address: string; safeword?: string },
): Promise<null> {
  const { db, user } = ctx;
  const now = ctx.services.clock.now();
  if (p.safeword !== undefined) {
    const maxWrong = await accountSetting(ctx, "number_of_wrong_passwords");
    await checkSecret(db, { partyId: user.partyId, kind: "fund", plain: p.safeword, now, maxWrong });
  }
  await bindWithdrawAddress(db, {
    partyId: user.partyId,
    protocol: p.blockchain_name,
    coin: p.coin,
    raw: p.channel_address,
    fundPasswordChecked: p.safeword !== undefined,
    ip: ctx.req.ip,
    now,
  });
  return null;
}

/** withdraw!withdraw_open and merchant/withdraw!open: a token and the bound address. */
export async function openWithdrawal(ctx: Ctx) {
  return {
    session_token: await issueMoneyToken(ctx.db, ctx.user.partyId, ctx.services.clock.now()),
    ...(await withdrawOpen(ctx.db, ctx.user.partyId)),
  };
}

/** withdraw!fee and merchant/withdraw!fee: the fee as a fraction, and the rate of the asked currency. */
export async function withdrawFee(db: Db, caches: Caches, p: { channel?: string; exchange_currency?: string }) {
  const s = await walletSettings(db, caches);
  const rate = rateOf(s, p.exchange_currency?.toUpperCase() ?? "USD");
  const percent = p.channel?.toLowerCase() === "bank" ? s.withdraw_other_channel_fee_part_bank : s.withdraw_fee;
  return { withdraw_fee: percentToFraction(percent), exchange_rate: rate ? 1 / Number(rate) : 1 };
}

/** withdraw!withdrawLimitConfig and merchant/withdraw!limits. */
export async function withdrawLimits(db: Db, caches: Caches) {
  const s = await walletSettings(db, caches);
  return {
    withdrawAmountMin: centsToWire(settingCents(s, "withdraw_limit")),
    withdrawAmountMax: centsToWire(settingCents(s, "withdraw_limit_max")),
  };
}
