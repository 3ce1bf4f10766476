import type { Queryable } from "../../db/db.ts";
import { type Params, type WireCase, withoutToken } from "../case.ts";
import { lit, matching, type ShapeObject } from "../shape.ts";

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

// ---- Deposits and withdrawals (issue 11): each case makes the rows it needs in `before`.

const TRON = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const held = { token: "", deposit: "", withdrawal: "" };
const money = matching(/^\d+\.\d{2}$/, "an amount with two decimals");
const orderNo = matching(/^\d{20}$/, "yyMMddHHmmss and 8 digits");

async function freshToken(db: Queryable, partyId: number) {
  held.token = `${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.padEnd(32, "0").slice(0, 32);
  await db.query(
    "insert into money_token (token, party_id, expires_at) values ($1, $2, now() + interval '10 minutes')",
    [held.token, partyId],
  );
}
async function channel(db: Queryable) {
  await db.query(
    `insert into deposit_channel (coin, network, address, min_cents, max_cents) values ('USDT', 'TRC20', $1, 100, 10000000)
     on conflict do nothing`,
    [TRON],
  );
}
const depositRow = {
  order_no: orderNo,
  coin: "string",
  amount: money,
  volume: "string",
  state: "number",
  createTime: "string",
  create_time: "string",
  reviewTime: "null-or-string",
  failure_msg: "string",
  hash: "string",
  tx: "string",
  address: "string",
  from: "string",
  channel_address: "string",
  img: "string",
  symbol: "string",
  blockchain_name: "string",
  coin_blockchain: "string",
  fee: lit(0),
  rate: "string",
  method: "string",
  isThirdParty: "boolean",
  payUrl: "string",
  bankName: "string",
  bankCardNo: "string",
  currency: "string",
} as const;
const withdrawalRow = {
  order_no: orderNo,
  coin: "string",
  amount: money,
  arrivalAmount: money,
  volume: money,
  fee: money,
  state: "number",
  createTime: "string",
  create_time: "string",
  reviewTime: "null-or-string",
  to: "string",
  failure_msg: "string",
  tx: "string",
  coin_blockchain: "string",
  bank: "string",
  bankCardNo: "string",
  bankUserName: "string",
  routingNum: "string",
  accountAddress: "string",
  bankAddress: "string",
  countryName: "string",
  swiftCode: "string",
} as const;
const page = (row: ShapeObject): ShapeObject => ({
  elements: [row],
  pageSize: "number",
  thisPageNumber: "number",
  totalElements: "number",
});

const providerCase = (action: string, extra: Params = {}): WireCase => ({
  action,
  section: "3.8",
  before: (db, w) => freshToken(db, w.buyer.id),
  params: (w) => ({ token: w.buyer.token, session_token: held.token, amount: "100", ...extra }),
  expect: { code: "0", data: matching(/^\/pay\/sandbox\/\d{20}$/, "the pay page's address") },
});

export const moneyCases: WireCase[] = [
  {
    action: "channelBlockchain!list",
    section: "3.8",
    before: (db) => channel(db),
    params: (w) => ({ token: w.buyer.token }),
    expect: {
      code: "0",
      data: [
        {
          id: "string",
          coin: "string",
          blockchain_name: "string",
          img: "null-or-string",
          img_str: "null-or-string",
          address: "null-or-string",
          fee: "number",
          recharge_limit_min: "number",
          recharge_limit_max: "number",
          auto: "boolean",
        },
      ],
    },
  },
  {
    action: "rechargeBlockchain!recharge",
    section: "3.8",
    before: async (db, w) => {
      await channel(db);
      await freshToken(db, w.accounts.noSafeword.id);
    },
    params: (w) => ({
      token: w.accounts.noSafeword.token,
      session_token: held.token,
      amount: "20",
      coin: "USDT",
      blockchain_name: "TRC20",
      channel_address: TRON,
      img: "/media/uploads/proof.png",
      from: "123",
      tx: "123",
    }),
    expect: { code: "0", data: { order_no: orderNo } },
    verify: (data) => {
      held.deposit = (data as { order_no: string }).order_no;
      return [];
    },
  },
  withoutToken("rechargeBlockchain!recharge", "3.8"),
  {
    action: "rechargeBlockchain!list",
    section: "3.8",
    params: (w) => ({ token: w.accounts.noSafeword.token, page_no: "1", page_size: "8" }),
    expect: { code: "0", data: page(depositRow) },
  },
  {
    action: "rechargeBlockchain!get",
    section: "3.8",
    params: (w) => ({ token: w.accounts.noSafeword.token, order_no: held.deposit }),
    expect: { code: "0", data: depositRow },
  },
  withoutToken("rechargeBlockchain!get", "3.8", { order_no: "26112412000012345678" }),
  {
    action: "rechargeBlockchain!fee",
    section: "3.8",
    params: () => ({ symbol: "btc" }),
    expect: { code: "0", data: { price: "string" } },
  },
  {
    action: "rechargeBlockchain!rechargeLimitConfig",
    section: "3.8",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "0", data: { rechargeAmountMin: "number", rechargeAmountMax: "number" } },
  },
  {
    action: "thirdPartyRecharge!getCoinList",
    section: "3.8",
    params: (w) => ({ token: w.buyer.token }),
    expect: {
      code: "0",
      data: [{ productType: "string", range: [{ min_amount: "number", max_amount: "number", bank_code: "string" }] }],
    },
  },
  providerCase("thirdPartyRecharge!recharge", { frenchCurrency: "USD" }),
  providerCase("thirdPartyRecharge!PHP_recharge"),
  providerCase("thirdPartyRecharge!PHP_recharge2"),
  providerCase("thirdPartyRecharge!PHP_recharge3"),
  providerCase("thirdPartyRecharge!PHP_recharge4"),
  providerCase("thirdPartyRecharge!PHP_recharge5"),
  {
    action: "withdraw!fee",
    section: "3.8",
    params: () => ({ channel: "USDT" }),
    // A fraction: the world's syspara withdraw_fee is 10 (percent).
    expect: { code: "0", data: { withdraw_fee: lit(0.1), exchange_rate: "number" } },
  },
  {
    action: "withdraw!limit",
    section: "3.8",
    params: () => ({}),
    expect: { code: "0", data: { limit: "string" } },
  },
  {
    action: "withdraw!withdrawLimitConfig",
    section: "3.8",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "0", data: { withdrawAmountMin: "number", withdrawAmountMax: "number" } },
  },
  {
    action: "withdraw!apply",
    section: "3.8",
    before: async (db, w) => {
      await db.query(
        `insert into withdraw_address (party_id, coin, protocol, address, updated_at) values ($1, 'USDT', 'TRC20', $2, now())
         on conflict do nothing`,
        [w.buyer.id, TRON],
      );
      await freshToken(db, w.buyer.id);
    },
    params: (w) => ({
      token: w.buyer.token,
      session_token: held.token,
      safeword: "123456",
      amount: "50",
      from: TRON,
      channel: "USDT",
    }),
    expect: { code: "0", data: "null" },
  },
  withoutToken("withdraw!apply", "3.8"),
  {
    action: "withdraw!list",
    section: "3.8",
    params: (w) => ({ token: w.buyer.token, page_no: "1", page_size: "8" }),
    expect: { code: "0", data: page(withdrawalRow) },
    verify: (data) => {
      held.withdrawal = (data as { elements: { order_no: string }[] }).elements[0]?.order_no ?? "";
      return [];
    },
  },
  {
    action: "withdraw!get",
    section: "3.8",
    params: (w) => ({ token: w.buyer.token, order_no: held.withdrawal }),
    expect: { code: "0", data: withdrawalRow },
  },
];
