import {
  type ConsoleLotteryRow,
  type ConsoleLotteryVo,
  centsToWire,
  type Locale,
  type LotteryDetailVo,
  type LotteryMineVo,
  pageInfo,
  seedRevealed,
  toWireDate,
} from "@mall/contract";
import { businessDay, startOfDay } from "../accounts/index.ts";
import type { Queryable } from "../db/db.ts";
import { pageWindow } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import {
  ACTIVITY_COLUMNS,
  type ActivityRow,
  DRAW_COLUMNS,
  type DrawRow,
  drawVo,
  hex,
  prizesOf,
  readsChinese,
  stateOf,
} from "./activity-rows.ts";

/** The draws a party's page lists: the newest this many. */
const MINE_MAX = 100;
/** The business day has no daylight saving (Asia/Shanghai): the next one starts a day after this one. */
const DAY_MS = 86_400_000;

async function activity(q: Queryable, id: number): Promise<ActivityRow> {
  const [a] = await q.query<ActivityRow>(`select ${ACTIVITY_COLUMNS} from lottery_activity where id = $1`, [id]);
  return a ?? fail("lotteryNotFound");
}

/**
 * activity/lottery!detail: a published or closed activity (drafts are nobody's business), its prizes in draw
 * order with their odds and what is left, the seed's hash, and the seed once no draw can happen any more.
 */
export async function activityDetail(q: Queryable, id: number, now: Date, locale: Locale): Promise<LotteryDetailVo> {
  const a = await activity(q, id);
  if (a.status === 0) fail("lotteryNotFound");
  const cn = readsChinese(locale);
  const state = stateOf(a, now);
  const prizes = await prizesOf(q, id);
  return {
    id: a.id,
    title: cn ? a.title_cn : a.title_en,
    state,
    startTime: toWireDate(a.starts_at) ?? "",
    endTime: toWireDate(a.ends_at) ?? "",
    dailyLimit: a.daily_limit,
    prizes: prizes.map((p) => ({
      id: p.id,
      kind: p.kind,
      name: cn ? p.name_cn : p.name_en,
      amount: centsToWire(p.amount),
      ppm: p.ppm,
      stock: p.stock,
    })),
    seedHash: a.seed_hash,
    seed: seedRevealed(state) ? hex(a.seed) : null,
  };
}

/** activity/lottery!mine: the caller's draws, today's count against the limit, and when today ends. */
export async function myDraws(
  q: Queryable,
  id: number,
  partyId: number,
  now: Date,
  locale: Locale,
): Promise<LotteryMineVo> {
  const a = await activity(q, id);
  if (a.status === 0) fail("lotteryNotFound");
  const [e] = await q.query<{ day: string; day_draws: number }>(
    "select day::text as day, day_draws from lottery_entrant where activity_id = $1 and party_id = $2",
    [id, partyId],
  );
  const drawsToday = e && e.day === businessDay(now) ? e.day_draws : 0;
  const rows = await q.query<DrawRow>(
    `select ${DRAW_COLUMNS} from lottery_draw d join lottery_prize p on p.id = d.prize_id
     where d.activity_id = $1 and d.party_id = $2 order by d.draw_no desc limit ${MINE_MAX}`,
    [id, partyId],
  );
  const cn = readsChinese(locale);
  return {
    partyId,
    drawsToday,
    left: stateOf(a, now) === "running" ? Math.max(0, a.daily_limit - drawsToday) : 0,
    resetTime: toWireDate(new Date(startOfDay(now).getTime() + DAY_MS)) ?? "",
    draws: rows.map((d) => drawVo(d, cn)),
  };
}

type ListRow = ActivityRow & { prize_count: number; draws: number; winners: number };

const LIST_COLUMNS = `${ACTIVITY_COLUMNS},
  (select count(*)::int from lottery_prize p where p.activity_id = a.id) prize_count,
  (select count(*)::int from lottery_draw d where d.activity_id = a.id) draws,
  (select count(*)::int from lottery_draw d join lottery_prize p on p.id = d.prize_id
    where d.activity_id = a.id and p.kind <> 'none') winners`;

const rowVo = (a: ListRow, now: Date): ConsoleLotteryRow => ({
  id: a.id,
  titleEn: a.title_en,
  titleCn: a.title_cn,
  status: a.status,
  state: stateOf(a, now),
  startTime: toWireDate(a.starts_at) ?? "",
  endTime: toWireDate(a.ends_at) ?? "",
  dailyLimit: a.daily_limit,
  prizeCount: a.prize_count,
  draws: a.draws,
  winners: a.winners,
  seedHash: a.seed_hash,
});

/** console/lottery!list: every activity, newest first; two statements whatever the page size. */
export async function consoleList(q: Queryable, p: { pageNum: number; pageSize: number }, now: Date) {
  const { limit, offset } = pageWindow(p);
  const rows = await q.query<ListRow>(
    `select ${LIST_COLUMNS} from lottery_activity a order by a.id desc limit $1 offset $2`,
    [limit, offset],
  );
  const [count] = await q.query<{ n: number }>("select count(*)::int n from lottery_activity");
  return { pageInfo: pageInfo(p.pageNum, p.pageSize, count?.n ?? 0), pageList: rows.map((r) => rowVo(r, now)) };
}

/** console/lottery!get: one activity with its prizes, how often each was given, and the cash paid so far. */
export async function consoleGet(q: Queryable, id: number, now: Date): Promise<ConsoleLotteryVo> {
  const [a] = await q.query<ListRow>(`select ${LIST_COLUMNS} from lottery_activity a where a.id = $1`, [id]);
  if (!a) return fail("lotteryNotFound");
  const prizes = await q.query<{
    id: number;
    kind: "cash" | "gift" | "none";
    name_en: string;
    name_cn: string;
    amount: bigint;
    ppm: number;
    stock: number | null;
    initial_stock: number | null;
    won: number;
  }>(
    `select p.id, p.kind, p.name_en, p.name_cn, p.amount, p.ppm, p.stock, p.initial_stock,
       (select count(*)::int from lottery_draw d where d.prize_id = p.id) won
     from lottery_prize p where p.activity_id = $1 order by p.sort, p.id`,
    [id],
  );
  const state = stateOf(a, now);
  const paid = prizes.reduce((s, p) => (p.kind === "cash" ? s + p.amount * BigInt(p.won) : s), 0n);
  return {
    ...rowVo(a, now),
    detailUrl: a.detail_url,
    prizes: prizes.map((p) => ({
      id: p.id,
      kind: p.kind,
      nameEn: p.name_en,
      nameCn: p.name_cn,
      amount: centsToWire(p.amount),
      ppm: p.ppm,
      stock: p.stock,
      initialStock: p.initial_stock,
      won: p.won,
    })),
    seed: seedRevealed(state) ? hex(a.seed) : null,
    paidOut: centsToWire(paid),
    publishedAt: toWireDate(a.published_at),
    closedAt: toWireDate(a.closed_at),
  };
}
