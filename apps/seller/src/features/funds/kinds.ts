import { MONEY_STATES, WALLET_RECORD_KINDS, type WalletRecord, type WithdrawalVo } from "@mall/contract";
import type { Tone } from "@mall/ui";

/** The filters above the movements: everything, or the entries whose kind begins with one of these. */
export const RECORD_FILTERS = ["all", ...WALLET_RECORD_KINDS.filter((k) => k !== "loan")] as const;
export type RecordFilter = (typeof RECORD_FILTERS)[number];

/** The address's `kind` as a filter; anything else is "all". */
export const filterOfParam = (v: string | null): RecordFilter =>
  RECORD_FILTERS.find((f) => f === v && f !== "all") ?? "all";

/** The filter as `merchant/wallet!records` takes it (none for "all"). */
export const kindParam = (f: RecordFilter) => (f === "all" ? undefined : f);

/** Journal-entry kinds with a label of their own (`funds.kind.*`); others show as the server names them. */
export const KNOWN_KINDS = [
  "grant",
  "deposit",
  "withdraw",
  "withdraw-apply",
  "withdraw-payout",
  "withdraw-refuse",
  "order-pay",
  "order-purchase",
  "order-settle",
  "order-refund",
  "adjust",
] as const;
export type KnownKind = (typeof KNOWN_KINDS)[number];

export const isKnownKind = (kind: string): kind is KnownKind => (KNOWN_KINDS as readonly string[]).includes(kind);

const KIND_TONE: Partial<Record<KnownKind, Tone>> = {
  grant: "success",
  deposit: "success",
  "withdraw-apply": "warning",
  "withdraw-payout": "info",
  "withdraw-refuse": "danger",
  "order-purchase": "warning",
  "order-settle": "success",
  "order-refund": "info",
};

export const kindTone = (kind: string): Tone => (isKnownKind(kind) ? (KIND_TONE[kind] ?? "neutral") : "neutral");

/**
 * Accounts a journal entry's lines name: the store's own two, another party's ("party", never who), and the
 * platform's. Each has a label (`funds.account.*`); an unknown one shows as it is.
 */
export const KNOWN_ACCOUNTS = [
  "available",
  "frozen",
  "party",
  "platform:deposits",
  "platform:withdrawals",
  "platform:escrow",
  "platform:fees",
  "platform:grants",
  "platform:loans",
  "platform:wholesale",
  "platform:tax",
] as const;
export type KnownAccount = (typeof KNOWN_ACCOUNTS)[number];

export const isKnownAccount = (a: string): a is KnownAccount => (KNOWN_ACCOUNTS as readonly string[]).includes(a);

/** The i18n key of an account's label: `platform:fees` → "funds.account.platform-fees". */
export const accountKey = (a: KnownAccount) => `funds.account.${a.replace(":", "-")}`;

/**
 * Whether a movement says which of the store's accounts it moved: always for the frozen one, and for the
 * withdrawal entries, whose money goes from available to frozen and back.
 */
export const showsAccount = (r: Pick<WalletRecord, "account" | "category">) =>
  r.account !== "available" || r.category.startsWith("withdraw");

/** What a movement's `ref` points at: an order of the store, a withdrawal, or nothing to open. */
export type RefTarget = { to: "order" | "withdrawal"; id: string } | undefined;

export function refTarget(r: Pick<WalletRecord, "category" | "ref">): RefTarget {
  if (!r.ref) return undefined;
  if (r.category.startsWith("order-")) return { to: "order", id: r.ref };
  if (r.category.startsWith("withdraw")) return { to: "withdrawal", id: r.ref };
  return undefined;
}

/** A withdrawal's state (contract 4.2: 0 processing, 1 paid, 2 refused) as its label key and tone. */
export function withdrawalState(state: number): { key: "pending" | "paid" | "refused" | "unknown"; tone: Tone } {
  if (state === MONEY_STATES.pending) return { key: "pending", tone: "warning" };
  if (state === MONEY_STATES.ok) return { key: "paid", tone: "success" };
  if (state === MONEY_STATES.failed) return { key: "refused", tone: "danger" };
  return { key: "unknown", tone: "neutral" };
}

/** A bank payout carries the bank's fields; an on-chain one an address. */
export const isBank = (w: Pick<WithdrawalVo, "bank" | "bankCardNo">) => Boolean(w.bank || w.bankCardNo);

/** The network of an on-chain payout: "USDT_TRC20" → "TRC20"; none when the coin is its own chain. */
export const networkOf = (w: Pick<WithdrawalVo, "coin_blockchain">) => {
  const i = w.coin_blockchain.indexOf("_");
  return i < 0 ? "" : w.coin_blockchain.slice(i + 1);
};
