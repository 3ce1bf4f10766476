import { z } from "zod";

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

export const optionalText = (max = 200) =>
  sends<string | undefined>()(z.preprocess(blankToUndefined, z.string().trim().max(max).optional()));

export const requiredText = (max = 200) =>
  sends<string>()(z.preprocess(blankToUndefined, z.string().trim().min(1).max(max)));

/** A positive database id (sellerGoodsId, sellerId, categoryId). */
export const id = () => sends<Num>()(z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2_147_483_647)));
export const optionalId = () => id().optional();

/** Sort flags of the goods lists: 0 unused, 1 ascending, 2 descending. */
export const sortFlag = () =>
  sends<Num | undefined>()(
    z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(2).optional()).transform((v) => v ?? 0),
  );

export const flag01 = () =>
  sends<Num | undefined>()(
    z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()).transform((v) => v ?? 0),
  );

/**
 * Mall pagination (contract 2.6): pageNum default 1, outside 0–10000 reset to 1; pageSize default 20,
 * below 2 becomes 50, above 100 becomes 100. Non-numeric values are a parameter error.
 */
export const pageParams = {
  pageNum: sends<Num | undefined>()(
    z
      .preprocess(blankToUndefined, z.coerce.number().int().optional())
      .transform((v) => (v === undefined || v < 1 || v > 10000 ? 1 : v)),
  ),
  pageSize: sends<Num | undefined>()(
    z
      .preprocess(blankToUndefined, z.coerce.number().int().optional())
      .transform((v) => (v === undefined ? 20 : v < 2 ? 50 : v > 100 ? 100 : v)),
  ),
};

/**
 * Paging of the lists the original did not have (console, seller app, my orders): out-of-range values are a
 * parameter error instead of being reset, and pages stop at 10,000.
 */
export const strictPageParams = (defaultSize = 20) => ({
  pageNum: sends<Num | undefined>()(
    z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  ),
  pageSize: sends<Num | undefined>()(
    z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(defaultSize)),
  ),
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
