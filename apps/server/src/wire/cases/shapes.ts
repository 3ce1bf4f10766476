import { lazy, lit, matching, optional, type Shape, type ShapeObject, some } from "../shape.ts";

/*
 * The value objects several actions answer with, as api-contract.md names their fields. Where the contract
 * names a field without its JSON type, the type is the one its meaning gives (counts and statuses integers,
 * prices numbers, names and texts strings, moments "datetime"); ids are text, as the original sent them (its
 * ids were UUID strings, and its clients compare them with === to route query values), except the place ids
 * it sent as numbers (docs/wire-conformance.md, "Ids on the wire"). The comments say where the contract itself
 * gives the type.
 */

/** An id as the original sent it: text; ours are integers, sent as their decimal text. */
export const textId = matching(/^\d+$/, "an id as decimal text");

/** Contract 2.6: `pageInfo` with the derived getters; the clients read totalElements. */
export const pageInfo: ShapeObject = {
  pageNum: "integer",
  pageSize: "integer",
  totalElements: "integer",
  totalPage: "integer",
};

/** A mall page (contract 2.6) whose list the fixture fills. */
export const pageOf = (item: Shape): ShapeObject => ({ pageInfo, pageList: some(item) });

/** SellerVo (contract 3.3): the Seller fields and the VO fields; isFocus only with a token. */
export const sellerVo: ShapeObject = {
  id: textId,
  name: "string",
  avatar: "string",
  keyWords: "null-or-string",
  contact: "null-or-string",
  shopPhone: "null-or-string",
  shopRemark: "null-or-string",
  shopAddress: "null-or-string",
  banner1: "null-or-string",
  banner2: "null-or-string",
  banner3: "null-or-string",
  facebook: "null-or-string",
  instagram: "null-or-string",
  twitter: "null-or-string",
  google: "null-or-string",
  youtube: "null-or-string",
  status: "integer",
  recTime: "null-or-datetime",
  createTime: "datetime",
  creditScore: "number",
  black: lit(0, 1),
  mallLevel: "null-or-string",
  soldNum: "integer",
  /** Share of good reviews, a fraction the clients multiply by 100 (the product's reading of the clients). */
  highOpinion: "fraction",
  focusNum: "integer",
  sellerGoodsNum: "integer",
  imInitMessage: "null-or-string",
  imDefaultReply: "null-or-string",
  viewsNum: "integer",
  isFocus: optional(lit(0, 1)),
  onShelvesFlag: optional(lit(0, 1)),
  categoryName: "null-or-string",
};

/** seller!info: the same with isFocus (a token was sent) and onShelvesFlag always there. */
export const sellerInfo: ShapeObject = { ...sellerVo, isFocus: lit(0, 1), onShelvesFlag: lit(0, 1) };

const imgUrls = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => [`imgUrl${i + 1}`, i === 0 ? "string" : "null-or-string"]),
) as ShapeObject;

/**
 * GoodsVo (contract 3.2), as the BE lists it. discountPrice and discountRatio are filled only while the
 * discount runs; isKeep only with a token; seller only in the detail; attributes with a skuId and
 * canSelectAttributes without one (sellerGoods!info).
 */
export const goodsCard: ShapeObject = {
  /** The sellerGoods id, used everywhere as sellerGoodsId. */
  id: textId,
  /** The system goods id. */
  goodsId: textId,
  sellerId: textId,
  /** Compared by the PC client with === to the route's ?id= (commodityPage/filter.vue). */
  categoryId: textId,
  categoryName: "string",
  secondaryCategoryId: "null-or-string",
  secondaryCateName: "null-or-string",
  name: "string",
  unit: "null-or-string",
  des: "null-or-string",
  imgDes: "null-or-string",
  ...imgUrls,
  systemPrice: "number",
  sellingPrice: "number",
  discountPrice: "null-or-number",
  discountRatio: "null-or-fraction",
  discountStartTime: "null-or-datetime",
  discountEndTime: "null-or-datetime",
  profitRatio: "null-or-number",
  freightAmount: "number",
  goodsTax: "number",
  soldNum: "integer",
  viewsNum: "integer",
  buyMin: "integer",
  /** 1 on shelf, 0 off. */
  isShelf: lit(0, 1),
  /** 1 when favourited; only with a token. */
  isKeep: optional(lit(0, 1)),
  isCombo: lit(0, 1),
  recTime: "null-or-datetime",
  newTime: "null-or-datetime",
  systemRecTime: "null-or-datetime",
  systemNewTime: "null-or-datetime",
  upTime: "null-or-datetime",
  stopTime: "null-or-datetime",
  createTime: "datetime",
  showWeight1: "integer",
  showWeight2: "integer",
  black: lit(0, 1),
};

/** A card a signed-in buyer sees: isKeep is there. */
export const goodsCardSignedIn: ShapeObject = { ...goodsCard, isKeep: lit(0, 1) };

/** sellerGoods!info with a skuId: the chosen SKU's attributes. */
export const skuAttribute: ShapeObject = {
  attrName: "string",
  attrValue: "string",
  attrNameId: textId,
  attrValueId: textId,
  goodsId: textId,
  sort: "integer",
};

/** canSelectAttributes (contract 3.2); attribute and value ids are strings, as the original's clients key SKUs. */
const skuAttr: ShapeObject = {
  attrId: textId,
  attrValueId: textId,
  attrName: "string",
  attrValueName: "string",
  isIcon: "integer",
  iconImg: "null-or-string",
};
export const canSelectAttributes: ShapeObject = {
  skus: some({
    skuId: textId,
    attrs: some(skuAttr),
    price: "number",
    sellingPrice: "number",
    discountPrice: "null-or-number",
    iconImg: "null-or-string",
    coverImg: "null-or-string",
    img: "array",
    hidden: "boolean",
  }),
  goodAttrs: some({
    attrId: textId,
    attrName: "string",
    attrValues: some({ attrValueId: textId, attrValueName: "string", isIcon: "integer", iconImg: "null-or-string" }),
  }),
  skuImg: "object",
};

/** The detail: a GoodsVo with the seller, des, and buyMin = max(goods buyMin, goods_buy_min). */
export const goodsDetail: ShapeObject = { ...goodsCard, seller: sellerVo, des: "string" };

/**
 * CategoryVO (contract 3.1), a tree through subList. Its ids are text, and a top category's parentId is "0", as
 * the original stored it (AdminCategoryServiceImpl.save).
 */
export const categoryVo: ShapeObject = {
  id: textId,
  parentId: textId,
  categoryId: textId,
  name: "string",
  iconImg: "null-or-string",
  level: "integer",
  rank: "integer",
  sort: "integer",
  status: "integer",
  recTime: "null-or-datetime",
  createTime: "datetime",
  des: "null-or-string",
  subList: [lazy(() => categoryVo, "CategoryVO")],
};

/** EvaluationVo (contract 3.4); userName is masked, pictures imgUrl1..9. */
export const evaluationVo: ShapeObject = {
  id: textId,
  sellerGoodsId: textId,
  systemGoodsId: textId,
  sellerId: textId,
  userName: "string",
  partyId: textId,
  partyName: "string",
  partyAvatar: "any",
  avatar: "any",
  skuId: "null-or-string",
  /** 1 good, 2 medium, 3 bad (contract 4.4). */
  evaluationType: lit(1, 2, 3),
  rating: "integer",
  content: "string",
  orderId: "string",
  status: "integer",
  /** A number in the original (an Integer column), as are the address book's place ids. */
  countryId: "null-or-integer",
  countryName: "null-or-string",
  evaluationTime: "null-or-datetime",
  createTime: "datetime",
  createTimeStr: "string",
  commentTime: "null-or-datetime",
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`imgUrl${i + 1}`, "null-or-string"])),
  attributes: "array",
};

/** Order `status` (contract 4.1). */
export const orderStatus = lit(-1, 0, 1, 2, 3, 4, 5, 6);
/** `returnStatus`: 0 none, 1 refunding, 2 refunded, 3 refund failed. */
export const returnStatus = lit(0, 1, 2, 3);

/** A favourite is the goods card itself; black is 1 when the seller is missing (contract 3.3). */
export const keptGoods: ShapeObject = { ...goodsCardSignedIn, isKeep: lit(1) };
