import {
  FOCUS_PARAM_ERRORS,
  type FocusSellerVo,
  favouritePageParams,
  focusSellerParams,
  type KeptGoodsVo,
  keepGoodsParams,
  type PageOf,
  pageInfo,
} from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { followedCount, followedPage, followStore, unfollowStore } from "./follow-store.ts";
import { keepGoods, keptCount, keptPage, unkeepGoods } from "./keep-goods.ts";

/** `auth: true` guarantees the user; this keeps the handlers free of non-null assertions. */
const partyOf = (ctx: Ctx<unknown>): number => ctx.user?.partyId ?? 0;
const page = (p: { pageNum: number; pageSize: number }) => ({
  limit: p.pageSize,
  offset: (p.pageNum - 1) * p.pageSize,
});

/** Favourite goods and followed stores of contract 3.3; all of them the signed-in buyer's own. */
export const favouriteActions: AnyAction[] = [
  action({
    name: "keepGoods!list",
    method: "POST",
    auth: true,
    params: favouritePageParams,
    handler: async (ctx): Promise<PageOf<KeptGoodsVo>> => {
      const p = ctx.params;
      const { list, total } = await keptPage(ctx.db, ctx.caches, ctx.locale, { partyId: partyOf(ctx), ...page(p) });
      return { pageInfo: pageInfo(p.pageNum, p.pageSize, total), pageList: list };
    },
  }),
  action({
    name: "keepGoods!add",
    method: "POST",
    auth: true,
    params: keepGoodsParams,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await keepGoods(ctx.db, partyOf(ctx), ctx.params.sellerGoodsId);
      return null;
    },
  }),
  action({
    name: "keepGoods!del",
    method: "POST",
    auth: true,
    params: keepGoodsParams,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await unkeepGoods(ctx.db, partyOf(ctx), ctx.params.sellerGoodsId);
      return null;
    },
  }),
  action({
    name: "keepGoods!count",
    method: "POST",
    auth: true,
    params: z.object({}),
    handler: (ctx) => keptCount(ctx.db, partyOf(ctx)),
  }),
  action({
    name: "focusSeller!list",
    method: "POST",
    auth: true,
    params: favouritePageParams,
    handler: async (ctx): Promise<PageOf<FocusSellerVo>> => {
      const p = ctx.params;
      const { list, total } = await followedPage(ctx.db, { partyId: partyOf(ctx), ...page(p) });
      return { pageInfo: pageInfo(p.pageNum, p.pageSize, total), pageList: list };
    },
  }),
  action({
    name: "focusSeller!add",
    method: "POST",
    auth: true,
    params: focusSellerParams,
    paramErrors: FOCUS_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await followStore(ctx.db, ctx.user ?? fail("notLoggedIn"), ctx.params.sellerId);
      return null;
    },
  }),
  action({
    name: "focusSeller!del",
    method: "POST",
    auth: true,
    params: focusSellerParams,
    paramErrors: FOCUS_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await unfollowStore(ctx.db, partyOf(ctx), ctx.params.sellerId);
      return null;
    },
  }),
  action({
    name: "focusSeller!count",
    method: "POST",
    auth: true,
    params: z.object({}),
    handler: (ctx) => followedCount(ctx.db, partyOf(ctx)),
  }),
];
