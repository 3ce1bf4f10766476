import { z } from "zod";
import { INT4_MAX } from "./int4.ts";

/** Wire parameters arrive as strings (query string or form body); "" means absent, as the original treats it. */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * Says what a client may send for a parameter whose schema preprocesses (its input would otherwise be
 * `unknown`): the action table types the web apps' calls from it. Validation is unchanged.
 */
export const sends =
  <In>() =>
  <S extends z.ZodType>(schema: S) =>
    schema as unknown as Sent<z.output<S>, In>;

/** A parameter that may be left out (its input takes undefined) is an optional key of the params' input. */
type Sent<Out, In> = undefined extends In
  ? z.ZodType<Out, In, z.core.$ZodTypeInternals<Out, In> & { optin: "optional" }>
  : z.ZodType<Out, In>;

type Num = number | string;

export { INT4_MAX } from "./int4.ts";

const DIGITS = /^\d+$/;
const SIGNED_DIGITS = /^-?\d+$/;

/**
 * The one reader of wire numbers: text of decimal digits, with a minus sign only where negatives are allowed.
 * Anything else ("0x12", "1e3", " 12", a BOM, "true") is left as it came, so the number schema refuses it where
 * Number() would have read 18, 1000 or 12. A JSON body may send a real number. "" and null are absent: a blank
 * required number is missing, a blank optional one not given. Money amounts are not numbers on the wire but
 * text, read by parseCents (PRICE_TEXT, the grant's amount).
 */
const readInt =
  (min: number) =>
  (v: unknown): unknown => {
    if (v === "" || v === null) return undefined;
    if (typeof v !== "string") return v;
    return (min < 0 ? SIGNED_DIGITS : DIGITS).test(v) ? Number(v) : v;
  };

const intIn = (min: number, max: number) => z.number().int().min(min).max(max);

/** A required integer parameter in [min, max]. */
export const int = (min: number, max: number) => sends<Num>()(z.preprocess(readInt(min), intIn(min, max)));

/** An integer parameter in [min, max] that may be left out (or sent blank). */
export const optionalInt = (min: number, max: number) =>
  sends<Num | undefined>()(z.preprocess(readInt(min), intIn(min, max).optional()));

/** An integer parameter in [min, max] that takes `fallback` when left out (or sent blank). */
export const intOr = (min: number, max: number, fallback: number) =>
  sends<Num | undefined>()(z.preprocess(readInt(min), intIn(min, max).default(fallback)));

export const optionalText = (max = 200) =>
  sends<string | undefined>()(z.preprocess(blankToUndefined, z.string().trim().max(max).optional()));

export const requiredText = (max = 200) =>
  sends<string>()(z.preprocess(blankToUndefined, z.string().trim().min(1).max(max)));

/** A positive database id (sellerGoodsId, sellerId, categoryId): an int4 column. */
export const id = () => int(1, INT4_MAX);
export const optionalId = () => optionalInt(1, INT4_MAX);

/** Sort flags of the goods lists: 0 unused, 1 ascending, 2 descending. */
export const sortFlag = () => intOr(0, 2, 0);

export const flag01 = () => intOr(0, 1, 0);

/**
 * Mall pagination (contract 2.6): pageNum default 1, outside 0–10000 reset to 1; pageSize default 20,
 * below 2 becomes 50, above 100 becomes 100. Non-numeric values are a parameter error.
 */
export const pageParams = {
  pageNum: sends<Num | undefined>()(
    z
      .preprocess(readInt(-1), z.number().int().optional())
      .transform((v) => (v === undefined || v < 1 || v > 10000 ? 1 : v)),
  ),
  pageSize: sends<Num | undefined>()(
    z
      .preprocess(readInt(-1), z.number().int().optional())
      .transform((v) => (v === undefined ? 20 : v < 2 ? 50 : v > 100 ? 100 : v)),
  ),
};

/**
 * Paging of the lists the original did not have (console, seller app, my orders): out-of-range values are a
 * parameter error instead of being reset, and pages stop at 10,000.
 */
export const strictPageParams = (defaultSize = 20) => ({
  pageNum: intOr(1, 10_000, 1),
  pageSize: intOr(1, 100, defaultSize),
});

export const langParam = { lang: optionalText(10) };

export const pageInfoSchema = z.object({
  pageNum: z.number(),
  pageSize: z.number(),
  totalElements: z.number(),
  totalPage: z.number(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
export type PageOf<T> = { pageInfo: PageInfo; pageList: T[] };
/** A page of the mall's lists (contract 2.6). */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ pageInfo: pageInfoSchema, pageList: z.array(item) });

/** `data: null`: a write whose answer says only that it worked. */
export const nothing = z.null();

export function pageInfo(pageNum: number, pageSize: number, totalElements: number): PageInfo {
  return { pageNum, pageSize, totalElements, totalPage: Math.ceil(totalElements / pageSize) };
}
