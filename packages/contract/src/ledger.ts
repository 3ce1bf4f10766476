import { z } from "zod";
import { id, pageOf, pageParams, sends, strictPageParams } from "./params.ts";

/**
 * The wallet answers of the three doors (ledger/wallet.ts builds them): one balance part, extended per door.
 * Amounts are wire numbers with two decimals, read through parseCents/formatAmount, never added as floats.
 */

/** The balance part every wallet answer starts with: the available and the frozen money. */
export const walletBalance = z.object({ money: z.number(), frozenMoney: z.number() });
export type WalletBalance = z.infer<typeof walletBalance>;

/** `wallet!getUsdt` (contract 3.8): the buyer's balance; rebate is always 0 here. */
export const usdtBalance = walletBalance.extend({ rebate: z.number() });
export type UsdtBalance = z.infer<typeof usdtBalance>;

/** One ledger movement of a party's available money, as its owner (or the console) sees it. */
export const walletRecord = z.object({
  id: z.string(),
  /** The journal entry it belongs to (wallet!entry opens it). */
  txnId: z.string(),
  /** available or frozen. */
  account: z.string(),
  createTime: z.string().nullable(),
  /** The journal entry's kind: grant, order-pay, order-settle, order-refund ... */
  category: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  /** The business record the movement belongs to (an order id), when there is one. */
  ref: z.string().nullable(),
  memo: z.string(),
});
export type WalletRecord = z.infer<typeof walletRecord>;
export const walletRecordPage = pageOf(walletRecord);

/** `merchant/wallet!get`: the store owner's balance, profit of settled orders and order counts. */
export const merchantWallet = walletBalance.extend({
  profit: z.number(),
  settledOrders: z.number(),
  openOrders: z.number(),
});
export type MerchantWallet = z.infer<typeof merchantWallet>;

/** `console/wallet!get`: a party's balance and a page of its records. */
export const consoleWallet = walletBalance.extend({ records: walletRecordPage });
export type ConsoleWallet = z.infer<typeof consoleWallet>;

/** `console/ledger!check`: the ledger's invariants over the whole database. */
export const ledgerReport = z.object({
  transactions: z.number(),
  postings: z.number(),
  /** Journal entries whose postings do not sum to zero. */
  unbalanced: z.array(z.object({ txnId: z.string(), total: z.string() })),
  /** Accounts whose stored balance differs from the sum of their postings. */
  drifted: z.array(z.object({ accountId: z.string(), balance: z.string(), postings: z.string() })),
  /** Accounts below zero that may not be. */
  negative: z.array(z.object({ accountId: z.string(), balance: z.string() })),
  ok: z.boolean(),
});
export type LedgerReport = z.infer<typeof ledgerReport>;

// ---- Params

/** `console/wallet!grant`: a memo of 2–200 characters and at most 1,000,000.00 USDT per grant. */
export const GRANT_MEMO_MIN = 2;
export const GRANT_MEMO_MAX = 200;
export const GRANT_MAX_CENTS = 100_000_000n;
/** The idempotency key the console draws per grant form (the server accepts 8–64 letters, digits, dashes). */
export const GRANT_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The kinds of movement a wallet page filters by (a journal entry's kind begins with one of them). */
export const WALLET_RECORD_KINDS = ["deposit", "withdraw", "order", "grant", "loan"] as const;
export const walletRecordsParams = z.object({
  ...pageParams,
  kind: sends<string | undefined>()(
    z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(WALLET_RECORD_KINDS).optional()),
  ),
});
/** One journal entry as a party may see it: its own lines by account, the rest by their platform account. */
export const walletEntryParams = z.object({
  txnId: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/),
});
export const walletEntryVo = z.object({
  txnId: z.string(),
  kind: z.string(),
  ref: z.string().nullable(),
  memo: z.string(),
  createTime: z.string(),
  lines: z.array(z.object({ account: z.string(), own: z.boolean(), amount: z.number() })),
});
export type WalletEntry = z.infer<typeof walletEntryVo>;
export const consoleWalletParams = z.object({ partyId: id(), ...strictPageParams() });
export const grantParams = z.object({
  partyId: id(),
  /** Checked by the command (parseCents, GRANT_MAX_CENTS): a bad amount is amountOverLimit. */
  amount: z.string().trim().max(20),
  memo: z.string().trim().min(GRANT_MEMO_MIN).max(GRANT_MEMO_MAX),
  /** Chosen by the console per form submission: the same request twice credits once. */
  requestId: z.string().trim().regex(GRANT_REQUEST_ID),
});
export const GRANT_PARAM_ERRORS = {
  amount: "amountOverLimit",
  memo: "paramMissing",
  requestId: "paramMissing",
} as const;
