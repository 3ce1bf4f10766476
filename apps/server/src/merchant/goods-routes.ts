import {
  type MerchantCataloguePage,
  type MerchantListing,
  type MerchantListingPage,
  merchantGoodsParams,
} from "@mall/contract";
import { categoryIndex } from "../catalogue/categories.ts";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { addListing, setShelf, updateListing } from "./goods-commands.ts";
import { cataloguePage, listingById, listingPage } from "./goods-queries.ts";

const P = merchantGoodsParams;

/** The store of the signed-in seller; a seller without an approved store has no goods to manage. */
const storeOf = (ctx: Ctx<unknown>) => ctx.user?.sellerId ?? fail("storeNotFound");
const cats = (ctx: Ctx<unknown>) => categoryIndex(ctx.db, ctx.caches, ctx.locale);

/**
 * Public goods lists and searches are cached for 10–60 s (catalogue/routes.ts). A listing's price or shelf
 * changes what buyers may see on any of them, so they are all forgotten: the shop shows the change at once.
 */
const forgetPublicLists = (ctx: Ctx<unknown>) => ctx.caches.lists.clear();

async function presented(ctx: Ctx<unknown>, sellerId: number, id: number): Promise<MerchantListing> {
  return (await listingById(ctx.db, await cats(ctx), ctx.locale, sellerId, id)) ?? fail("goodsNotFound");
}

/** The seller app's goods (issue 4 §4): pick from the platform catalogue, price, shelve. */
export const merchantGoodsActions: AnyAction[] = [
  action({
    name: "merchant/goods!catalogue",
    method: "POST",
    auth: "seller",
    params: P.catalogue,
    handler: async (ctx): Promise<MerchantCataloguePage> =>
      cataloguePage(ctx.db, ctx.caches, await cats(ctx), ctx.locale, storeOf(ctx), ctx.params),
  }),
  action({
    name: "merchant/goods!add",
    method: "POST",
    auth: "seller",
    params: P.add,
    paramErrors: { goodsId: "goodsNotFound" },
    successMsg: "operationSuccess",
    handler: async (ctx): Promise<MerchantListing> => {
      const sellerId = storeOf(ctx);
      const id = await addListing(ctx.db, { sellerId, ...ctx.params, now: ctx.services.clock.now() });
      forgetPublicLists(ctx);
      return presented(ctx, sellerId, id);
    },
  }),
  action({
    name: "merchant/goods!list",
    method: "POST",
    auth: "seller",
    params: P.list,
    handler: async (ctx): Promise<MerchantListingPage> =>
      listingPage(ctx.db, await cats(ctx), ctx.locale, storeOf(ctx), ctx.params),
  }),
  action({
    name: "merchant/goods!update",
    method: "POST",
    auth: "seller",
    params: P.update,
    paramErrors: { sellerGoodsId: "goodsNotFound" },
    successMsg: "operationSuccess",
    handler: async (ctx): Promise<MerchantListing> => {
      const sellerId = storeOf(ctx);
      await updateListing(ctx.db, { sellerId, ...ctx.params });
      forgetPublicLists(ctx);
      return presented(ctx, sellerId, ctx.params.sellerGoodsId);
    },
  }),
  action({
    name: "merchant/goods!shelf",
    method: "POST",
    auth: "seller",
    params: P.shelf,
    successMsg: "operationSuccess",
    handler: async (ctx): Promise<{ updated: number }> => {
      const updated = await setShelf(ctx.db, {
        sellerId: storeOf(ctx),
        ids: ctx.params.ids,
        onShelf: ctx.params.isShelf === 1,
        now: ctx.services.clock.now(),
      });
      forgetPublicLists(ctx);
      return { updated };
    },
  }),
];
