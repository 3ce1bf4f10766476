import { type WireCase, withoutToken } from "../case.ts";
import { lit, matching } from "../shape.ts";

const sessionToken = matching(/^[0-9a-f]{32}$/, "a 32-character lower-case hex token");

/** Contract 3.8: the wallet's balance and the first of its deposit and withdrawal calls (issue 11). */
export const walletCases: WireCase[] = [
  {
    action: "wallet!getUsdt",
    section: "3.8",
    params: (w) => ({ token: w.buyer.token }),
    // Numbers rounded to 2 dp; rebate always present when a wallet exists (api-contract-money-chat.md §1).
    expect: { code: "0", data: { money: "number", frozenMoney: "number", rebate: "number" } },
    verify: (data) =>
      Object.entries(data as Record<string, unknown>)
        .filter(([, v]) => typeof v === "number" && Math.round(v * 100) / 100 !== v)
        .map(([k, v]) => `data.${k}: expected at most 2 decimals, got ${v}`),
  },
  // api-contract-money-chat.md §1 corrects the msg of this one 403.
  withoutToken("wallet!getUsdt", "3.8", {}, "登录过期，请重新登录"),
  {
    action: "rechargeBlockchain!recharge_open",
    section: "3.8",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "0", data: { session_token: sessionToken } },
  },
  withoutToken("rechargeBlockchain!recharge_open", "3.8"),
  {
    action: "withdraw!withdraw_open",
    section: "3.8",
    params: (w) => ({ token: w.buyer.token }),
    expect: {
      code: "0",
      data: {
        session_token: sessionToken,
        coinType: "string",
        chainName: "string",
        openWithdrawAddressBinding: lit(1),
        existWithdrawAddress: "string",
      },
    },
  },
  withoutToken("withdraw!withdraw_open", "3.8"),
];
