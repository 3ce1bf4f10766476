import { pageInfo } from "@mall/contract";
import { pageWindow } from "../db/sql.ts";
import { isFollowing, isKept, keptAmong } from "../favourites/index.ts";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { syspara } from "../site/index.ts";
import { categoryIndex, categoryTree, recommendedCategories, sellerCategoryIds, topCategories } from "./categories.ts";
import { evaluationCounts, evaluationPage, evaluationTotal, typeCounts } from "./evaluations.ts";
import { goodsInfo } from "./info.ts";
import { bestSellers, listGoods, recommendedGoods } from "./queries.ts";
import { publicCache, publicJson, SEARCH_TTL, shelfOf } from "./request.ts";
import { keywordSuggestions, searchGoods } from "./search.ts";
import { openStore, sellerPage, sellerVos } from "./sellers.ts";
import { decodeKeyword } from "./sql.ts";

/** A mall page (contract 2.6) of what a query found. */
const paged = <T>(p: { pageNum: number; pageSize: number }, found: { list: T[]; total: number }) => ({
  pageInfo: pageInfo(p.pageNum, p.pageSize, found.total),
  pageList: found.list,
});

/**
 * Goods cards carry isKeep (contract 3.2): 0 as built (so guests' cached answers are right), 1 here for the
 * signed-in buyer's favourites. Signed-in answers are never cached, so the marks never leak.
 */
async function markKept<T extends { id: string; isKeep: 0 | 1 }>(ctx: Ctx<unknown>, cards: T[]): Promise<T[]> {
  if (!ctx.user || cards.length === 0) return cards;
  const kept = await keptAmong(
    ctx.db,
    ctx.user.partyId,
    cards.map((c) => Number(c.id)),
  );
  return kept.size ? cards.map((c) => (kept.has(Number(c.id)) ? { ...c, isKeep: 1 } : c)) : cards;
}

/** The storefront's catalogue (contract 3.2): public, some answers briefly cached (request.ts). */
export const catalogueActions: AnyAction[] = [
  action("sellerGoods!list", {
    handler: (ctx) =>
      publicJson(ctx, "sellerGoods!list", async () => {
        const p = ctx.params;
        const filter = { ...p, discount: p.discount === 1, recOnly: (p.recTime ?? 0) > 0 };
        const found = await listGoods(await shelfOf(ctx), filter, pageWindow(p));
        return paged(p, { ...found, list: await markKept(ctx, found.list) });
      }),
  }),
  action("sellerGoods!search", {
    paramErrors: { keyword: "keywordRequired" },
    handler: (ctx) =>
      publicJson(
        ctx,
        "sellerGoods!search",
        async () => {
          const p = ctx.params;
          const filter = { ...p, keyword: decodeKeyword(p.keyword), discount: p.discount === 1 };
          const found = await searchGoods(await shelfOf(ctx), filter, pageWindow(p));
          return paged(p, { ...found, list: await markKept(ctx, found.list) });
        },
        SEARCH_TTL,
      ),
  }),
  action("sellerGoods!search-keyword", {
    paramErrors: { keyword: "keywordRequired" },
    handler: (ctx) =>
      publicJson(
        ctx,
        "sellerGoods!search-keyword",
        () => keywordSuggestions(ctx.db, ctx.caches, decodeKeyword(ctx.params.keyword), ctx.locale),
        SEARCH_TTL,
      ),
  }),
  action("sellerGoods!searchSellerGoods", {
    paramErrors: { sellerId: "sellerIdRequired" },
    handler: (ctx) =>
      publicJson(ctx, "sellerGoods!searchSellerGoods", async () => {
        const p = ctx.params;
        const shelf = await shelfOf(ctx);
        const found = p.keyword
          ? await searchGoods(shelf, { ...p, keyword: decodeKeyword(p.keyword) }, pageWindow(p))
          : await listGoods(shelf, p, pageWindow(p));
        return paged(p, { ...found, list: await markKept(ctx, found.list) });
      }),
  }),
  action("sellerGoods!info", {
    handler: async (ctx) => {
      const shelf = await shelfOf(ctx);
      const sysBuyMin = Number(await syspara(ctx.db, ctx.caches, "goods_buy_min")) || 1;
      // The detail may be a few seconds old (prices and stock are checked again at checkout); the view is
      // counted every time, and the figures shown include the views not yet written. The server's own call for
      // a page's HTML counts only a browser's navigation (http/wap-shell.ts withFirstScreen).
      const vo = await publicCache(ctx, "sellerGoods!info", () => goodsInfo(shelf, { ...ctx.params, sysBuyMin }));
      const pending =
        ctx.req.headers["x-first-screen"] === "no-view"
          ? ctx.views.pendingFor(ctx.params.sellerGoodsId)
          : ctx.views.add(ctx.params.sellerGoodsId, Number(vo.sellerId));
      return {
        ...vo,
        viewsNum: vo.viewsNum + pending,
        // Per-user, so never part of the cached detail.
        ...(ctx.user ? { isKeep: (await isKept(ctx.db, ctx.user.partyId, ctx.params.sellerGoodsId)) ? 1 : 0 } : {}),
        ...(vo.seller ? { seller: { ...vo.seller, viewsNum: vo.seller.viewsNum + pending } } : {}),
      };
    },
  }),
  action("sellerGoods!recommend_new", {
    handler: (ctx) =>
      publicJson(ctx, "sellerGoods!recommend_new", async () => ({
        result: await markKept(
          ctx,
          await recommendedGoods(await shelfOf(ctx), ctx.params.type, pageWindow(ctx.params)),
        ),
      })),
  }),
  action("sellerGoods!recommend_like", {
    handler: async (ctx) => {
      // type 2 is the merchant block (that store's best sellers); otherwise the best sellers of the mall.
      const sellerId = ctx.params.type === 2 ? ctx.params.sellerId : undefined;
      const list = await markKept(ctx, await bestSellers(await shelfOf(ctx), sellerId));
      // Contract 3.2: data is null when the list is empty.
      return list.length ? list : null;
    },
  }),
  action("category!list", {
    handler: async ({ db, caches, locale, params: p }) =>
      paged(p, topCategories(await categoryIndex(db, caches, locale), pageWindow(p))),
  }),
  action("category!tree", {
    handler: async ({ db, caches, locale, params }) =>
      categoryTree(await categoryIndex(db, caches, locale), { showHidden: params.showHidden === 1 }),
  }),
  action("category!sellerTree", {
    handler: async ({ db, caches, locale, params: { sellerId } }) => {
      const cats = await categoryIndex(db, caches, locale);
      return sellerId ? categoryTree(cats, { keep: await sellerCategoryIds(db, sellerId) }) : categoryTree(cats);
    },
  }),
  action("category!recommend", {
    handler: async ({ db, caches, locale, params: p }) =>
      paged(p, recommendedCategories(await categoryIndex(db, caches, locale), pageWindow(p))),
  }),
  action("seller!list", {
    handler: (ctx) =>
      publicJson(ctx, "seller!list", async () => {
        const p = ctx.params;
        const { ids, total } = await sellerPage(ctx.db, { isRec: p.isRec === 1, ...pageWindow(p) });
        return paged(p, { list: await sellerVos(ctx.db, ids), total });
      }),
  }),
  action("seller!info", {
    handler: async ({ db, user, params }) => {
      const seller = await openStore(db, params.sellerId, user?.partyId);
      return user ? { ...seller, isFocus: (await isFollowing(db, user.partyId, Number(seller.id))) ? 1 : 0 } : seller;
    },
  }),
  action("evaluation!list", {
    handler: async ({ db, locale, params: p }) => {
      const counts = await evaluationCounts(db, p.sellerGoodsId);
      const total = evaluationTotal(counts, p.evaluationType);
      const list = total
        ? await evaluationPage(db, { sellerGoodsId: p.sellerGoodsId, type: p.evaluationType, ...pageWindow(p), locale })
        : [];
      return { ...paged(p, { list, total }), evaluationNum: counts.total };
    },
  }),
  action("evaluation!countType", {
    handler: async ({ db, params }) => typeCounts(await evaluationCounts(db, params.goodId)),
  }),
];
