import { z } from "zod";
import { EMAIL_MAX } from "./accounts.ts";
import {
  flag01,
  id,
  INT4_MAX,
  intOr,
  langParam,
  optionalId,
  optionalInt,
  optionalText,
  pageParams,
  requiredText,
  sends,
  sortFlag,
} from "./params.ts";

type Num = number | string;

const goodsSorts = { isNew: sortFlag(), isHot: sortFlag(), isPrice: sortFlag(), isRec: sortFlag() };

/** Request parameters per action. The server validates with these; the apps type their calls with them. */
export const catalogueParams = {
  "index!home": z.object({ ...langParam }),
  "banner!bannerList": z.object({
    type: requiredText(10),
    imgType: optionalInt(0, 1),
    ...pageParams,
  }),
  "category!list": z.object({ ...pageParams, ...langParam }),
  "category!tree": z.object({ ...langParam, showHidden: flag01() }),
  "category!sellerTree": z.object({ ...langParam, sellerId: optionalId() }),
  "category!recommend": z.object({ ...pageParams, ...langParam }),
  "sellerGoods!list": z.object({
    ...pageParams,
    ...langParam,
    ...goodsSorts,
    sellerId: optionalId(),
    categoryId: optionalId(),
    /** Above 0: recommended goods only. */
    recTime: optionalInt(0, INT4_MAX),
    discount: flag01(),
  }),
  "sellerGoods!search": z.object({
    keyword: requiredText(100),
    ...pageParams,
    ...langParam,
    ...goodsSorts,
    discount: flag01(),
    categoryId: optionalId(),
  }),
  "sellerGoods!search-keyword": z.object({ keyword: requiredText(100), ...langParam, ...goodsSorts }),
  "sellerGoods!searchSellerGoods": z.object({
    sellerId: id(),
    keyword: optionalText(100),
    ...pageParams,
    ...langParam,
    ...goodsSorts,
  }),
  "sellerGoods!info": z.object({
    sellerGoodsId: id(),
    /** -1 means no SKU, as the original's clients send it. */
    skuId: sends<Num | undefined>()(z.preprocess((v) => (v === "-1" || v === -1 ? undefined : v), optionalId())),
    ...langParam,
  }),
  "sellerGoods!recommend_new": z.object({
    type: intOr(0, 2, 1),
    ...pageParams,
    ...langParam,
  }),
  "sellerGoods!recommend_like": z.object({
    sellerId: id(),
    type: optionalInt(0, 9),
    ...langParam,
  }),
  "seller!list": z.object({ ...pageParams, isRec: flag01() }),
  "seller!info": z.object({ sellerId: optionalId(), ...langParam }),
  "evaluation!list": z.object({
    sellerGoodsId: id(),
    /** 1 good, 2 medium, 3 bad, 4 with pictures (our addition for the filter; absent = all). */
    evaluationType: optionalInt(1, 4),
    ...pageParams,
    ...langParam,
  }),
  "evaluation!countType": z.object({ goodId: id() }),
  "index!download-url": z.object({}),
  "syspara!getSyspara": z.object({ code: requiredText(500) }),
  "subscribe!add": z.object({ email: requiredText(EMAIL_MAX) }),
  "activity/lottery!getCurrentActivity": z.object({ ...langParam }),
  /** Our own: the request's brand (chosen by host or ?brand=) for the storefront's theme and footer. */
  "site!brand": z.object({}),
} as const;

export const MAX_BUY_DEFAULT = 500;
export const SEARCH_HISTORY_MAX = 10;
export const HOME_PAGE_SIZE = 12;
