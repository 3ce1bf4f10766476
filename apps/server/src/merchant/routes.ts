import {
  ACCOUNT_PARAM_ERRORS,
  MERCHANT_PARAM_ERRORS,
  type MerchantMe,
  type MerchantStore,
  merchantSignupParams,
  merchantStoreParams,
} from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { merchantGoodsActions } from "./goods-routes.ts";
import { merchantOrderTabActions } from "./order-tabs.ts";
import { merchantMe, ownStoreId, storeProfile } from "./queries.ts";
import { signUpSeller } from "./sign-up-seller.ts";
import { updateStore } from "./update-store.ts";
import { loginAction, logoutAction } from "../accounts/sign-in-actions.ts";

const now = (ctx: Ctx<unknown>) => ctx.services.clock.now();
/** The router lets only seller sessions through to these handlers, so a user is always there. */
const seller = (ctx: Ctx<unknown>) => {
  if (!ctx.user) throw new Error("seller action without a seller session");
  return ctx.user;
};

/**
 * The seller app's API (issue 3 §4): store sign-up, the seller's session and the store profile; then its goods
 * and order tabs (issue 4 §4). The order and money calls themselves are orders/seller-routes.ts.
 */
export const merchantActions: AnyAction[] = [
  action({
    name: "merchant/account!signup",
    method: "POST",
    params: merchantSignupParams,
    paramErrors: { ...ACCOUNT_PARAM_ERRORS, ...MERCHANT_PARAM_ERRORS },
    rateLimit: [{ rule: "registerIp", by: "ip" }],
    handler: (ctx) => signUpSeller(ctx.db, { ...ctx.params, now: now(ctx), ip: ctx.req.ip }),
  }),
  loginAction("merchant/account!login", "seller"),
  logoutAction("merchant/account!logout"),
  action({
    name: "merchant/account!me",
    method: "ANY",
    auth: "seller",
    params: z.object({}),
    handler: (ctx): Promise<MerchantMe> => {
      const u = seller(ctx);
      return merchantMe(ctx.db, u.partyId, u.sellerId);
    },
  }),
  action({
    name: "merchant/store!get",
    method: "ANY",
    auth: "seller",
    params: z.object({}),
    handler: async (ctx): Promise<MerchantStore> => {
      const u = seller(ctx);
      return storeProfile(ctx.db, await ownStoreId(ctx.db, u.partyId, u.sellerId));
    },
  }),
  action({
    name: "merchant/store!update",
    method: "POST",
    auth: "seller",
    params: merchantStoreParams,
    successMsg: "operationSuccess",
    handler: async (ctx): Promise<MerchantStore> => {
      const u = seller(ctx);
      const sellerId = await ownStoreId(ctx.db, u.partyId, u.sellerId);
      return updateStore(ctx.db, ctx.caches, sellerId, ctx.params);
    },
  }),
  ...merchantGoodsActions,
  ...merchantOrderTabActions,
];
