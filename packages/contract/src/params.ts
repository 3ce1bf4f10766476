import { z } from "zod";

/** Wire parameters arrive as strings (query string or form body); "" means absent, as the original treats it. */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const optionalText = (max = 200) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const requiredText = (max = 200) => z.preprocess(blankToUndefined, z.string().trim().min(1).max(max));

/** A positive database id (sellerGoodsId, sellerId, categoryId). */
export const id = () => z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2_147_483_647));
export const optionalId = () => id().optional();

/** Sort flags of the goods lists: 0 unused, 1 ascending, 2 descending. */
export const sortFlag = () =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(2).optional()).transform((v) => v ?? 0);

export const flag01 = () =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()).transform((v) => v ?? 0);

/**
 * Mall pagination (contract 2.6): pageNum default 1, outside 0–10000 reset to 1; pageSize default 20,
 * below 2 becomes 50, above 100 becomes 100. Non-numeric values are a parameter error.
 */
export const pageParams = {
  pageNum: z
    .preprocess(blankToUndefined, z.coerce.number().int().optional())
    .transform((v) => (v === undefined || v < 1 || v > 10000 ? 1 : v)),
  pageSize: z
    .preprocess(blankToUndefined, z.coerce.number().int().optional())
    .transform((v) => (v === undefined ? 20 : v < 2 ? 50 : v > 100 ? 100 : v)),
};

export const langParam = { lang: optionalText(10) };

export type PageInfo = { pageNum: number; pageSize: number; totalElements: number; totalPage: number };
export type PageOf<T> = { pageInfo: PageInfo; pageList: T[] };

export function pageInfo(pageNum: number, pageSize: number, totalElements: number): PageInfo {
  return { pageNum, pageSize, totalElements, totalPage: Math.ceil(totalElements / pageSize) };
}
