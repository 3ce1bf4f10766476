import { z } from "zod";
import type { OrderDetailVo, OrderLineVo, OrderListItemVo } from "./orders.ts";
import { AVATAR_COUNT, INVITE_CODE_PATTERN, PASSWORD_PATTERN, type WalletRecord } from "./accounts.ts";
import type { ErrorKey } from "./errors.ts";
import { type Cents, parseCents } from "./money.ts";
import { id, optionalId, optionalText, type PageOf, pageParams } from "./params.ts";

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
export const IMAGE_URL_PATTERN = /^(?:\/media\/[A-Za-z0-9._/-]+|https:\/\/[A-Za-z0-9._~:/?#@!$&*+,;=%-]+)$/;

const line = (min: number, max: number) => z.string().trim().min(min).max(max).regex(SINGLE_LINE);
const image = z.union([z.literal(""), z.string().trim().max(IMAGE_URL_MAX).regex(IMAGE_URL_PATTERN)]);

/** Application states of `store_application`: the platform approves (creating the store) or rejects. */
export const STORE_APPLICATION_STATUS = ["pending", "approved", "rejected"] as const;
export type StoreApplicationStatus = (typeof STORE_APPLICATION_STATUS)[number];

/** `merchant/account!signup`: the account fields of the shop's register plus the store's name and contact. */
export const merchantSignupParams = z
  .object({
    storeName: line(STORE_NAME_MIN, STORE_NAME_MAX),
    contact: line(CONTACT_MIN, CONTACT_MAX),
    /** 1 phone ("<areaCode> <number>"), 2 e-mail, 3 username. */
    type: z.coerce.number().int(),
    username: z.string().trim().min(1).max(80),
    password: z.string().regex(PASSWORD_PATTERN),
    re_password: z.string(),
    agentCode: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v && v !== "000000" ? v : undefined))
      .pipe(z.string().regex(INVITE_CODE_PATTERN).optional()),
    /** The picture the visitor had in the shop (`?avatar=` of the merchant links). */
    avatar: z.coerce.number().int().min(1).max(AVATAR_COUNT).optional().catch(undefined),
  })
  .refine((p) => p.password === p.re_password, { path: ["re_password"] });

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

/** The seller's own store profile (`merchant/store!get`, and the answer of `store!update`). */
export type MerchantStore = {
  id: number;
  name: string;
  /** The store's logo. */
  avatar: string;
  banner1: string;
  banner2: string;
  banner3: string;
  shopRemark: string;
  contact: string;
  shopPhone: string;
  shopAddress: string;
  keyWords: string;
  /** 1 open, 0 closed by the platform. */
  status: number;
};

/** What the dashboard shows of an approved store. */
export type MerchantStoreSummary = {
  id: number;
  name: string;
  avatar: string;
  status: number;
  focusNum: number;
  viewsNum: number;
  sellerGoodsNum: number;
  createTime: string | null;
};

/** `merchant/account!me`. */
export type MerchantMe = {
  username: string;
  usercode: string;
  avatar: string;
  application: {
    status: StoreApplicationStatus;
    storeName: string;
    reason: string | null;
    createdAt: string | null;
  } | null;
  store: MerchantStoreSummary | null;
};

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
 * is fixed. Undefined for anything that is not a real date in the wire format.
 */
export function wireDateToInstant(s: string): Date | undefined {
  if (!WIRE_DATE.test(s)) return undefined;
  const d = new Date(`${s.replace(" ", "T")}+08:00`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const priceText = z.string().trim().max(20);
const optionalPrice = z.preprocess(blank, priceText.optional());
const optionalWireDate = z.preprocess(blank, z.string().trim().max(20).optional());
const shelfFlag = z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional());

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
      .refine((ids) => ids.every((n) => n >= 1 && n <= 2_147_483_647)),
    isShelf: z.coerce.number().int().min(0).max(1),
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
export type MerchantCatalogueGoods = {
  goodsId: number;
  name: string;
  imgUrl: string;
  categoryId: number;
  categoryName: string;
  unit: string;
  /** What the store pays the platform per unit. */
  systemPrice: number;
  freightAmount: number;
  goodsTax: number;
  buyMin: number;
  skuCount: number;
  /** Units the platform has (all SKUs together). */
  stock: number;
  /** The store's listing of it, when it already has one. */
  sellerGoodsId: number | null;
};
export type MerchantCataloguePage = PageOf<MerchantCatalogueGoods>;

/** One of the store's listings (`merchant/goods!list`, and the answer of add and update). */
export type MerchantListing = {
  id: number;
  goodsId: number;
  name: string;
  imgUrl: string;
  categoryName: string;
  systemPrice: number;
  sellingPrice: number;
  discountPrice: number | null;
  discountRatio: number | null;
  discountStart: string | null;
  discountEnd: string | null;
  /** The discount's window is open now, so buyers pay discountPrice. */
  discountActive: boolean;
  /** What buyers pay per unit now, and what the store keeps of it. */
  price: number;
  margin: number;
  soldNum: number;
  viewsNum: number;
  stock: number;
  skuCount: number;
  isShelf: 0 | 1;
  upTime: string | null;
  createTime: string | null;
};
export type MerchantListingPage = PageOf<MerchantListing>;

// ---------------------------------------------------------------------------------------------------------------
// Orders and money (orders/seller-routes.ts and merchant/order-tabs.ts): what the seller app reads of them.

/** The seller app reads the same order answers as everyone (orders.ts). */
export type MerchantOrderLine = OrderLineVo;
/** A row of `merchant/order!list`. */
export type MerchantOrder = OrderListItemVo;
export type MerchantOrderPage = PageOf<MerchantOrder>;
/** `merchant/order!info`. */
export type MerchantOrderDetail = OrderDetailVo;

/** `merchant/order!counts`: orders per status (keys are the status numbers) and in all. */
export type MerchantOrderCounts = { all: number; byStatus: Record<string, number> };

/** `merchant/wallet!get`. */
export type MerchantWallet = {
  money: number;
  frozenMoney: number;
  profit: number;
  settledOrders: number;
  openOrders: number;
};
export type MerchantWalletRecordPage = PageOf<WalletRecord>;
