import { centsToWire, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { type PrizeRow, prizesOf } from "./activity-rows.ts";

/** A prize in one line of the audit log: name, kind, amount, odds, stock ("Bonus · cash · 2 USDT · 200000 ppm · ×20"). */
const prizeLine = (p: PrizeRow): string =>
  [
    p.name_en,
    p.kind,
    p.kind === "cash" ? `${centsToWire(p.amount)} USDT` : null,
    `${p.ppm} ppm`,
    p.initial_stock === null ? null : `×${p.initial_stock}`,
  ]
    .filter((x) => x !== null)
    .join(" · ");

/**
 * An activity's set-up as the audit log records it before and after a save: the fields the console edits, the
 * prizes one line each in draw order. The seed is never in it.
 */
export async function setUpSnapshot(q: Queryable, id: number): Promise<Record<string, unknown>> {
  const [a] = await q.query<{
    title_en: string;
    title_cn: string;
    starts_at: Date;
    ends_at: Date;
    daily_limit: number;
  }>("select title_en, title_cn, starts_at, ends_at, daily_limit from lottery_activity where id = $1", [id]);
  if (!a) return {};
  return {
    titleEn: a.title_en,
    titleCn: a.title_cn,
    startTime: toWireDate(a.starts_at),
    endTime: toWireDate(a.ends_at),
    dailyLimit: a.daily_limit,
    prizes: (await prizesOf(q, id)).map(prizeLine),
  };
}
