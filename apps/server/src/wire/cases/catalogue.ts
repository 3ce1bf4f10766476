import { rows, type WireCase, withoutToken } from "../case.ts";
import { lit, matching, some } from "../shape.ts";
import {
  canSelectAttributes,
  evaluationVo,
  goodsCard,
  goodsCardSignedIn,
  goodsDetail,
  pageInfo,
  pageOf,
  sellerInfo,
  sellerVo,
  skuAttribute,
  textId,
} from "./shapes.ts";

const digits = matching(/^\d+$/, "a count as a string");

/** Contract 3.2 (goods), the public half of 3.3 (stores) and 3.4's lists (reviews). */
export const catalogueCases: WireCase[] = [
  {
    action: "sellerGoods!list",
    section: "3.2",
    title: "a guest",
    params: (w) => ({ pageNum: "1", pageSize: "20", lang: "en", categoryId: String(w.category.top), isNew: "0" }),
    expect: { code: "0", data: pageOf(goodsCard) },
    // The PC client finds the category of its route (?id=, a string) with ===; a card's categoryId must match.
    verify: (data, w) =>
      rows((data as { pageList?: unknown }).pageList)
        .filter((g) => g.categoryId !== String(w.category.top))
        .map((g) => `data.pageList[].categoryId: expected "${w.category.top}", got ${JSON.stringify(g.categoryId)}`),
  },
  {
    action: "sellerGoods!list",
    section: "3.2",
    title: "signed in, a store's discounted goods",
    params: (w) => ({
      token: w.buyer.token,
      pageNum: "1",
      pageSize: "20",
      lang: "en",
      sellerId: String(w.store.sellerId),
      discount: "1",
    }),
    expect: { code: "0", data: pageOf({ ...goodsCardSignedIn, discountPrice: "number", discountRatio: "fraction" }) },
  },
  {
    action: "sellerGoods!search",
    section: "3.2",
    params: () => ({ keyword: "Wire", pageNum: "1", pageSize: "20", lang: "en", isPrice: "1" }),
    expect: { code: "0", data: pageOf(goodsCard) },
  },
  {
    action: "sellerGoods!search",
    section: "3.2",
    title: "without keyword",
    params: () => ({ pageNum: "1", pageSize: "20", lang: "en" }),
    expect: { code: "1", msg: "请输入搜索关键字" },
  },
  {
    action: "sellerGoods!search-keyword",
    section: "3.2",
    params: () => ({ keyword: "Wire", lang: "en" }),
    expect: {
      code: "0",
      data: { sellerList: some(sellerVo), goodsList: some({ goodsId: textId, name: "string" }) },
    },
  },
  {
    action: "sellerGoods!searchSellerGoods",
    section: "3.2",
    params: (w) => ({ sellerId: String(w.store.sellerId), keyword: "Wire", pageNum: "1", pageSize: "20" }),
    expect: { code: "0", data: pageOf(goodsCard) },
  },
  {
    action: "sellerGoods!info",
    section: "3.2",
    title: "without a skuId",
    params: (w) => ({ sellerGoodsId: String(w.goods.sku.id), skuId: "-1", lang: "en", token: w.buyer.token }),
    expect: { code: "0", data: { ...goodsDetail, isKeep: lit(0, 1), canSelectAttributes } },
  },
  {
    action: "sellerGoods!info",
    section: "3.2",
    title: "with a skuId",
    params: (w) => ({ sellerGoodsId: String(w.goods.sku.id), skuId: String(w.goods.sku.skuId), lang: "en" }),
    expect: { code: "0", data: { ...goodsDetail, attributes: some(skuAttribute) } },
  },
  {
    action: "sellerGoods!info",
    section: "3.2",
    title: "unknown listing",
    params: () => ({ sellerGoodsId: "2147483000", lang: "en" }),
    expect: { code: "1", msg: "无此sellerGoods" },
  },
  {
    action: "sellerGoods!info",
    section: "3.2",
    title: "off the shelf",
    params: (w) => ({ sellerGoodsId: String(w.goods.offShelf), lang: "en" }),
    expect: { code: "1", msg: "该商品已下架" },
  },
  {
    action: "sellerGoods!info",
    section: "3.2",
    title: "of a closed store",
    params: (w) => ({ sellerGoodsId: String(w.goods.ofClosed), lang: "en" }),
    expect: { code: "1", msg: "暂无店铺" },
  },
  {
    action: "sellerGoods!recommend_new",
    section: "3.2",
    params: () => ({ type: "0", pageNum: "1", pageSize: "24", lang: "en" }),
    expect: { code: "0", data: { result: some(goodsCard) } },
  },
  {
    action: "sellerGoods!recommend_like",
    section: "3.2",
    params: (w) => ({ token: w.buyer.token, sellerId: String(w.store.sellerId), type: "1", lang: "en" }),
    expect: { code: "0", data: some(goodsCardSignedIn) },
  },
  {
    action: "sellerGoods!recommend_like",
    section: "3.2",
    title: "nothing to recommend",
    params: (w) => ({ token: w.buyer.token, sellerId: String(w.stores.empty), type: "2", lang: "en" }),
    expect: { code: "0", data: "null" },
  },
  withoutToken("sellerGoods!recommend_like", "3.2", { sellerId: "1", type: "1" }),
  {
    action: "seller!list",
    section: "3.3",
    params: () => ({ pageNum: "1", pageSize: "20", isRec: "1" }),
    expect: { code: "0", data: pageOf(sellerVo) },
  },
  {
    action: "seller!info",
    section: "3.3",
    params: (w) => ({ sellerId: String(w.stores.followed), token: w.buyer.token, lang: "en" }),
    expect: { code: "0", data: sellerInfo },
    verify: (data) => ((data as { isFocus?: unknown }).isFocus === 1 ? [] : ["data.isFocus: expected 1 (followed)"]),
  },
  {
    action: "seller!info",
    section: "3.3",
    title: "a closed store",
    params: (w) => ({ sellerId: String(w.stores.closed) }),
    expect: { code: "1", msg: "暂无店铺" },
  },
  {
    action: "evaluation!list",
    section: "3.4",
    params: (w) => ({ sellerGoodsId: String(w.goods.sku.id), pageNum: "1", pageSize: "10", lang: "en" }),
    expect: { code: "0", data: { pageInfo, pageList: some(evaluationVo), evaluationNum: "integer" } },
    // The buyer's name is masked (contract 3.4); partyName beside it must not undo that. partyId keeps its
    // type but is "0": the original's answer named the reviewer's account to anyone (a leak we do not copy).
    verify: (data) =>
      rows((data as { pageList?: unknown }).pageList).flatMap((e) => [
        ...(["userName", "partyName"] as const)
          .filter((k) => k in e && (typeof e[k] !== "string" || !String(e[k]).includes("*")))
          .map((k) => `data.pageList[].${k}: expected a masked name, got ${JSON.stringify(e[k])}`),
        ...(e.partyId === "0" ? [] : [`data.pageList[].partyId: expected "0", got ${JSON.stringify(e.partyId)}`]),
      ]),
  },
  {
    action: "evaluation!countType",
    section: "3.4",
    params: (w) => ({ goodId: String(w.goods.sku.id) }),
    expect: {
      code: "0",
      data: { havePicture: digits, positiveComments: digits, mediumReview: digits, negativeComment: digits },
    },
  },
];
