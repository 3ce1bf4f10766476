import {
  centsToWire,
  type Locale,
  type LotteryDrawVo,
  type LotteryPrizeKind,
  type LotteryState,
  lotteryState,
  toWireDate,
} from "@mall/contract";
import type { Queryable } from "../db/db.ts";

/** An activity as the lottery's commands and queries read it. The seed never leaves the server unrevealed. */
export type ActivityRow = {
  id: number;
  title_en: string;
  title_cn: string;
  detail_url: string;
  status: number;
  starts_at: Date;
  ends_at: Date;
  daily_limit: number;
  seed: Uint8Array;
  seed_hash: string;
  published_at: Date | null;
  closed_at: Date | null;
};

export const ACTIVITY_COLUMNS = `id, title_en, title_cn, detail_url, status, starts_at, ends_at, daily_limit, seed,
  encode(seed_hash, 'hex') seed_hash, published_at, closed_at`;

export type PrizeRow = {
  id: number;
  sort: number;
  kind: LotteryPrizeKind;
  name_en: string;
  name_cn: string;
  amount: bigint;
  ppm: number;
  stock: number | null;
  initial_stock: number | null;
};

export const PRIZE_COLUMNS = "id, sort, kind, name_en, name_cn, amount, ppm, stock, initial_stock";

/** Prizes in draw order: the order their ranges of the million follow. */
export const prizesOf = (q: Queryable, activityId: number): Promise<PrizeRow[]> =>
  q.query<PrizeRow>(`select ${PRIZE_COLUMNS} from lottery_prize where activity_id = $1 order by sort, id`, [
    activityId,
  ]);

export const stateOf = (a: Pick<ActivityRow, "status" | "starts_at" | "ends_at">, now: Date): LotteryState =>
  lotteryState(a.status, a.starts_at, a.ends_at, now);

/** Titles and prize names are kept in English and Chinese, as the original's activity; Chinese readers get theirs. */
export const readsChinese = (locale: Locale): boolean => locale === "zh-CN" || locale === "zh-TW";

export const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");

export type DrawRow = {
  draw_no: number;
  number: number;
  drawn_prize_id: number;
  prize_id: number;
  out_of_stock: boolean;
  created_at: Date;
  kind: LotteryPrizeKind;
  name_en: string;
  name_cn: string;
  amount: bigint;
};

/** A draw joined with the prize it gave. */
export const DRAW_COLUMNS = `d.draw_no, d.number, d.drawn_prize_id, d.prize_id, d.out_of_stock, d.created_at,
  p.kind, p.name_en, p.name_cn, p.amount`;

export const drawVo = (d: DrawRow, cn: boolean): LotteryDrawVo => ({
  drawNo: d.draw_no,
  number: d.number,
  drawnPrizeId: d.drawn_prize_id,
  prizeId: d.prize_id,
  kind: d.kind,
  name: cn ? d.name_cn : d.name_en,
  amount: centsToWire(d.amount),
  outOfStock: d.out_of_stock,
  createTime: toWireDate(d.created_at) ?? "",
});
