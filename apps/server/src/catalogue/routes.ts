import { catalogueParams, pageInfo } from "@mall/contract";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { cached, RawJson } from "../http/cache.ts";
import { fail } from "../http/errors.ts";
import { syspara } from "../site/syspara.ts";
import { categoryIndex, categoryTree, sellerCategoryIds } from "./categories.ts";
import { evaluationCounts, evaluationPage } from "./evaluations.ts";
import { goodsInfo } from "./info.ts";
import { closedSellerIds, listGoods } from "./queries.ts";
import { searchGoods, suggestGoods, suggestSellerIds } from "./search.ts";
import { sellerPage, sellerVos } from "./sellers.ts";
import { decodeKeyword } from "./sql.ts";
import { isFollowing } from "../favourites/follow-store.ts";
import { isKept } from "../favourites/keep-goods.ts";

const P = catalogueParams;
const page = (p: { pageNum: number; pageSize: number }) => ({
  limit: p.pageSize,
  offset: (p.pageNum - 1) * p.pageSize,
});

/**
 * Public answers may be ~10 s stale (caches.lists). Never with a token: per-user fields such as isKeep
 * would leak between users.
 */
function publicCache<T>(ctx: Ctx<unknown>, name: string, load: () => Promise<T>, ttl?: number): Promise<T> {
  if (ctx.user) return load();
  return cached<unknown>(ctx.caches.lists, publicKey(ctx, name), load, ttl) as Promise<T>;
}

/** As publicCache, but keeps the answer serialised: for answers sent as they are (lists, searches). */
function publicJson(ctx: Ctx<unknown>, name: string, load: () => Promise<unknown>, ttl?: number): Promise<RawJson> {
  const serialised = async () => RawJson.of(await load());
  if (ctx.user) return serialised();
  return cached<unknown>(ctx.caches.lists, `json|${publicKey(ctx, name)}`, serialised, ttl) as Promise<RawJson>;
}

function publicKey(ctx: Ctx<unknown>, name: string): string {
  // Keywords differ only in case and spacing as often as not: one entry for all of them.
  const key = JSON.stringify(ctx.params, (k, v) =>
    k === "keyword" && typeof v === "string" ? v.toLowerCase().replace(/\s+/g, " ") : v,
  );
  return `${name}|${ctx.locale}|${key}`;
}

/** Searches and suggestions repeat far more than they change; a minute-old answer is still right. */
const SEARCH_TTL = 60_000;

const goodsActions: AnyAction[] = [
  action({
    name: "sellerGoods!list",
    method: "POST",
    params: P["sellerGoods!list"],
    handler: (ctx) =>
      publicJson(ctx, "sellerGoods!list", async () => {
        const p = ctx.params;
        const cats = await categoryIndex(ctx.db, ctx.caches, ctx.locale);
        const filter = { ...p, discount: p.discount === 1, recOnly: (p.recTime ?? 0) > 0 };
        const { list, total } = await listGoods(ctx.db, ctx.caches, ctx.locale, cats, filter, page(p));
        return { pageInfo: pageInfo(p.pageNum, p.pageSize, total), pageList: list };
      }),
  }),
  action({
    name: "sellerGoods!search",
    method: "POST",
    params: P["sellerGoods!search"],
    paramErrors: { keyword: "keywordRequired" },
    handler: (ctx) =>
      publicJson(
        ctx,
        "sellerGoods!search",
        async () => {
          const p = ctx.params;
          const cats = await categoryIndex(ctx.db, ctx.caches, ctx.locale);
          const closed = await closedSellerIds(ctx.db, ctx.caches);
          const { list, total } = await searchGoods(
            ctx.db,
            ctx.caches,
            ctx.locale,
            cats,
            closed,
            { ...p, keyword: decodeKeyword(p.keyword), discount: p.discount === 1 },
            page(p),
          );
          return { pageInfo: pageInfo(p.pageNum, p.pageSize, total), pageList: list };
        },
        SEARCH_TTL,
      ),
  }),
  action({
    name: "sellerGoods!search-keyword",
    method: "POST",
    params: P["sellerGoods!search-keyword"],
    paramErrors: { keyword: "keywordRequired" },
    handler: (ctx) =>
      publicJson(
        ctx,
        "sellerGoods!search-keyword",
        async () => {
          const closed = await closedSellerIds(ctx.db, ctx.caches);
          const keyword = decodeKeyword(ctx.params.keyword);
          // Goods and stores are independent: on a server they run on two connections at once.
          const [goodsList, sellerList] = await Promise.all([
            suggestGoods(ctx.db, keyword, ctx.locale, closed, 10),
            suggestSellerIds(ctx.db, keyword, 5).then((ids) => sellerVos(ctx.db, ids)),
          ]);
          return { sellerList, goodsList };
        },
        SEARCH_TTL,
      ),
  }),
  action({
    name: "sellerGoods!searchSellerGoods",
    method: "POST",
    params: P["sellerGoods!searchSellerGoods"],
    paramErrors: { sellerId: "sellerIdRequired" },
    handler: (ctx) =>
      publicJson(ctx, "sellerGoods!searchSellerGoods", async () => {
        const p = ctx.params;
        const cats = await categoryIndex(ctx.db, ctx.caches, ctx.locale);
        const closed = await closedSellerIds(ctx.db, ctx.caches);
        const { list, total } = p.keyword
          ? await searchGoods(
              ctx.db,
              ctx.caches,
              ctx.locale,
              cats,
              closed,
              { ...p, keyword: decodeKeyword(p.keyword) },
              page(p),
            )
          : await listGoods(ctx.db, ctx.caches, ctx.locale, cats, p, page(p));
        return { pageInfo: pageInfo(p.pageNum, p.pageSize, total), pageList: list };
      }),
  }),
  action({
    name: "sellerGoods!info",
    method: "POST",
    params: P["sellerGoods!info"],
    handler: async (ctx) => {
      const cats = await categoryIndex(ctx.db, ctx.caches, ctx.locale);
      const sysBuyMin = Number(await syspara(ctx.db, ctx.caches, "goods_buy_min")) || 1;
      // The detail may be a few seconds old (prices and stock are checked again at checkout); the view is
      // counted every time, and the figures shown include the views not yet written.
      const vo = await publicCache(ctx, "sellerGoods!info", () =>
        goodsInfo(ctx.db, { ...ctx.params, locale: ctx.locale, cats, sysBuyMin }),
      );
      const pending = ctx.views.add(vo.id, vo.sellerId);
      return {
        ...vo,
        viewsNum: vo.viewsNum + pending,
        // Per-user, so never part of the cached detail.
        ...(ctx.user ? { isKeep: (await isKept(ctx.db, ctx.user.partyId, vo.id)) ? 1 : 0 } : {}),
        ...(vo.seller ? { seller: { ...vo.seller, viewsNum: vo.seller.viewsNum + pending } } : {}),
      };
    },
  }),
  action({
    name: "sellerGoods!recommend_new",
    method: "POST",
    params: P["sellerGoods!recommend_new"],
    handler: (ctx) =>
      publicJson(ctx, "sellerGoods!recommend_new", async () => {
        const p = ctx.params;
        const cats = await categoryIndex(ctx.db, ctx.caches, ctx.locale);
        const flags = {
          isPrice: 0,
          isNew: p.type === 0 ? 2 : 0,
          isHot: p.type === 2 ? 2 : 0,
          isRec: p.type === 1 ? 2 : 0,
        };
        const at = { ...page(p), count: false };
        let { list } = await listGoods(ctx.db, ctx.caches, ctx.locale, cats, { ...flags, recOnly: p.type === 1 }, at);
        // A platform that has not picked recommendations yet still gets a useful home block.
        if (list.length === 0 && p.type === 1) {
          ({ list } = await listGoods(ctx.db, ctx.caches, ctx.locale, cats, { ...flags, isRec: 0 }, at));
        }
        return { result: list };
      }),
  }),
  action({
    name: "sellerGoods!recommend_like",
    method: "POST",
    auth: true,
    params: P["sellerGoods!recommend_like"],
    handler: async (ctx) => {
      const cats = await categoryIndex(ctx.db, ctx.caches, ctx.locale);
      // type 2 is the merchant block (that store's best sellers); otherwise the best sellers of the mall.
      const sellerId = ctx.params.type === 2 ? ctx.params.sellerId : undefined;
      const flags = { isPrice: 0, isNew: 0, isHot: 2, isRec: 0, sellerId };
      const { list } = await listGoods(ctx.db, ctx.caches, ctx.locale, cats, flags, {
        limit: 12,
        offset: 0,
        count: false,
      });
      // Contract 3.2: data is null when the list is empty.
      return list.length ? list : null;
    },
  }),
];

const categoryActions: AnyAction[] = [
  action({
    name: "category!list",
    method: "POST",
    params: P["category!list"],
    handler: async (ctx) => {
      const p = ctx.params;
      const cats = await categoryIndex(ctx.db, ctx.caches, ctx.locale);
      const top = (cats.children.get(null) ?? []).filter((c) => c.status === 1);
      const { limit, offset } = page(p);
      const pageList = top
        .slice(offset, offset + limit)
        .map((c) => ({ name: c.name, categoryId: c.id, iconImg: c.iconImg, des: c.des, sort: c.sort }));
      return { pageInfo: pageInfo(p.pageNum, p.pageSize, top.length), pageList };
    },
  }),
  action({
    name: "category!tree",
    method: "GET",
    params: P["category!tree"],
    handler: async (ctx) =>
      categoryTree(await categoryIndex(ctx.db, ctx.caches, ctx.locale), { showHidden: ctx.params.showHidden === 1 }),
  }),
  action({
    name: "category!sellerTree",
    method: "GET",
    params: P["category!sellerTree"],
    handler: async (ctx) => {
      const cats = await categoryIndex(ctx.db, ctx.caches, ctx.locale);
      const sellerId = ctx.params.sellerId;
      if (!sellerId) return categoryTree(cats);
      return categoryTree(cats, { keep: await sellerCategoryIds(ctx.db, sellerId) });
    },
  }),
  action({
    name: "category!recommend",
    method: "POST",
    params: P["category!recommend"],
    handler: async (ctx) => {
      const p = ctx.params;
      const cats = await categoryIndex(ctx.db, ctx.caches, ctx.locale);
      const rec = cats.all.filter((c) => c.isRec && c.status === 1);
      const { limit, offset } = page(p);
      const pageList = rec
        .slice(offset, offset + limit)
        .map((c) => ({ name: c.name, categoryId: c.id, iconImg: c.iconImg, sort: c.sort }));
      return { pageInfo: pageInfo(p.pageNum, p.pageSize, rec.length), pageList };
    },
  }),
];

const sellerActions: AnyAction[] = [
  action({
    name: "seller!list",
    method: "POST",
    params: P["seller!list"],
    handler: (ctx) =>
      publicJson(ctx, "seller!list", async () => {
        const p = ctx.params;
        const { ids, total } = await sellerPage(ctx.db, { isRec: p.isRec === 1, ...page(p) });
        return { pageInfo: pageInfo(p.pageNum, p.pageSize, total), pageList: await sellerVos(ctx.db, ids) };
      }),
  }),
  action({
    name: "seller!info",
    method: "POST",
    params: P["seller!info"],
    handler: async (ctx) => {
      let sellerId = ctx.params.sellerId;
      if (!sellerId && ctx.user) {
        const own = await ctx.db.query<{ id: number }>("select id from seller where party_id = $1", [ctx.user.partyId]);
        sellerId = own[0]?.id;
      }
      if (!sellerId) return fail(ctx.user ? "storeNotFound" : "sellerIdRequired");
      const [seller] = await sellerVos(ctx.db, [sellerId], { openOnly: true });
      if (!seller) return fail("storeNotFound");
      return ctx.user
        ? { ...seller, isFocus: (await isFollowing(ctx.db, ctx.user.partyId, seller.id)) ? 1 : 0 }
        : seller;
    },
  }),
];

const evaluationActions: AnyAction[] = [
  action({
    name: "evaluation!list",
    method: "POST",
    params: P["evaluation!list"],
    handler: async (ctx) => {
      const p = ctx.params;
      const counts = await evaluationCounts(ctx.db, p.sellerGoodsId);
      const t = p.evaluationType;
      const total =
        t === 1
          ? counts.good
          : t === 2
            ? counts.medium
            : t === 3
              ? counts.bad
              : t === 4
                ? counts.withPictures
                : counts.total;
      const pageList = total
        ? await evaluationPage(ctx.db, { sellerGoodsId: p.sellerGoodsId, type: t, ...page(p), locale: ctx.locale })
        : [];
      return { pageInfo: pageInfo(p.pageNum, p.pageSize, total), pageList, evaluationNum: counts.total };
    },
  }),
  action({
    name: "evaluation!countType",
    method: "POST",
    params: P["evaluation!countType"],
    handler: async (ctx) => {
      const c = await evaluationCounts(ctx.db, ctx.params.goodId);
      return {
        havePicture: String(c.withPictures),
        positiveComments: String(c.good),
        mediumReview: String(c.medium),
        negativeComment: String(c.bad),
      };
    },
  }),
];

export const catalogueActions: AnyAction[] = [
  ...goodsActions,
  ...categoryActions,
  ...sellerActions,
  ...evaluationActions,
];
