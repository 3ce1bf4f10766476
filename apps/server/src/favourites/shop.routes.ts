import { FOCUS_PARAM_ERRORS, pageInfo } from "@mall/contract";
import { pageWindow } from "../db/sql.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { followedCount, followedPage, followStore, unfollowStore } from "./follow-store.ts";
import { keepGoods, keptCount, keptPage, unkeepGoods } from "./keep-goods.ts";

/** Favourite goods and followed stores of contract 3.3; all of them the signed-in buyer's own. */
export const favouriteActions: AnyAction[] = [
  action("keepGoods!list", {
    handler: async ({ db, caches, locale, services, user, params: p }) => {
      const window = { partyId: user.partyId, ...pageWindow(p), now: services.clock.now() };
      const { list, total } = await keptPage(db, caches, locale, window);
      return { pageInfo: pageInfo(p.pageNum, p.pageSize, total), pageList: list };
    },
  }),
  action("keepGoods!add", {
    successMsg: "operationSuccess",
    handler: async ({ db, user, params }) => {
      await keepGoods(db, user.partyId, params.sellerGoodsId);
      return null;
    },
  }),
  action("keepGoods!del", {
    successMsg: "operationSuccess",
    handler: async ({ db, user, params }) => {
      await unkeepGoods(db, user.partyId, params.sellerGoodsId);
      return null;
    },
  }),
  action("keepGoods!count", { handler: ({ db, user }) => keptCount(db, user.partyId) }),
  action("focusSeller!list", {
    handler: async ({ db, user, params: p }) => {
      const { list, total } = await followedPage(db, { partyId: user.partyId, ...pageWindow(p) });
      return { pageInfo: pageInfo(p.pageNum, p.pageSize, total), pageList: list };
    },
  }),
  action("focusSeller!add", {
    paramErrors: FOCUS_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params }) => {
      await followStore(db, user, params.sellerId);
      return null;
    },
  }),
  action("focusSeller!del", {
    paramErrors: FOCUS_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params }) => {
      await unfollowStore(db, user.partyId, params.sellerId);
      return null;
    },
  }),
  action("focusSeller!count", { handler: ({ db, user }) => followedCount(db, user.partyId) }),
];
