import { z } from "zod";
import { catalogueParams as P } from "../catalogue.ts";
import { pageOf } from "../params.ts";
import {
  categoryCard,
  categoryVo,
  evaluationTypeCounts,
  evaluationVo,
  goodsVo,
  searchKeywordResult,
  sellerVo,
  topCategoryCard,
} from "../wire.ts";
import { spec } from "./define.ts";

const goodsPage = pageOf(goodsVo);

/**
 * The storefront's catalogue (contract 3.2): goods, categories, stores and reviews. Public: a shop token, when
 * one comes along, adds the caller's own fields (isKeep, isFocus) and bypasses the short public caches.
 */
export const catalogueApi = {
  "sellerGoods!list": spec({ app: "public", method: "POST", params: P["sellerGoods!list"], data: goodsPage }),
  "sellerGoods!search": spec({ app: "public", method: "POST", params: P["sellerGoods!search"], data: goodsPage }),
  "sellerGoods!search-keyword": spec({
    app: "public",
    method: "POST",
    params: P["sellerGoods!search-keyword"],
    data: searchKeywordResult,
  }),
  "sellerGoods!searchSellerGoods": spec({
    app: "public",
    method: "POST",
    params: P["sellerGoods!searchSellerGoods"],
    data: goodsPage,
  }),
  "sellerGoods!info": spec({ app: "public", method: "POST", params: P["sellerGoods!info"], data: goodsVo }),
  "sellerGoods!recommend_new": spec({
    app: "public",
    method: "POST",
    params: P["sellerGoods!recommend_new"],
    data: z.object({ result: z.array(goodsVo) }),
  }),
  /** A browsing block, yet the original asks for a login (contract 3.2); null when there is nothing to show. */
  "sellerGoods!recommend_like": spec({
    app: "shop",
    method: "POST",
    params: P["sellerGoods!recommend_like"],
    data: z.array(goodsVo).nullable(),
  }),
  "category!list": spec({ app: "public", method: "POST", params: P["category!list"], data: pageOf(topCategoryCard) }),
  "category!tree": spec({ app: "public", method: "GET", params: P["category!tree"], data: z.array(categoryVo) }),
  "category!sellerTree": spec({
    app: "public",
    method: "GET",
    params: P["category!sellerTree"],
    data: z.array(categoryVo),
  }),
  "category!recommend": spec({
    app: "public",
    method: "POST",
    params: P["category!recommend"],
    data: pageOf(categoryCard),
  }),
  "seller!list": spec({ app: "public", method: "POST", params: P["seller!list"], data: pageOf(sellerVo) }),
  /** Without a sellerId, a signed-in seller's own store. */
  "seller!info": spec({ app: "public", method: "POST", params: P["seller!info"], data: sellerVo }),
  "evaluation!list": spec({
    app: "public",
    method: "POST",
    params: P["evaluation!list"],
    data: pageOf(evaluationVo).extend({ evaluationNum: z.number() }),
  }),
  "evaluation!countType": spec({
    app: "public",
    method: "POST",
    params: P["evaluation!countType"],
    data: evaluationTypeCounts,
  }),
} as const;
