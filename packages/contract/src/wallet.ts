import { z } from "zod";
import { safewordParam } from "./account-params.ts";
import { lifecycle } from "./lifecycle.ts";
import { intOr, optionalInt, optionalText, pageOf, sends, strictPageParams } from "./params.ts";

/**
 * The USDT wallet's deposits and withdrawals (issue 11, decision 0014): wire shapes of api-contract.md 3.8.
 */

/**
 * The protocols a withdrawal address may be bound for (`user!bindWithdrawAddress`'s `blockchain_name`), and the
 * network whose checksum the address must pass: OMNI is USDT on Bitcoin, legacy or P2SH addresses ("1…"/"3…").
 */
export const WITHDRAW_PROTOCOLS = { TRC20: "TRC20", ERC20: "ERC20", OMNI: "BTC" } as const;
export type WithdrawProtocol = keyof typeof WITHDRAW_PROTOCOLS;

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * `user!bindWithdrawAddress`: binding is once, as the original's; changing a bound address needs the fund
 * password (`safeword`, ours).
 */
export const bindWithdrawAddressParams = z.object({
  blockchain_name: z.string().trim().max(20),
  coin: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,10}$/)
    .transform((c) => c.toUpperCase()),
  channel_address: z.string().trim().min(1).max(100),
  safeword: sends<string | undefined>()(z.preprocess(blank, safewordParam.optional())),
});

/** `rechargeBlockchain!recharge_open`: a single-use token for the next deposit or withdrawal request. */
export const moneyTokenVo = z.object({ session_token: z.string() });

/**
 * `withdraw!withdraw_open`: a token, and the bound withdrawal address ("" before binding). Withdrawals go to
 * the bound address only, so `openWithdrawAddressBinding` is always 1 (the original's must_bind_withdraw_address).
 */
export const withdrawOpenVo = z.object({
  session_token: z.string(),
  coinType: z.string(),
  chainName: z.string(),
  openWithdrawAddressBinding: z.literal(1),
  existWithdrawAddress: z.string(),
});

// ---- Deposits and withdrawals (issue 11, decision 0014)

/** Deposit and withdrawal states on the wire (contract 4.2): 0 processing, 1 success, 2 failed. */
export const MONEY_STATES = { pending: 0, ok: 1, failed: 2 } as const;
export type MoneyState = (typeof MONEY_STATES)[keyof typeof MONEY_STATES];
const S = MONEY_STATES;

/**
 * A deposit: staff approve or refuse an on-chain or bank deposit; a provider's signed callback settles its
 * own (paid or failed); an unpaid provider deposit expires (30 minutes) or is replaced by the buyer's next
 * one. Each moves a pending row once; only a provider's confirmed payment may still credit a deposit that
 * expired here, since that money did arrive.
 */
export const DEPOSIT_LIFECYCLE = lifecycle({
  table: "deposit",
  column: "state",
  transitions: {
    approve: { from: [S.pending], to: S.ok, refused: "alreadyReviewed" },
    refuse: { from: [S.pending], to: S.failed, refused: "alreadyReviewed" },
    paid: { from: [S.pending, S.failed], to: S.ok, refused: "alreadyReviewed" },
    unpaid: { from: [S.pending], to: S.failed, refused: "alreadyReviewed" },
  },
});
export type DepositEvent = keyof typeof DEPOSIT_LIFECYCLE.transitions;

/**
 * A withdrawal: staff pay it out (above the two-person amount, the second approver's approval pays) or refuse
 * it (the money goes back). A paid one can never be refused (the original refunded a paid one again).
 */
export const WITHDRAWAL_LIFECYCLE = lifecycle({
  table: "withdrawal",
  column: "state",
  transitions: {
    payOut: { from: [S.pending], to: S.ok, refused: "alreadyReviewed" },
    refuse: { from: [S.pending], to: S.failed, refused: "alreadyReviewed" },
  },
});
export type WithdrawalEvent = keyof typeof WITHDRAWAL_LIFECYCLE.transitions;

/** Coins a deposit channel may take, their networks, and the places their amounts are typed with. */
export const DEPOSIT_COINS = {
  USDT: { networks: ["TRC20", "ERC20"], decimals: 6, stable: true },
  USDC: { networks: ["ERC20"], decimals: 6, stable: true },
  BTC: { networks: ["BTC"], decimals: 8, stable: false },
  ETH: { networks: ["ETH"], decimals: 18, stable: false },
} as const;
export type DepositCoin = keyof typeof DEPOSIT_COINS;
/** Places a typed coin amount may have (the PC page allows 6; BTC needs 8). */
export const VOLUME_PLACES = 8;
/** A coin amount as typed: digits with at most VOLUME_PLACES decimals, read exactly (never as a float). */
export const VOLUME_TEXT = /^\d{1,12}(\.\d{1,8})?$/;
/** A USDT amount as typed: at most two decimals (spec point 5). */
export const USDT_TEXT = /^\d{1,12}(\.\d{1,2})?$/;
/** A transaction hash as the networks write them: 64 hex digits, 0x-prefixed on EVM chains. */
export const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;
/** Our order numbers: yyMMddHHmmss and 8 random digits (contract 3.8). */
export const MONEY_ORDER_NO = /^\d{20}$/;
/** A bank card or account number (IBAN included): 4–34 letters, digits, spaces or dashes. */
export const BANK_CARD_NO = /^[0-9A-Za-z -]{4,34}$/;
/** Proof pictures are our own uploads. */
export const PROOF_IMAGE = /^\/media\/uploads\/[A-Za-z0-9._-]+$/;

const text = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
const needed = (max: number) => z.preprocess(blank, z.string().trim().min(1).max(max));
const wireText = <T extends z.ZodType>(s: T) => sends<string | undefined>()(s);
const wireNeeded = <T extends z.ZodType>(s: T) => sends<string>()(s);

/** The original's Page (records of contract 3.8): `page_no` from 1, `page_size` (8 on the wallet page). */
export const moneyPageParams = z.object({
  page_no: intOr(1, 10_000, 1),
  page_size: intOr(1, 50, 8),
});
export const moneyPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ elements: z.array(item), pageSize: z.number(), thisPageNumber: z.number(), totalElements: z.number() });
export const orderNoParams = z.object({ order_no: wireNeeded(needed(20).pipe(z.string().regex(MONEY_ORDER_NO))) });

/** `channelBlockchain!list`: a deposit channel with its receiving address and a QR picture of it. */
export const channelVo = z.object({
  id: z.string(),
  coin: z.string(),
  blockchain_name: z.string(),
  /** The QR picture's URL (a PNG made by the server). */
  img: z.string().nullable(),
  /** The same picture as a data: URL. */
  img_str: z.string().nullable(),
  address: z.string().nullable(),
  /** The coin's price in USDT (1 for stablecoins; the console's rate for BTC and ETH), not a fee. */
  fee: z.number(),
  recharge_limit_min: z.number(),
  recharge_limit_max: z.number(),
  /** True when the network's transactions are read from the chain to help staff verify a deposit. */
  auto: z.boolean(),
});
export type ChannelVo = z.infer<typeof channelVo>;
export const channelListParams = z.object({ coin: wireText(text(10)) });

/** `rechargeBlockchain!fee`: the coin's price in USDT as text ("0" without a symbol). */
export const coinPriceParams = z.object({ symbol: wireText(text(10)) });
export const coinPriceVo = z.object({ price: z.string() });
export const rechargeLimitVo = z.object({ rechargeAmountMin: z.number(), rechargeAmountMax: z.number() });

/**
 * `rechargeBlockchain!recharge`: `amount` is the coin volume typed; `tx` the transaction hash when the buyer
 * pastes one (the original's client sends "123", kept and not verified); `from` is the payer's address.
 */
export const chainDepositParams = z.object({
  session_token: wireNeeded(needed(64)),
  amount: wireNeeded(needed(30)),
  coin: wireNeeded(needed(10)),
  blockchain_name: wireNeeded(needed(20)),
  channel_address: wireText(text(100)),
  img: wireNeeded(needed(300).pipe(z.string().regex(PROOF_IMAGE))),
  from: wireText(text(100)),
  tx: wireText(text(100)),
});
export const CHAIN_DEPOSIT_PARAM_ERRORS = {
  session_token: "moneyTokenSpent",
  amount: "depositAmountRequired",
  coin: "depositCoinRequired",
  blockchain_name: "depositChainWrong",
  channel_address: "depositChainWrong",
  img: "proofRequired",
  from: "paramError",
  tx: "paramError",
} as const;
/** Our answer adds the new deposit's number to the original's `{}`. */
export const depositCreatedVo = z.object({ order_no: z.string() });

/** `rechargeBank!recharge` (ours): a bank transfer in a fiat currency, with the bank's proof, reviewed by staff. */
export const bankDepositParams = z.object({
  session_token: wireNeeded(needed(64)),
  amount: wireNeeded(needed(20)),
  currency: wireNeeded(needed(3).pipe(z.string().regex(/^[A-Za-z]{3}$/))),
  bankName: wireNeeded(needed(100)),
  bankCardNo: wireNeeded(needed(34).pipe(z.string().regex(BANK_CARD_NO))),
  img: wireNeeded(needed(300).pipe(z.string().regex(PROOF_IMAGE))),
});
export const BANK_DEPOSIT_PARAM_ERRORS = {
  session_token: "moneyTokenSpent",
  amount: "depositAmountRequired",
  currency: "fiatTypeRequired",
  bankName: "bankNameRequired",
  bankCardNo: "bankCardInvalid",
  img: "proofRequired",
} as const;

/** A deposit as its owner's records show it (`rechargeBlockchain!list` and `!get`). */
export const depositVo = z.object({
  order_no: z.string(),
  coin: z.string(),
  /** USDT credited (or to be credited), two decimals as text. */
  amount: z.string(),
  /** The coin (or fiat) amount paid, as typed. */
  volume: z.string(),
  state: z.number(),
  createTime: z.string(),
  create_time: z.string(),
  reviewTime: z.string().nullable(),
  failure_msg: z.string(),
  hash: z.string(),
  tx: z.string(),
  address: z.string(),
  from: z.string(),
  channel_address: z.string(),
  img: z.string(),
  symbol: z.string(),
  blockchain_name: z.string(),
  coin_blockchain: z.string(),
  fee: z.number(),
  /** The rate the volume was converted at (USDT per unit). */
  rate: z.string(),
  /** chain, provider or bank. */
  method: z.string(),
  isThirdParty: z.boolean(),
  payUrl: z.string(),
  bankName: z.string(),
  bankCardNo: z.string(),
  currency: z.string(),
});
export type DepositVo = z.infer<typeof depositVo>;
export const depositPage = moneyPageOf(depositVo);

/** `thirdPartyRecharge!getCoinList`: what the configured provider takes, with bounds per currency. */
export const providerProductVo = z.object({
  productType: z.string(),
  range: z.array(z.object({ min_amount: z.number(), max_amount: z.number(), bank_code: z.string() })),
});
export const providerProductList = z.array(providerProductVo);
/** `thirdPartyRecharge!recharge`: the fiat amount and currency (`frenchCurrency`, as the original spells it). */
export const providerDepositParams = z.object({
  session_token: wireNeeded(needed(64)),
  amount: wireNeeded(needed(20)),
  frenchCurrency: wireText(text(3)),
  pageUrl: wireText(text(300)),
});
export const PROVIDER_DEPOSIT_PARAM_ERRORS = {
  session_token: "moneyTokenSpent",
  amount: "depositAmountRequired",
  frenchCurrency: "fiatTypeInvalid",
  pageUrl: "paramError",
} as const;
/** order!payOnline: the orders (comma-separated ids, as order!pay) and the method the buyer picked. */
export const payOnlineParams = z.object({
  /** Checked as order!pay checks it (parseOrderIds: at most 50 of this buyer's unpaid orders). */
  orderId: z.string().trim().min(1).max(2100),
  method: z.enum(["card", "paypal"]),
});
/** The pay page's address (a string, as the original answers). */
export const payUrlVo = z.string();

/** `withdraw!fee`: the fee as a fraction of the amount, and the exchange rate to the asked currency. */
export const withdrawFeeParams = z.object({ channel: wireText(text(10)), exchange_currency: wireText(text(3)) });
export const withdrawFeeVo = z.object({ withdraw_fee: z.number(), exchange_rate: z.number() });
export const withdrawLimitVo = z.object({ withdrawAmountMin: z.number(), withdrawAmountMax: z.number() });
export const withdrawLimitParams = z.object({ channel: wireText(text(10)) });
export const withdrawMinimumVo = z.object({ limit: z.string() });

/**
 * `withdraw!apply`: `amount` in USDT, `from` the destination (the bound address), `channel` the bound coin or
 * "bank" with the bank's fields.
 */
export const withdrawApplyParams = z.object({
  session_token: wireNeeded(needed(64)),
  safeword: wireText(text(40)),
  amount: wireNeeded(needed(20)),
  from: wireText(text(100)),
  channel: wireNeeded(needed(10)),
  currency: wireText(text(3)),
  bankName: wireText(text(100)),
  bankUserName: wireText(text(100)),
  bankCardNo: wireText(text(34)),
  routingNum: wireText(text(34)),
  accountAddress: wireText(text(200)),
  bankAddress: wireText(text(200)),
  countryName: wireText(text(60)),
  swiftCode: wireText(text(11)),
});
export const WITHDRAW_APPLY_PARAM_ERRORS = {
  session_token: "moneyTokenSpent",
  safeword: "fundPasswordLength",
  amount: "withdrawAmountRequired",
  channel: "channelNotOpen",
} as const;

/** A withdrawal as its owner's records show it (`withdraw!list` and `!get`). */
export const withdrawalVo = z.object({
  order_no: z.string(),
  coin: z.string(),
  /** What arrives (the amount less the fee), two decimals as text. */
  amount: z.string(),
  arrivalAmount: z.string(),
  /** The amount taken from the wallet, fee included. */
  volume: z.string(),
  fee: z.string(),
  state: z.number(),
  createTime: z.string(),
  create_time: z.string(),
  reviewTime: z.string().nullable(),
  to: z.string(),
  failure_msg: z.string(),
  /** The payout's transaction hash, once paid. */
  tx: z.string(),
  coin_blockchain: z.string(),
  bank: z.string(),
  bankCardNo: z.string(),
  bankUserName: z.string(),
  routingNum: z.string(),
  accountAddress: z.string(),
  bankAddress: z.string(),
  countryName: z.string(),
  swiftCode: z.string(),
});
export type WithdrawalVo = z.infer<typeof withdrawalVo>;
export const withdrawalPage = moneyPageOf(withdrawalVo);

// ---- The finance desk (console)

/** `console/deposit!queue` and `console/withdrawal!queue`: waiting ones oldest first; any state on request. */
export const moneyQueueParams = z.object({
  state: optionalInt(0, 2),
  /** A party's username, exact, or an order number. */
  q: optionalText(64),
  ...strictPageParams(),
});
/** One row of a desk queue. */
export const moneyQueueRow = z.object({
  orderNo: z.string(),
  partyId: z.number(),
  username: z.string(),
  method: z.string(),
  coin: z.string(),
  network: z.string(),
  volume: z.string(),
  /** USDT: credited for a deposit; taken from the wallet for a withdrawal. */
  amount: z.number(),
  state: z.number(),
  createTime: z.string(),
  /** Seconds since the request. */
  ageSeconds: z.number(),
  /** A withdrawal above the two-person amount: approvals so far. */
  approvals: z.number(),
  needsTwo: z.boolean(),
});
export const moneyQueuePage = pageOf(moneyQueueRow);

/** What the chain says about a deposit's hash (wallet/chain-reader.ts); `configured` false: approve by hand. */
export const chainCheckVo = z.object({
  configured: z.boolean(),
  verified: z.boolean(),
  items: z.array(z.object({ key: z.string(), ok: z.boolean(), detail: z.string() })),
  error: z.string().nullable(),
});
export type ChainCheckVo = z.infer<typeof chainCheckVo>;

const historyRow = z.object({
  kind: z.enum(["deposit", "withdrawal"]),
  orderNo: z.string(),
  amount: z.number(),
  state: z.number(),
  createTime: z.string(),
});
/** `console/deposit!get`: the deposit, the evidence, the party's balance and recent money history. */
export const consoleDepositVo = z.object({
  deposit: depositVo,
  partyId: z.number(),
  username: z.string(),
  balance: z.object({ money: z.number(), frozenMoney: z.number() }),
  history: z.array(historyRow),
  reviewedBy: z.string().nullable(),
  chain: chainCheckVo.nullable(),
  /** The ledger entry that credited it, once approved. */
  txnId: z.string().nullable(),
});
export const consoleWithdrawalVo = z.object({
  withdrawal: withdrawalVo,
  partyId: z.number(),
  username: z.string(),
  balance: z.object({ money: z.number(), frozenMoney: z.number() }),
  history: z.array(historyRow),
  approvals: z.array(z.object({ staff: z.string(), at: z.string() })),
  needsTwo: z.boolean(),
  reviewedBy: z.string().nullable(),
  txnIds: z.array(z.string()),
});
export const deskOrderParams = z.object({ orderNo: z.string().trim().regex(MONEY_ORDER_NO) });
/** Approving a deposit: the USDT credited defaults to the request's; staff may set what really arrived. */
export const approveDepositParams = deskOrderParams.extend({ amount: optionalText(20) });
export const refuseParams = deskOrderParams.extend({ reason: z.string().trim().min(2).max(200) });
/**
 * Paying out a withdrawal: the payout's transaction hash (or the bank's reference), recorded; required of the
 * call that pays (a first approval of a two-person payout may leave it out).
 */
export const payOutParams = deskOrderParams.extend({ payoutRef: optionalText(100) });
export const DESK_PARAM_ERRORS = {
  orderNo: "orderNotFound",
  amount: "amountOverLimit",
  reason: "reasonRequired",
  payoutRef: "payoutRefRequired",
} as const;
/** A two-person payout's first approval answers this instead of paying. */
export const payOutVo = z.object({ paid: z.boolean(), approvals: z.number() });

/** A deposit channel as the console edits it. */
export const channelRow = z.object({
  id: z.string(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  tokenContract: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  confirmations: z.number(),
  enabled: z.boolean(),
});
export const channelRows = z.array(channelRow);
export const saveChannelParams = z.object({
  id: optionalText(40),
  coin: z.enum(["USDT", "USDC", "BTC", "ETH"]),
  network: z.enum(["TRC20", "ERC20", "BTC", "ETH"]),
  address: z.string().trim().min(20).max(100),
  tokenContract: optionalText(42),
  minAmount: z.string().trim().regex(USDT_TEXT),
  maxAmount: z.string().trim().regex(USDT_TEXT),
  confirmations: intOr(0, 1000, 12),
  enabled: z.preprocess((v) => v === true || v === "true" || v === "1" || v === 1, z.boolean()),
});
export const SAVE_CHANNEL_PARAM_ERRORS = {
  coin: "channelNotOpen",
  network: "protocolNotSupported",
  address: "channelAddressInvalid",
  tokenContract: "channelAddressInvalid",
  minAmount: "amountOverLimit",
  maxAmount: "amountOverLimit",
} as const;

/**
 * The wallet's settings (system parameters): rates in USDT per unit (BTC, ETH, fiat currencies), limits in
 * USDT, fees in percent, the daily withdrawal count (0 = no limit) and window ("" = all day), and the amount
 * above which a payout needs two people.
 */
export const WALLET_SETTINGS = [
  "recharge_limit_min",
  "recharge_limit_max",
  "withdraw_fee",
  "withdraw_other_channel_fee_part_bank",
  "withdraw_limit",
  "withdraw_limit_max",
  "withdraw_limit_num",
  "withdrawal_time",
  "withdraw_two_person_above",
  "rate_BTC",
  "rate_ETH",
  "rate_USD",
  "rate_EUR",
  "rate_PHP",
  "rate_THB",
] as const;
export type WalletSetting = (typeof WALLET_SETTINGS)[number];
export const walletSettingsVo = z.object(
  Object.fromEntries(WALLET_SETTINGS.map((k) => [k, z.string()])) as Record<WalletSetting, z.ZodString>,
);
export type WalletSettings = z.infer<typeof walletSettingsVo>;
export const saveWalletSettingsParams = z.object({ code: z.enum(WALLET_SETTINGS), value: z.string().trim().max(40) });

/** `console/ledger!postings`: an account's postings, newest first. */
export const ledgerPostingsParams = z.object({
  partyId: optionalInt(1, 2_147_483_647),
  /** available or frozen for a party; a platform account's code otherwise. */
  code: z.string().trim().max(40),
  ...strictPageParams(),
});
export const ledgerPostingRow = z.object({
  postingId: z.string(),
  txnId: z.string(),
  kind: z.string(),
  ref: z.string().nullable(),
  memo: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  shard: z.number(),
  createTime: z.string(),
});
export const ledgerPostingsVo = z.object({
  balance: z.number(),
  page: pageOf(ledgerPostingRow),
});
export const ledgerEntryParams = z.object({
  txnId: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/),
});
export const ledgerEntryVo = z.object({
  txnId: z.string(),
  kind: z.string(),
  ref: z.string().nullable(),
  memo: z.string(),
  createTime: z.string(),
  createdBy: z.string().nullable(),
  lines: z.array(
    z.object({
      account: z.string(),
      partyId: z.number().nullable(),
      username: z.string().nullable(),
      amount: z.number(),
    }),
  ),
});
/** `console/ledger!reconciliation`: one day, per account class: opening + movements = closing. */
export const reconciliationParams = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export const reconciliationRow = z.object({
  accountClass: z.string(),
  opening: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  payments: z.number(),
  other: z.number(),
  closing: z.number(),
  balanced: z.boolean(),
});
export const reconciliationVo = z.object({ day: z.string(), rows: z.array(reconciliationRow), balanced: z.boolean() });
