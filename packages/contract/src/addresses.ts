import { z } from "zod";
import { AREA_CODE_PATTERN, EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN } from "./accounts.ts";
import type { ErrorKey } from "./errors.ts";
import { flag01, id, langParam, optionalText, pageParams, sends } from "./params.ts";
import { goodsVo, sellerVo, wireId } from "./wire.ts";

/**
 * The buyer's address book, favourite goods and followed stores (contract 3.3 and 3.6). The rules of spec
 * point 5 are written once here: the server validates with these schemas, the address form imports the
 * same limits and patterns.
 */

// ---- Address book

export const CONTACTS_MAX = 64;
export const ADDRESS_TEXT_MAX = 255;
export const POSTCODE_MAX = 32;
/** Spec 5: more than 4 digits, at most 32. */
export const POSTCODE_MIN = 5;
export const POSTCODE_PATTERN = new RegExp(`^\\d{${POSTCODE_MIN},${POSTCODE_MAX}}$`);
/**
 * Spec 5: a consignee name in Chinese or English letters. Spaces, dots, apostrophes, hyphens and the
 * middle dot of transliterated names (约翰·史密斯) may stand between the letters.
 */
export const CONTACTS_PATTERN = /^[\p{Script=Han}A-Za-z](?:[\p{Script=Han}A-Za-z .'·-]*[\p{Script=Han}A-Za-z.])?$/u;
/** No control characters in the street address (it is printed on parcels). */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
/** Syspara `mall_address_max` when the platform has not set it. */
export const ADDRESS_MAX_DEFAULT = 20;

/**
 * A phone as the forms send it, "<areaCode> <number>" (contract 3.6), stored as "86 13800000000": the area
 * code without "+", the number's digits without the spaces or hyphens people type. Undefined when invalid.
 */
export function normaliseAddressPhone(raw: string): string | undefined {
  const [area, ...rest] = raw.trim().split(/\s+/);
  const number = rest.join("").replace(/-/g, "");
  if (!area || !AREA_CODE_PATTERN.test(area) || !PHONE_PATTERN.test(number)) return undefined;
  return `${area.replace(/^\+/, "")} ${number}`;
}

/** The two parts of a stored phone, for an edit form. */
export function splitAddressPhone(phone: string): { areaCode: string; number: string } {
  const [areaCode = "", number = ""] = phone.split(" ");
  return { areaCode, number };
}

/** Blank or whitespace-only values are absent: a form field of spaces was not filled in. */
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
/** 0, "0" and "" all mean "not chosen" (the original's selects start at 0). */
const unchosen = (v: unknown) => (v === 0 || v === "0" ? undefined : blank(v));
type Num = number | string;
const placeId = () => sends<Num>()(z.preprocess(unchosen, id()));
const optionalPlaceId = () => sends<Num | undefined>()(z.preprocess(unchosen, id().optional()));

/**
 * The PC client encodeURIComponent's the consignee inside an unencoded query string (contract 2.2), so after
 * the usual decoding it may still be percent-encoded once. A real name never holds "%", so that layer is
 * decoded when present.
 */
function decodedContacts(v: unknown): unknown {
  if (typeof v !== "string" || !/%[0-9A-Fa-f]{2}/.test(v)) return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

const addressFields = {
  use: flag01(),
  contacts: sends<string>()(
    z.preprocess((v) => blank(decodedContacts(v)), z.string().trim().min(1).max(CONTACTS_MAX).regex(CONTACTS_PATTERN)),
  ),
  phone: sends<string>()(
    z.preprocess(
      blank,
      z
        .string()
        .max(40)
        .refine((v) => normaliseAddressPhone(v) !== undefined)
        .transform((v) => normaliseAddressPhone(v) ?? v),
    ),
  ),
  email: sends<string | undefined>()(
    z.preprocess(blank, z.string().trim().max(EMAIL_MAX).regex(EMAIL_PATTERN).optional()),
  ),
  postcode: sends<string | undefined>()(
    z.preprocess(blank, z.string().trim().max(POSTCODE_MAX).regex(POSTCODE_PATTERN).optional()),
  ),
  address: sends<string>()(z.preprocess(blank, z.string().trim().min(1).max(ADDRESS_TEXT_MAX).regex(SINGLE_LINE))),
  /**
   * The place is given by ids of `address!listCountry/listState/listCity`; the names the client also
   * sends (country, province, city) are not trusted: the server takes them from the ids.
   */
  countryId: placeId(),
  provinceId: optionalPlaceId(),
  cityId: optionalPlaceId(),
  ...langParam,
};

export const addressAddParams = z.object(addressFields);
export const addressEditParams = z.object({ id: id(), ...addressFields });
export const addressDelParams = z.object({ id: id() });
export type AddressInput = z.output<typeof addressAddParams>;

/** Parameter → catalogue message for the address form's fields. */
export const ADDRESS_PARAM_ERRORS: Partial<Record<string, ErrorKey>> = {
  contacts: "contactsInvalid",
  address: "addressLineInvalid",
  postcode: "postcodeInvalid",
  phone: "phoneInvalid",
  email: "emailInvalid",
  countryId: "chooseDeliveryAddress",
  provinceId: "chooseDeliveryAddress",
  cityId: "chooseDeliveryAddress",
};

export const addressVo = z.object({
  id: wireId,
  /** 1 the default address, 0 another. */
  use: z.union([z.literal(0), z.literal(1)]),
  phone: z.string(),
  contacts: z.string(),
  address: z.string(),
  email: z.string(),
  postcode: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  countryId: z.number(),
  /** 0 where the country has no states (or the state no cities). */
  provinceId: z.number(),
  cityId: z.number(),
});
export type AddressVo = z.infer<typeof addressVo>;
/** `address!list`: no pageInfo (contract 3.6). */
export const addressList = z.object({ pageList: z.array(addressVo) });

// ---- Countries, states and cities (`address!listCountry|listState|listCity`)

const nameFilter = () => optionalText(100);
export const listCountryParams = z.object({ countryName: nameFilter(), ...langParam });
export const listStateParams = z.object({ countryId: id(), stateName: nameFilter(), ...langParam });
/** queryType is sent by the original client; its meaning is unknown and it changes nothing here. */
export const listCityParams = z.object({
  stateId: id(),
  cityName: nameFilter(),
  queryType: optionalText(20),
  ...langParam,
});

export const countryList = z.object({ data: z.array(z.object({ id: z.number(), countryName: z.string() })) });
export const stateList = z.object({ data: z.array(z.object({ id: z.number(), stateName: z.string() })) });
export const cityList = z.object({ data: z.array(z.object({ id: z.number(), cityName: z.string() })) });
export type CountryList = z.infer<typeof countryList>;
export type StateList = z.infer<typeof stateList>;
export type CityList = z.infer<typeof cityList>;

// ---- Favourite goods (`keepGoods!*`) and followed stores (`focusSeller!*`)

export const favouritePageParams = z.object({ ...pageParams, ...langParam });
export const keepGoodsParams = z.object({ sellerGoodsId: id(), ...langParam });
export const focusSellerParams = z.object({ sellerId: id(), ...langParam });
export const FOCUS_PARAM_ERRORS: Partial<Record<string, ErrorKey>> = { sellerId: "sellerIdRequired" };

/** A favourite is the goods card itself (id = sellerGoodsId); black is 1 when its store is closed. */
export const keptGoodsVo = goodsVo.extend({ isKeep: z.literal(1), black: z.union([z.literal(0), z.literal(1)]) });
export type KeptGoodsVo = z.infer<typeof keptGoodsVo>;

export const focusSellerVo = z.object({
  id: wireId,
  partyId: wireId,
  sellerId: wireId,
  createTime: z.string(),
  sellerVo: sellerVo,
});
export type FocusSellerVo = z.infer<typeof focusSellerVo>;
