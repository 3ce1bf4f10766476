import { z } from "zod";
import type { OrderDetailVo, OrderLineVo, OrderListItemVo } from "./orders.ts";
import { AVATAR_COUNT } from "./accounts.ts";
import { newAccountFields, typedTwice } from "./account-params.ts";
import type { ErrorKey } from "./errors.ts";
import { toWireDate } from "./dates.ts";
import { type Cents, parseCents } from "./money.ts";
import { id, INT4_MAX, int, optionalId, optionalInt, optionalText, type PageOf, pageParams } from "./params.ts";
import { sellerVo } from "./wire.ts";

/**
 * The seller app's calls (`merchant/*`): store sign-up, the seller's session and the store profile. Limits are
 * written once here; the sign-up and profile forms import them.
 */
export const STORE_NAME_MIN = 2;
export const STORE_NAME_MAX = 64;
export const CONTACT_MIN = 2;
export const CONTACT_MAX = 64;
export const STORE_REMARK_MAX = 1000;
export const SHOP_PHONE_MAX = 32;
export const SHOP_ADDRESS_MAX = 200;
export const KEY_WORDS_MAX = 200;
export const IMAGE_URL_MAX = 500;

/** No control characters (line breaks are allowed only in the description). */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
const MULTI_LINE = /^[^\p{Cc}]*(?:[\r\n\t][^\p{Cc}]*)*$/u;

/**
 * A picture of the store: one of our own media paths (uploads and the generated demo art) or an https
 * address. The value ends up in `url("...")` and `src`, so quotes, brackets and spaces are refused.
 */
/**
 * Store pictures come from our own media only: pictures uploaded here (/media/uploads/…) or the generated
 * demo art. An outside address would let a store track its visitors or swap a picture after review.
 */
export const IMAGE_URL_PATTERN = /^\/media\/(?!.*\.\.)[A-Za-z0-9._/-]+$/;

const line = (min: number, max: number) => z.string().trim().min(min).max(max).regex(SINGLE_LINE);
const image = z.union([z.literal(""), z.string().trim().max(IMAGE_URL_MAX).regex(IMAGE_URL_PATTERN)]);

/** Application states of `store_application`: the platform approves (creating the store) or rejects. */
export const STORE_APPLICATION_STATUS = ["pending", "approved", "rejected"] as const;
export type StoreApplicationStatus = (typeof STORE_APPLICATION_STATUS)[number];

const { type, ...account } = newAccountFields;

/** `merchant/account!signup`: the account fields of the shop's register plus the store's name and contact. */
export const merchantSignupParams = typedTwice(
  z.object({
    storeName: line(STORE_NAME_MIN, STORE_NAME_MAX),
    contact: line(CONTACT_MIN, CONTACT_MAX),
    /** 1 phone ("<areaCode> <number>"), 2 e-mail, 3 username: checked before the name, as the form reads. */
    type,
    ...account,
    /** The picture the visitor had in the shop (`?avatar=` of the merchant links). */
    avatar: optionalInt(1, AVATAR_COUNT).catch(undefined),
  }),
);

export const MERCHANT_PARAM_ERRORS: Partial<Record<string, ErrorKey>> = {
  storeName: "paramError",
  contact: "paramError",
  username: "usernameRequired",
  password: "passwordLength",
  re_password: "passwordsDiffer",
  agentCode: "invitationCodeWrong",
  type: "typeRequired",
};

/** `merchant/store!update`: every field of the profile, sent whole (blank pictures are removed). */
export const merchantStoreParams = z.object({
  name: line(STORE_NAME_MIN, STORE_NAME_MAX),
  avatar: image,
  banner1: image,
  banner2: image,
  banner3: image,
  shopRemark: z.string().trim().max(STORE_REMARK_MAX).regex(MULTI_LINE).default(""),
  contact: line(0, CONTACT_MAX).default(""),
  shopPhone: line(0, SHOP_PHONE_MAX).default(""),
  shopAddress: line(0, SHOP_ADDRESS_MAX).default(""),
  keyWords: line(0, KEY_WORDS_MAX).default(""),
});
export type MerchantStoreInput = z.input<typeof merchantStoreParams>;

const num = z.number();
const str = z.string();
const wireDate = str.nullable();

/** The seller's own store profile (`merchant/store!get`, and the answer of `store!update`): the shop's fields. */
export const merchantStore = sellerVo.pick({
  id: true,
  name: true,
  avatar: true,
  banner1: true,
  banner2: true,
  banner3: true,
  shopRemark: true,
  contact: true,
  shopPhone: true,
  shopAddress: true,
  keyWords: true,
  status: true,
});
export type MerchantStore = z.infer<typeof merchantStore>;

/** What the dashboard shows of an approved store. */
export const merchantStoreSummary = sellerVo
  .pick({ id: true, name: true, avatar: true, status: true, focusNum: true, viewsNum: true, sellerGoodsNum: true })
  .extend({ createTime: wireDate });
export type MerchantStoreSummary = z.infer<typeof merchantStoreSummary>;

/** `merchant/account!me`. */
export const merchantMe = z.object({
  username: str,
  usercode: str,
  avatar: str,
  application: z
    .object({
      status: z.enum(STORE_APPLICATION_STATUS),
      storeName: str,
      reason: str.nullable(),
      createdAt: wireDate,
    })
    .nullable(),
  store: merchantStoreSummary.nullable(),
});
export type MerchantMe = z.infer<typeof merchantMe>;

// ---------------------------------------------------------------------------------------------------------------
// Goods (issue 4 §4): a store lists platform goods at its own price. The price rules are written once here; the
// server refuses with the catalogue key of a problem, the seller app explains the same problem beside the field.

/** Goods of the platform catalogue per page of the picker. */
export const CATALOGUE_PAGE_SIZE = 20;
/** Listings put on or taken off the shelf in one call. */
export const SHELF_BATCH_MAX = 100;
/** Prices as the seller types them: plain decimal text, at most two decimals, up to 999,999,999.99. */
export const PRICE_TEXT = /^\d{1,9}(?:\.\d{1,2})?$/;
/** Wire dates (Asia/Shanghai wall clock), as toWireDate writes them. */
export const WIRE_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The picker's first offer: 120% of the platform price, truncated to the cent. */
export const suggestedSellingPrice = (platform: Cents): Cents => (platform * 120n) / 100n;

/**
 * A wire date as an instant. Asia/Shanghai has kept UTC+8 without daylight saving since 1991, so the offset
 * is fixed. Undefined for anything that is not a real date in the wire format: the date must read back the
 * same (the parser would take 2026-02-31 as 3 March and 24:00 as the next day) and lie after 1970.
 */
export function wireDateToInstant(s: string): Date | undefined {
  if (!WIRE_DATE.test(s)) return undefined;
  const d = new Date(`${s.replace(" ", "T")}+08:00`);
  if (Number.isNaN(d.getTime()) || d.getTime() < 0) return undefined;
  return toWireDate(d) === s ? d : undefined;
}

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const priceText = z.string().trim().max(20);
const optionalPrice = z.preprocess(blank, priceText.optional());
const optionalWireDate = z.preprocess(blank, z.string().trim().max(20).optional());
const shelfFlag = optionalInt(0, 1);

export const merchantGoodsParams = {
  /** Platform goods to pick from: keyword (names in the request language and English), category, page. */
  catalogue: z.object({ keyword: optionalText(100), categoryId: optionalId(), pageNum: pageParams.pageNum }),
  add: z.object({ goodsId: id(), sellingPrice: priceText }),
  /** The store's listings; `shelf` 1 on the shelf, 0 off it, absent both. */
  list: z.object({ keyword: optionalText(100), shelf: shelfFlag, ...pageParams }),
  /** Selling price and the optional discount; without discountPrice the discount is removed. */
  update: z.object({
    sellerGoodsId: id(),
    sellingPrice: priceText,
    discountPrice: optionalPrice,
    discountStart: optionalWireDate,
    discountEnd: optionalWireDate,
  }),
  /** `ids`: a comma list of sellerGoodsIds; `isShelf` 1 puts them on the shelf, 0 takes them off. */
  shelf: z.object({
    ids: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{1,10}(?:,\\d{1,10}){0,${SHELF_BATCH_MAX - 1}}$`))
      .transform((s) => s.split(",").map(Number))
      .refine((ids) => ids.every((n) => n >= 1 && n <= INT4_MAX)),
    isShelf: int(0, 1),
  }),
};
export type MerchantListingPriceInput = {
  sellingPrice: string;
  discountPrice?: string | undefined;
  discountStart?: string | undefined;
  discountEnd?: string | undefined;
};

export type ListingPriceField = "sellingPrice" | "discountPrice" | "discountWindow";
export type ListingPriceProblem = "invalid" | "belowPlatform" | "notBelowSelling" | "windowMissing" | "windowOrder";

/** The catalogue sentence the server answers for each problem. */
export const LISTING_PRICE_ERRORS: Record<ListingPriceProblem, ErrorKey> = {
  invalid: "paramError",
  belowPlatform: "belowMinimum",
  notBelowSelling: "aboveMaximum",
  windowMissing: "paramError",
  windowOrder: "paramError",
};

/**
 * What is wrong with a listing's prices, by field; empty when nothing is. A store never sells below what it
 * pays the platform, so the selling price and a discount price are at least the platform price, and a
 * discount is below the selling price and runs in a window whose start is before its end.
 */
export function listingPriceProblems(
  p: MerchantListingPriceInput,
  platform: Cents,
): Partial<Record<ListingPriceField, ListingPriceProblem>> {
  const out: Partial<Record<ListingPriceField, ListingPriceProblem>> = {};
  const selling = PRICE_TEXT.test(p.sellingPrice.trim()) ? parseCents(p.sellingPrice) : undefined;
  if (selling === undefined || selling <= 0n) out.sellingPrice = "invalid";
  else if (selling < platform) out.sellingPrice = "belowPlatform";
  const discountText = p.discountPrice?.trim();
  if (!discountText) return out;
  const discount = PRICE_TEXT.test(discountText) ? parseCents(discountText) : undefined;
  if (discount === undefined || discount <= 0n) out.discountPrice = "invalid";
  else if (discount < platform) out.discountPrice = "belowPlatform";
  else if (selling !== undefined && discount >= selling) out.discountPrice = "notBelowSelling";
  const start = p.discountStart ? wireDateToInstant(p.discountStart.trim()) : undefined;
  const end = p.discountEnd ? wireDateToInstant(p.discountEnd.trim()) : undefined;
  if (!start || !end) out.discountWindow = "windowMissing";
  else if (start >= end) out.discountWindow = "windowOrder";
  return out;
}

/** One platform goods in the picker (`merchant/goods!catalogue`); money as wire numbers. */
export const merchantCatalogueGoods = z.object({
  goodsId: num,
  name: str,
  imgUrl: str,
  categoryId: num,
  categoryName: str,
  unit: str,
  /** What the store pays the platform per unit. */
  systemPrice: num,
  freightAmount: num,
  goodsTax: num,
  buyMin: num,
  skuCount: num,
  /** Units the platform has (all SKUs together). */
  stock: num,
  /** The store's listing of it, when it already has one. */
  sellerGoodsId: num.nullable(),
});
export type MerchantCatalogueGoods = z.infer<typeof merchantCatalogueGoods>;
export type MerchantCataloguePage = PageOf<MerchantCatalogueGoods>;

/** One of the store's listings (`merchant/goods!list`, and the answer of add and update). */
export const merchantListing = z.object({
  id: num,
  goodsId: num,
  name: str,
  imgUrl: str,
  categoryName: str,
  systemPrice: num,
  sellingPrice: num,
  discountPrice: num.nullable(),
  discountRatio: num.nullable(),
  discountStart: wireDate,
  discountEnd: wireDate,
  /** The discount's window is open now, so buyers pay discountPrice. */
  discountActive: z.boolean(),
  /** What buyers pay per unit now, and what the store keeps of it. */
  price: num,
  margin: num,
  soldNum: num,
  viewsNum: num,
  stock: num,
  skuCount: num,
  isShelf: z.union([z.literal(0), z.literal(1)]),
  upTime: wireDate,
  createTime: wireDate,
});
export type MerchantListing = z.infer<typeof merchantListing>;
export type MerchantListingPage = PageOf<MerchantListing>;

/** `merchant/goods!shelf`: how many listings changed shelf (those already there are not counted). */
export const shelfResult = z.object({ updated: num });

// ---------------------------------------------------------------------------------------------------------------
// Orders (orders/seller.routes.ts): what the seller app reads of them; `merchant/order!counts` is in orders.ts.

/** The seller app reads the same order answers as everyone (orders.ts). */
export type MerchantOrderLine = OrderLineVo;
/** A row of `merchant/order!list`. */
export type MerchantOrder = OrderListItemVo;
export type MerchantOrderPage = PageOf<MerchantOrder>;
/** `merchant/order!info`. */
export type MerchantOrderDetail = OrderDetailVo;
