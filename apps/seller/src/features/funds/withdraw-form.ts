import {
  applyRatio,
  bankDepositParams,
  type Cents,
  centsToDecimal,
  type ParamsOf,
  parseCents,
  USDT_TEXT,
  WITHDRAW_PROTOCOLS,
  type WithdrawProtocol,
  withdrawApplyParams,
} from "@mall/contract";

/**
 * The withdrawal form's arithmetic and checks. Money stays in bigint cents: the fee is the amount times the
 * wire's fraction, truncated to the cent, exactly as the server takes it.
 */

/** Networks a withdrawal address may be bound for, and the coin paid out on them. */
export const PROTOCOLS = Object.keys(WITHDRAW_PROTOCOLS) as WithdrawProtocol[];
export const WITHDRAW_COIN = "USDT";

/** A wire amount (number or decimal text) in cents; 0 when absent or unreadable. */
export const centsOf = (v: number | string | null | undefined): Cents =>
  v === null || v === undefined ? 0n : (parseCents(v) ?? 0n);

/**
 * The wire's fee fraction (0.01 = 1 %) as the exact decimal text applyRatio takes. The server sends it exact
 * to six places, so six places of toFixed are the number it meant; nonsense is no fee.
 */
export function fractionText(fraction: number): string {
  return Number.isFinite(fraction) && fraction > 0 ? fraction.toFixed(6) : "0";
}

/** The fee of an amount: amount × fraction, truncated to whole cents. */
export const feeOf = (amount: Cents, fraction: number): Cents => applyRatio(amount, fractionText(fraction));

/** The fraction as a percentage for reading: 0.01 → "1", 0.015 → "1.5", 0.0025 → "0.25". */
export function percentText(fraction: number): string {
  const [int = "0", frac = ""] = fractionText(fraction).split(".");
  const micro = BigInt(int) * 1_000_000n + BigInt(frac.padEnd(6, "0") || "0");
  const whole = micro / 10_000n;
  const rest = (micro % 10_000n).toString().padStart(4, "0").replace(/0+$/, "");
  return rest ? `${whole}.${rest}` : String(whole);
}

/** A typed USDT amount in cents: digits with at most two decimals; undefined for anything else. */
export function amountCents(text: string): Cents | undefined {
  const t = text.trim();
  return USDT_TEXT.test(t) ? parseCents(t) : undefined;
}

/** What a typed amount costs and brings: taken from the balance, the fee, and what arrives. */
export type Quote = { amount: Cents; fee: Cents; arrival: Cents };

export function quote(text: string, fraction: number): Quote | undefined {
  const amount = amountCents(text);
  if (amount === undefined || amount <= 0n) return undefined;
  const fee = feeOf(amount, fraction);
  return { amount, fee, arrival: amount - fee };
}

export type AmountRules = {
  /** The available balance. */
  available: Cents;
  /** The console's limits (`merchant/withdraw!limits`); a maximum of 0 sets none here (the server decides). */
  min: Cents;
  max: Cents;
  fraction: number;
};

export type AmountProblem = "required" | "format" | "zero" | "overBalance" | "belowMin" | "aboveMax" | "noArrival";

/** The first thing wrong with a typed amount, in the order the reader should fix them; undefined when none. */
export function amountProblem(text: string, r: AmountRules): AmountProblem | undefined {
  if (!text.trim()) return "required";
  const amount = amountCents(text);
  if (amount === undefined) return "format";
  if (amount <= 0n) return "zero";
  if (amount > r.available) return "overBalance";
  if (amount < r.min) return "belowMin";
  if (r.max > 0n && amount > r.max) return "aboveMax";
  if (amount - feeOf(amount, r.fraction) <= 0n) return "noArrival";
  return undefined;
}

/** The most that may be asked for: the balance, capped by the maximum; as the text the field takes. */
export function maxAmountText(r: Pick<AmountRules, "available" | "max">): string {
  const most = r.max > 0n && r.max < r.available ? r.max : r.available;
  return centsToDecimal(most > 0n ? most : 0n);
}

/** The bank account a bank withdrawal pays into, as typed; the last five are optional. */
export type BankDraft = {
  bankName: string;
  bankUserName: string;
  bankCardNo: string;
  swiftCode: string;
  routingNum: string;
  countryName: string;
  bankAddress: string;
  accountAddress: string;
};
export type BankField = keyof BankDraft;

export const EMPTY_BANK: BankDraft = {
  bankName: "",
  bankUserName: "",
  bankCardNo: "",
  swiftCode: "",
  routingNum: "",
  countryName: "",
  bankAddress: "",
  accountAddress: "",
};
export const REQUIRED_BANK_FIELDS = ["bankName", "bankUserName", "bankCardNo"] as const;
export const OPTIONAL_BANK_FIELDS = [
  "swiftCode",
  "routingNum",
  "countryName",
  "bankAddress",
  "accountAddress",
] as const;

/** The inputs' maxLength (the contract's limits); bankProblems checks the contract's schemas themselves. */
export const BANK_MAX: Record<BankField, number> = {
  bankName: 100,
  bankUserName: 100,
  bankCardNo: 34,
  swiftCode: 11,
  routingNum: 34,
  countryName: 60,
  bankAddress: 200,
  accountAddress: 200,
};

/** The bank fields that would be refused: missing, or not the contract's shape (the account number). */
export function bankProblems(d: BankDraft): Partial<Record<BankField, "required" | "invalid">> {
  const out: Partial<Record<BankField, "required" | "invalid">> = {};
  for (const k of REQUIRED_BANK_FIELDS) if (!d[k].trim()) out[k] = "required";
  // The card number's shape is the bank deposit's (the contract's one rule for it).
  if (!out.bankCardNo && !bankDepositParams.shape.bankCardNo.safeParse(d.bankCardNo).success) {
    out.bankCardNo = "invalid";
  }
  for (const k of [...REQUIRED_BANK_FIELDS, ...OPTIONAL_BANK_FIELDS]) {
    if (!out[k] && !withdrawApplyParams.shape[k].safeParse(d[k]).success) out[k] = "invalid";
  }
  return out;
}

/** Where the money goes: the bound address, or a bank account. */
export type Destination = { method: "chain"; coin: string; address: string } | { method: "bank"; bank: BankDraft };

/** `merchant/withdraw!apply`'s parameters but the token, which is drawn fresh per submit. */
export function applyParams(
  amount: Cents,
  safeword: string,
  to: Destination,
): Omit<ParamsOf<"merchant/withdraw!apply">, "session_token"> {
  const base = { amount: centsToDecimal(amount), safeword };
  if (to.method === "chain") return { ...base, channel: to.coin || WITHDRAW_COIN, from: to.address };
  const bank: Partial<BankDraft> = {};
  for (const [k, v] of Object.entries(to.bank) as [BankField, string][]) if (v.trim()) bank[k] = v.trim();
  return { ...base, channel: "bank", ...bank };
}

/** The channel `merchant/withdraw!fee` prices: the bound coin, or the bank. */
export const feeChannel = (to: Destination) => (to.method === "bank" ? "bank" : to.coin || WITHDRAW_COIN);
