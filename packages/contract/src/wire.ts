import { z } from "zod";

/** Response shapes as the original clients read them (contract 3.1–3.4). Prices are wire numbers. */

const num = z.number();
const str = z.string();
/**
 * An id as the original sent it: text. Its ids were UUID strings, and its clients compare them with === to
 * route query values (always strings), key objects by them and look them up with includes, so a number never
 * matches. Ours are integers, sent as their decimal text (docs/wire-conformance.md, "Ids on the wire");
 * parameters take either form.
 */
export const wireId = z.string().regex(/^\d+$/);
const id = wireId;

export const sellerVo = z.object({
  id,
  name: str,
  avatar: str,
  banner1: str,
  banner2: str,
  banner3: str,
  shopRemark: str,
  contact: str,
  shopPhone: str,
  shopAddress: str,
  keyWords: str,
  status: num,
  creditScore: num,
  mallLevel: str,
  createTime: str,
  /** Real counts: paid units sold, people following, on-shelf listings, page views. */
  soldNum: num,
  focusNum: num,
  sellerGoodsNum: num,
  viewsNum: num,
  /**
   * Share of good reviews as a fraction 0..1 with four decimals (clients multiply by 100); 0 with no
   * reviews.
   */
  highOpinion: num,
  /** Clients add it to soldNum; this mall shows real sales only, so it is always 0. */
  fakeSoldNum: z.literal(0),
  isFocus: num.optional(),
  onShelvesFlag: num.optional(),
  /** The original's social links; stores here keep none, so null (the original's value when unset). */
  facebook: str.nullable(),
  instagram: str.nullable(),
  twitter: str.nullable(),
  google: str.nullable(),
  youtube: str.nullable(),
  /**
   * Set when the platform recommends the store (seller!list isRec). Only the flag is kept, not since when:
   * a recommended store answers its creation time, any other null.
   */
  recTime: str.nullable(),
  /** The original's blacklist flag; there is no store blacklist here (a closed store has status 0), so 0. */
  black: z.literal(0),
  /** The chat's greeting and automatic reply (the original's support chat, not built yet): null. */
  imInitMessage: str.nullable(),
  imDefaultReply: str.nullable(),
  /** A store has no category of its own here: null. */
  categoryName: str.nullable(),
});
export type SellerVo = z.infer<typeof sellerVo>;

/**
 * Attribute and value ids are strings on the wire, as the original sent them: its clients build SKU keys
 * from Object.keys and compare them with ===, so numbers would never match.
 */
export const skuAttr = z.object({
  attrId: id,
  attrValueId: id,
  attrName: str,
  attrValueName: str,
  isIcon: num,
  iconImg: str,
});
export type SkuAttr = z.infer<typeof skuAttr>;

export const canSelectAttributes = z.object({
  skus: z.array(
    z.object({
      skuId: id,
      attrs: z.array(skuAttr),
      price: num,
      sellingPrice: num,
      discountPrice: num.nullable(),
      iconImg: str,
      coverImg: str,
      img: z.array(str),
      hidden: z.boolean(),
      stock: num,
    }),
  ),
  goodAttrs: z.array(
    z.object({
      attrId: id,
      attrName: str,
      attrValues: z.array(z.object({ attrValueId: id, attrValueName: str, isIcon: num, iconImg: str })),
    }),
  ),
  skuImg: z.record(str, str),
});
export type CanSelectAttributes = z.infer<typeof canSelectAttributes>;

export const goodsVo = z.object({
  /** The listing (sellerGoods) id, which every call takes as sellerGoodsId. */
  id,
  goodsId: id,
  sellerId: id,
  categoryId: id,
  categoryName: str,
  secondaryCategoryId: id.nullable(),
  secondaryCateName: str,
  name: str,
  unit: str,
  /** The description in the detail (sellerGoods!info); null on cards, which do not carry it. */
  des: str.nullable(),
  /** The original's picture description; goods here have none: null. */
  imgDes: str.nullable(),
  /** Pictures 1..10: null past the goods' own count. */
  imgUrl1: str,
  imgUrl2: str.nullable(),
  imgUrl3: str.nullable(),
  imgUrl4: str.nullable(),
  imgUrl5: str.nullable(),
  imgUrl6: str.nullable(),
  imgUrl7: str.nullable(),
  imgUrl8: str.nullable(),
  imgUrl9: str.nullable(),
  imgUrl10: str.nullable(),
  systemPrice: num,
  /**
   * A price the buyer can pay: with SKUs, that of the cheapest SKU on offer (scaled like the SKU's own), so
   * never below every SKU; `discountPrice` likewise while the discount is on.
   */
  sellingPrice: num,
  discountPrice: num.nullable(),
  /** 1 when the SKUs on offer differ in price: the price above is a "from" price. */
  priceFrom: z.union([z.literal(0), z.literal(1)]),
  discountRatio: num.nullable(),
  discountStartTime: str.nullable(),
  discountEndTime: str.nullable(),
  /**
   * The listing's markup over the platform price as a fraction (0.2: sold 20% above it), four decimals: the
   * original's sellingPrice = systemPrice × (1 + profitRatio).
   */
  profitRatio: num,
  freightAmount: num,
  goodsTax: num,
  soldNum: num,
  viewsNum: num,
  buyMin: num,
  isShelf: num,
  /** 1 when the signed-in buyer keeps it among their favourites; 0 otherwise, and always 0 for guests. */
  isKeep: z.union([z.literal(0), z.literal(1)]),
  /** The original's paid promotion (直通车); not offered here, so 0. */
  isCombo: z.literal(0),
  recTime: str.nullable(),
  newTime: str,
  /**
   * The platform's recommendation (recommend_new type 1): the one recommendation flag of a listing here, so
   * the same moment as recTime. The platform marks no goods as new (type 0 is the newest by shelf time): null.
   */
  systemRecTime: str.nullable(),
  systemNewTime: str.nullable(),
  upTime: str,
  /** When the paid promotion ends; none here: null. */
  stopTime: str.nullable(),
  createTime: str,
  showWeight1: num,
  showWeight2: num,
  /** 1 only for a favourite whose store is closed (keepGoods!list); cards list open stores' goods only. */
  black: z.union([z.literal(0), z.literal(1)]),
  /** Share of good reviews in percent, one decimal, "0" with none (detail only). */
  highOpinion: str.optional(),
  evaluationNum: num.optional(),
  seller: sellerVo.optional(),
  attributes: z
    .array(
      z.object({
        attrName: str,
        attrValue: str,
        attrNameId: id,
        attrValueId: id,
        goodsId: id,
        sort: num,
      }),
    )
    .optional(),
  canSelectAttributes: canSelectAttributes.optional(),
});
export type GoodsVo = z.infer<typeof goodsVo>;

export type CategoryVo = {
  id: string;
  /** "0" for a top category, as the original stored it. */
  parentId: string;
  categoryId: string;
  name: string;
  iconImg: string;
  level: number;
  rank: number;
  sort: number;
  status: number;
  des: string;
  recTime: string | null;
  createTime: string;
  subList: CategoryVo[];
};
export const categoryVo: z.ZodType<CategoryVo> = z.object({
  id,
  parentId: id,
  categoryId: id,
  name: str,
  iconImg: str,
  level: num,
  rank: num,
  sort: num,
  status: num,
  des: str,
  recTime: str.nullable(),
  createTime: str,
  get subList() {
    return z.array(categoryVo);
  },
});

/** A category on the home page's recommended strip (category!recommend). */
export const categoryCard = z.object({ name: str, categoryId: id, iconImg: str, sort: num });
export type CategoryCard = z.infer<typeof categoryCard>;
/** A top category with its description (category!list). */
export const topCategoryCard = categoryCard.extend({ des: str });

export const evaluationVo = z.object({
  id,
  sellerGoodsId: id,
  systemGoodsId: id,
  sellerId: id,
  userName: str,
  /**
   * The reviewer's account id in the original (a leak: it named accounts to anyone); always "0" here, the type
   * kept (docs/wire-conformance.md).
   */
  partyId: z.literal("0"),
  /** Masked like userName, never the raw name. */
  partyName: str,
  partyAvatar: num,
  avatar: num,
  skuId: id.nullable(),
  evaluationType: num,
  rating: num,
  content: str,
  orderId: str,
  status: num,
  /** The reviewer's country is kept as an ISO code (named in countryName), not as a place id: null. */
  countryId: num.nullable(),
  countryName: str,
  evaluationTime: str,
  createTime: str,
  createTimeStr: str,
  /** When the review was written (the original's formatted evaluation time). */
  commentTime: str.nullable(),
  /** Pictures 1..9: null past the review's own. */
  imgUrl1: str.nullable(),
  imgUrl2: str.nullable(),
  imgUrl3: str.nullable(),
  imgUrl4: str.nullable(),
  imgUrl5: str.nullable(),
  imgUrl6: str.nullable(),
  imgUrl7: str.nullable(),
  imgUrl8: str.nullable(),
  imgUrl9: str.nullable(),
  attributes: z.array(z.object({ attrName: str, attrValue: str })),
  /** A default positive review the system wrote after the buyer did not review (spec point 4). */
  isDefault: z.boolean().optional(),
});
export type EvaluationVo = z.infer<typeof evaluationVo>;

/** Review counts of a listing per kind (evaluation!countType): numbers as strings, as the original sent them. */
export const evaluationTypeCounts = z.object({
  havePicture: str,
  positiveComments: str,
  mediumReview: str,
  negativeComment: str,
});
export type EvaluationTypeCounts = z.infer<typeof evaluationTypeCounts>;

export const bannerVo = z.object({
  id,
  imgUrl: str,
  sort: num,
  type: str,
  link: str,
  imgType: num,
  remarks: str,
  createTime: str,
});
export type BannerVo = z.infer<typeof bannerVo>;

export const searchKeywordResult = z.object({
  sellerList: z.array(sellerVo),
  goodsList: z.array(z.object({ goodsId: id, id, name: str })),
});
export type SearchKeywordResult = z.infer<typeof searchKeywordResult>;

export const brandVo = z.object({
  id: str,
  name: str,
  title: str,
  theme: z.object({
    primary: str,
    primaryDark: str,
    accent: str,
    surface: str,
    text: str,
    headerBg: str,
    headerText: str,
  }),
  supportEmail: str,
  supportPhone: str,
  supportUrl: str,
  footer: z.object({ cities: z.array(str), countries: num, legalName: str }),
  productCount: num,
});
export type BrandVo = z.infer<typeof brandVo>;

/** News of the language (index!home); the product publishes none yet, the original's items had these fields. */
export const announcementVo = z.object({
  id: z.union([num, str]).optional(),
  title: str.optional(),
  content: str.optional(),
  createTime: str.optional(),
});
export type Announcement = z.infer<typeof announcementVo>;

/** index!home (contract 3.1): the carousel links and the about-us text are system parameters. */
export const siteHome = z.object({
  banner: z.array(str),
  service_link: str,
  announcement: z.array(announcementVo),
  aboutus: str,
});
export type SiteHome = z.infer<typeof siteHome>;

/** The running lottery activity; its title in Chinese or English by the request's language. */
export const lotteryActivity = z.object({ detailUrl: str, title: str, id, status: num, running: str });
export type LotteryActivity = z.infer<typeof lotteryActivity>;

/** index!download-url: the buyer app's download address, a string as in the original (clients draw it as a QR code). */
export const downloadUrl = str;

/**
 * syspara!getSyspara: the parameters a client may read, each present when asked for and set (or defaulted).
 * Values are strings, except withdraw_fee: a percent rate (contract 3.1). Every other code is internal.
 */
export const publicSyspara = z.object({
  customer_service_url: str.optional(),
  mall_max_goods_number_in_order: str.optional(),
  goods_buy_min: str.optional(),
  withdraw_fee: z.object({ type: z.literal("rate"), fee: str }).optional(),
  index_banner_links: str.optional(),
  /** Where the buyer app and the seller app are downloaded (the download page shows both). */
  app_download_url: str.optional(),
  seller_app_download_url: str.optional(),
});
export type PublicSyspara = z.infer<typeof publicSyspara>;
export type PublicSysparaCode = keyof PublicSyspara;
/** Syspara codes a client may read. Everything else is internal and never leaves the server. */
export const PUBLIC_SYSPARA = Object.keys(publicSyspara.shape) as PublicSysparaCode[];
