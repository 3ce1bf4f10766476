import { WITHDRAW_APPLY_PARAM_ERRORS } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { withdrawalPageOf, withdrawalRow, withdrawalVoOf } from "./queries.ts";
import {
  bankOf,
  bindAddressFor,
  openWithdrawal,
  requestWithdrawal,
  withdrawFee,
  withdrawLimits,
} from "./withdraw-flow.ts";

const money = [{ rule: "money" as const, by: "user" as const }];

/** The seller app's withdrawals: the store owner's own wallet, by the same rules and handlers as a buyer's. */
export const sellerWithdrawActions: AnyAction[] = [
  action("merchant/withdraw!bindAddress", {
    paramErrors: { blockchain_name: "protocolNotSupported", channel_address: "withdrawAddressInvalid" },
    rateLimit: money,
    successMsg: "withdrawAddressBindSuccess",
    handler: (ctx) => bindAddressFor(ctx, ctx.params),
  }),
  action("merchant/withdraw!open", { rateLimit: money, handler: (ctx) => openWithdrawal(ctx) }),
  action("merchant/withdraw!fee", { handler: ({ db, caches, params }) => withdrawFee(db, caches, params) }),
  action("merchant/withdraw!limits", { handler: ({ db, caches }) => withdrawLimits(db, caches) }),
  action("merchant/withdraw!apply", {
    paramErrors: WITHDRAW_APPLY_PARAM_ERRORS,
    rateLimit: money,
    handler: async ({ db, caches, user, params, services }) => {
      await requestWithdrawal({ db, caches, user, now: services.clock.now() }, { ...params, bank: bankOf(params) });
      return null;
    },
  }),
  action("merchant/withdraw!list", { handler: ({ db, user, params }) => withdrawalPageOf(db, user.partyId, params) }),
  action("merchant/withdraw!get", {
    handler: async ({ db, user, params }) => withdrawalVoOf(await withdrawalRow(db, params.order_no, user.partyId)),
  }),
];
