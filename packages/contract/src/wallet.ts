import { z } from "zod";
import { safewordParam } from "./account-params.ts";
import { sends } from "./params.ts";

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
