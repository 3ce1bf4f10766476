import {
  BANK_DEPOSIT_PARAM_ERRORS,
  CHAIN_DEPOSIT_PARAM_ERRORS,
  centsToWire,
  PROVIDER_DEPOSIT_PARAM_ERRORS,
  WITHDRAW_APPLY_PARAM_ERRORS,
} from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { parseOrderIds } from "../orders/index.ts";
import { channelList } from "./channels.ts";
import { createBankDeposit, createChainDeposit } from "./create-deposit.ts";
import { issueMoneyToken, spendMoneyToken } from "./money-token.ts";
import { startOrderPayment, startProviderDeposit } from "./provider-payments.ts";
import { depositPageOf, depositRow, depositVoOf, withdrawalPageOf, withdrawalRow, withdrawalVoOf } from "./queries.ts";
import { rateOf, settingCents, walletSettings } from "./settings.ts";
import {
  bankOf,
  bindAddressFor,
  openWithdrawal,
  requestWithdrawal,
  withdrawFee,
  withdrawLimits,
} from "./withdraw-flow.ts";

const money = [{ rule: "money" as const, by: "user" as const }];
const who = (user: { partyId: number; role: string }) => ({ partyId: user.partyId, role: user.role });

const providerActions = (["", "2", "3", "4", "5"] as const).map((n) =>
  action(`thirdPartyRecharge!PHP_recharge${n}`, {
    paramErrors: PROVIDER_DEPOSIT_PARAM_ERRORS,
    rateLimit: money,
    handler: async ({ db, user, params, services, caches }) => {
      const provider = services.payments ?? fail("paymentNotOpenInRegion");
      const now = services.clock.now();
      const s = await walletSettings(db, caches);
      await spendMoneyToken(db, user.partyId, params.session_token, now);
      return db.tx((tx) =>
        startProviderDeposit(tx, provider, who(user), { amount: params.amount, currency: "PHP" }, s, now),
      );
    },
  }),
);

/** The buyer's wallet calls of contract 3.8 (issue 11): each reads and changes only the caller's own. */
export const withdrawActions: AnyAction[] = [
  action("user!bindWithdrawAddress", {
    paramErrors: { blockchain_name: "protocolNotSupported", channel_address: "withdrawAddressInvalid" },
    rateLimit: money,
    successMsg: "withdrawAddressBindSuccess",
    handler: (ctx) => bindAddressFor(ctx, ctx.params),
  }),
  action("rechargeBlockchain!recharge_open", {
    rateLimit: money,
    handler: async ({ db, user, services }) => ({
      session_token: await issueMoneyToken(db, user.partyId, services.clock.now()),
    }),
  }),
  action("withdraw!withdraw_open", { rateLimit: money, handler: (ctx) => openWithdrawal(ctx) }),
  // ---- Deposits
  action("channelBlockchain!list", {
    handler: async ({ db, caches, params, services }) =>
      channelList(db, await walletSettings(db, caches), params.coin, services.chain?.networks ?? []),
  }),
  action("rechargeBlockchain!fee", {
    handler: async ({ db, caches, params }) => ({
      price: params.symbol ? (rateOf(await walletSettings(db, caches), params.symbol) ?? "1") : "0",
    }),
  }),
  action("rechargeBlockchain!rechargeLimitConfig", {
    handler: async ({ db, caches }) => {
      const s = await walletSettings(db, caches);
      return {
        rechargeAmountMin: centsToWire(settingCents(s, "recharge_limit_min")),
        rechargeAmountMax: centsToWire(settingCents(s, "recharge_limit_max")),
      };
    },
  }),
  action("rechargeBlockchain!recharge", {
    paramErrors: CHAIN_DEPOSIT_PARAM_ERRORS,
    rateLimit: money,
    handler: async ({ db, caches, user, params, services }) => {
      const now = services.clock.now();
      const s = await walletSettings(db, caches);
      await spendMoneyToken(db, user.partyId, params.session_token, now);
      const orderNo = await db.tx((tx) =>
        createChainDeposit(
          tx,
          who(user),
          {
            amount: params.amount,
            coin: params.coin,
            network: params.blockchain_name,
            channelAddress: params.channel_address,
            img: params.img,
            tx: params.tx,
            from: params.from,
          },
          s,
          now,
        ),
      );
      return { order_no: orderNo };
    },
  }),
  action("rechargeBlockchain!list", {
    handler: ({ db, user, params }) => depositPageOf(db, user.partyId, params),
  }),
  action("rechargeBlockchain!get", {
    handler: async ({ db, user, params }) => depositVoOf(await depositRow(db, params.order_no, user.partyId)),
  }),
  action("rechargeBank!recharge", {
    paramErrors: BANK_DEPOSIT_PARAM_ERRORS,
    rateLimit: money,
    handler: async ({ db, caches, user, params, services }) => {
      const now = services.clock.now();
      const s = await walletSettings(db, caches);
      await spendMoneyToken(db, user.partyId, params.session_token, now);
      const orderNo = await db.tx((tx) => createBankDeposit(tx, who(user), params, s, now));
      return { order_no: orderNo };
    },
  }),
  action("thirdPartyRecharge!getCoinList", {
    handler: async ({ services }) =>
      services.payments
        ? [
            {
              productType: services.payments.name,
              range: services.payments.currencies().map((c) => ({
                min_amount: Number(c.min),
                max_amount: Number(c.max),
                bank_code: c.code,
              })),
            },
          ]
        : [],
  }),
  action("thirdPartyRecharge!recharge", {
    paramErrors: PROVIDER_DEPOSIT_PARAM_ERRORS,
    rateLimit: money,
    handler: async ({ db, caches, user, params, services }) => {
      const provider = services.payments ?? fail("paymentNotOpenInRegion");
      const now = services.clock.now();
      const s = await walletSettings(db, caches);
      await spendMoneyToken(db, user.partyId, params.session_token, now);
      return db.tx((tx) =>
        startProviderDeposit(
          tx,
          provider,
          who(user),
          { amount: params.amount, currency: params.frenchCurrency },
          s,
          now,
        ),
      );
    },
  }),
  ...providerActions,
  action("order!payOnline", {
    paramErrors: { orderId: "orderNotFound", method: "paymentNotOpenInRegion" },
    rateLimit: money,
    handler: async ({ db, caches, user, params, services }) => {
      const provider = services.payments ?? fail("paymentNotOpenInRegion");
      const s = await walletSettings(db, caches);
      const now = services.clock.now();
      return db.tx((tx) => startOrderPayment(tx, provider, who(user), parseOrderIds(params.orderId), s, now));
    },
  }),
  // ---- Withdrawals
  action("withdraw!fee", { handler: ({ db, caches, params }) => withdrawFee(db, caches, params) }),
  action("withdraw!limit", {
    handler: async ({ db, caches }) => ({ limit: (await walletSettings(db, caches)).withdraw_limit }),
  }),
  action("withdraw!withdrawLimitConfig", { handler: ({ db, caches }) => withdrawLimits(db, caches) }),
  action("withdraw!apply", {
    paramErrors: WITHDRAW_APPLY_PARAM_ERRORS,
    rateLimit: money,
    handler: async ({ db, caches, user, params, services }) => {
      await requestWithdrawal({ db, caches, user, now: services.clock.now() }, { ...params, bank: bankOf(params) });
      return null;
    },
  }),
  action("withdraw!list", { handler: ({ db, user, params }) => withdrawalPageOf(db, user.partyId, params) }),
  action("withdraw!get", {
    handler: async ({ db, user, params }) => withdrawalVoOf(await withdrawalRow(db, params.order_no, user.partyId)),
  }),
];
