import { parseCents, type WalletSetting, type WalletSettings } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import type { Caches } from "../http/cache.ts";
import { sysparaAll } from "../site/index.ts";

/**
 * The wallet's settings (system parameters the finance desk edits), with the values used until it does.
 * Limits and the two-person amount are USDT; fees are percent; rates are USDT per unit of a coin or currency,
 * set by the platform (not live prices); the daily count 0 means no limit and an empty window all day.
 */
export const WALLET_DEFAULTS: WalletSettings = {
  recharge_limit_min: "1",
  recharge_limit_max: "1000000",
  withdraw_fee: "1",
  withdraw_other_channel_fee_part_bank: "2",
  withdraw_limit: "10",
  withdraw_limit_max: "50000",
  withdraw_limit_num: "3",
  withdrawal_time: "",
  withdraw_two_person_above: "1000",
  rate_BTC: "60000",
  rate_ETH: "3000",
  rate_USD: "1",
  rate_EUR: "1.08",
  rate_PHP: "0.017",
  rate_THB: "0.028",
};

export async function walletSettings(db: Queryable, caches: Caches): Promise<WalletSettings> {
  const all = await sysparaAll(db, caches);
  const out = { ...WALLET_DEFAULTS };
  for (const k of Object.keys(out) as WalletSetting[]) {
    const v = all.get(k);
    if (v !== undefined && validSetting(k, v)) out[k] = v;
  }
  return out;
}

const RATE = /^\d{1,12}(\.\d{1,10})?$/;
const WINDOW = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a value fits its setting: the console refuses others, and a stored bad one falls back. */
export function validSetting(code: WalletSetting, value: string): boolean {
  if (code.startsWith("rate_")) return RATE.test(value) && !/^0+(\.0+)?$/.test(value);
  if (code === "withdrawal_time") return value === "" || WINDOW.test(value);
  if (code === "withdraw_limit_num") return /^\d{1,4}$/.test(value);
  if (code === "withdraw_fee" || code === "withdraw_other_channel_fee_part_bank") {
    const c = parseCents(value);
    return /^\d{1,2}(\.\d{1,2})?$/.test(value) && c !== undefined && c < 10_000n;
  }
  return /^\d{1,12}(\.\d{1,2})?$/.test(value);
}

/** A USDT setting in cents. */
export const settingCents = (s: WalletSettings, code: WalletSetting): bigint => parseCents(s[code]) ?? 0n;

/** The price of one unit of a coin or currency in USDT, as decimal text: 1 for stablecoins and USDT. */
export function rateOf(s: WalletSettings, code: string): string | undefined {
  const c = code.toUpperCase();
  if (c === "USDT" || c === "USDC") return "1";
  return (s as Record<string, string>)[`rate_${c}`];
}

/** The fiat currencies a provider or bank deposit may be made in: those with a rate. */
export const FIAT_CURRENCIES = ["USD", "EUR", "PHP", "THB"] as const;
