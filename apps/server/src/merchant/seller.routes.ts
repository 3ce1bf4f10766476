import { ACCOUNT_PARAM_ERRORS, MERCHANT_PARAM_ERRORS, type MerchantListing } from "@mall/contract";
import { hashPassword, identityOf, signIn, signInRules, signOut } from "../accounts/index.ts";
import { categoryIndex } from "../catalogue/index.ts";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { addListing } from "./add-listing.ts";
import { cataloguePage, type ListingReader, listingById, listingPage } from "./goods-queries.ts";
import { merchantMe, ownStoreId, storeProfile } from "./queries.ts";
import { setShelf } from "./set-shelf.ts";
import { signUpSeller } from "./sign-up-seller.ts";
import { updateListing } from "./update-listing.ts";
import { forgetStoreAnswers, updateStore } from "./update-store.ts";

type Reads = Pick<Ctx<unknown>, "db" | "caches" | "locale" | "services">;
const cats = (ctx: Reads) => categoryIndex(ctx.db, ctx.caches, ctx.locale);
const listings = async (ctx: Reads): Promise<ListingReader> => ({
  db: ctx.db,
  cats: await cats(ctx),
  locale: ctx.locale,
  now: ctx.services.clock.now(),
});

/**
 * Public goods lists and searches are cached for 10–60 s (catalogue/shop.routes.ts). A listing's price or shelf
 * changes what buyers may see on any of them, so they are all forgotten: the shop shows the change at once.
 */
const forgetPublicLists = (ctx: Pick<Ctx<unknown>, "caches">) => ctx.caches.lists.clear();

/** A listing of the store as the goods list shows it. */
async function presented(ctx: Reads, sellerId: number, id: number): Promise<MerchantListing> {
  return (await listingById(await listings(ctx), sellerId, id)) ?? fail("goodsNotFound");
}

/**
 * The seller app (issue 3 §4, issue 4 §4): store sign-up and the seller's session, the store profile, and the
 * store's goods: picked from the platform catalogue, priced, shelved. Orders and money are orders/ and ledger/.
 */
export const merchantActions: AnyAction[] = [
  action("merchant/account!signup", {
    paramErrors: { ...ACCOUNT_PARAM_ERRORS, ...MERCHANT_PARAM_ERRORS },
    rateLimit: [{ rule: "registerIp", by: "ip" }],
    handler: async ({ db, params, services, req }) => {
      const { storeName, contact, agentCode, avatar } = params;
      const identity = identityOf(params.type, params.username);
      const passwordHash = await hashPassword(params.password);
      const now = services.clock.now();
      const signUp = { storeName, contact, agentCode, avatar, identity, passwordHash, now, ip: req.ip };
      return db.tx((tx) => signUpSeller(tx, signUp));
    },
  }),
  action("merchant/account!login", { ...signInRules("seller"), handler: (ctx) => signIn(ctx, "seller") }),
  action("merchant/account!logout", signOut),
  action("merchant/account!me", { handler: ({ db, user }) => merchantMe(db, user.partyId, user.sellerId) }),

  action("merchant/store!get", {
    handler: async ({ db, user }) => storeProfile(db, await ownStoreId(db, user.partyId, user.sellerId)),
  }),
  action("merchant/store!update", {
    successMsg: "operationSuccess",
    handler: async ({ db, caches, user, params }) => {
      const sellerId = await ownStoreId(db, user.partyId, user.sellerId);
      const saved = await db.tx((tx) => updateStore(tx, sellerId, params));
      forgetStoreAnswers(caches);
      return saved;
    },
  }),

  action("merchant/goods!catalogue", {
    handler: async (ctx) => cataloguePage(ctx.db, ctx.caches, await cats(ctx), ctx.locale, ctx.sellerId, ctx.params),
  }),
  action("merchant/goods!add", {
    paramErrors: { goodsId: "goodsNotFound" },
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const { sellerId, params } = ctx;
      const now = ctx.services.clock.now();
      const id = await ctx.db.tx((tx) => addListing(tx, { sellerId, ...params, now }));
      forgetPublicLists(ctx);
      return presented(ctx, sellerId, id);
    },
  }),
  action("merchant/goods!list", {
    handler: async (ctx) => listingPage(await listings(ctx), ctx.sellerId, ctx.params),
  }),
  action("merchant/goods!update", {
    paramErrors: { sellerGoodsId: "goodsNotFound" },
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const { sellerId, params } = ctx;
      await ctx.db.tx((tx) => updateListing(tx, { sellerId, ...params }));
      forgetPublicLists(ctx);
      return presented(ctx, sellerId, params.sellerGoodsId);
    },
  }),
  action("merchant/goods!shelf", {
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const { sellerId, params } = ctx;
      const shelf = { sellerId, ids: params.ids, onShelf: params.isShelf === 1, now: ctx.services.clock.now() };
      const updated = await ctx.db.tx((tx) => setShelf(tx, shelf));
      forgetPublicLists(ctx);
      return { updated };
    },
  }),
];
