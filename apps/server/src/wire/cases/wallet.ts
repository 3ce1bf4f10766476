import { type WireCase, withoutToken } from "../case.ts";

/** Contract 3.8: the wallet's balance (deposits and withdrawals are pending, issue 11). */
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
];
