import type { LotteryDrawResultVo } from "@mall/contract";
import { businessDay } from "../accounts/index.ts";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { postEntry } from "../ledger/post.ts";
import {
  ACTIVITY_COLUMNS,
  type ActivityRow,
  DRAW_COLUMNS,
  type DrawRow,
  drawVo,
  type PrizeRow,
  stateOf,
} from "./activity-rows.ts";
import { drawnNumber, drawnPrizeIndex } from "./fairness.ts";
import { canDraw } from "./policy.ts";

/**
 * Where cash prizes come from: the platform's source of money it gives away. A `platform:promotions` account
 * of its own would read better in the ledger explorer; it needs a line in ledger/post.ts's PLATFORM_ACCOUNTS.
 */
export const PRIZE_SOURCE = "platform:grants" as const;
/** The journal entry's kind of a cash prize (the wallet's records name it). */
export const PRIZE_ENTRY_KIND = "lottery-prize";

type Entrant = { draws: number; day: string; day_draws: number };
type PrizeJson = Pick<PrizeRow, "id" | "kind" | "name_en" | "name_cn" | "ppm"> & { amount: string };

export interface DrawRequest {
  activityId: number;
  who: { partyId: number; role: string };
  /** The client's key: the same key again answers the same draw, changing nothing. */
  requestId: string;
  now: Date;
  chinese: boolean;
}

/**
 * activity/lottery!draw, in the caller's transaction. The party's entrant row is locked first, so a party's
 * draws happen one at a time: the draw number and today's count move together, a retried key finds its draw,
 * and the daily limit cannot be passed by parallel calls. The number comes from the seed (fairness.ts); a
 * prize's stock is taken by one conditional update, and when none is left the no-prize outcome is given and
 * the draw says so. A cash prize is a balanced ledger entry in the same transaction.
 */
export async function drawOnce(tx: Queryable, r: DrawRequest): Promise<LotteryDrawResultVo> {
  if (!canDraw(r.who)) fail("noPermission");
  // Key share: closing the activity (for update) waits for draws in flight, and no draw starts after it. The
  // prizes come along: published, their order and odds never change (only their stock, taken below).
  const [a] = await tx.query<ActivityRow & { prizes: PrizeJson[] | null }>(
    `select ${ACTIVITY_COLUMNS},
       (select json_agg(json_build_object('id', p.id, 'kind', p.kind, 'name_en', p.name_en, 'name_cn', p.name_cn,
          'amount', p.amount::text, 'ppm', p.ppm) order by p.sort, p.id)
        from lottery_prize p where p.activity_id = a.id) prizes
     from lottery_activity a where a.id = $1 for key share of a`,
    [r.activityId],
  );
  if (!a || a.status === 0) return fail("lotteryNotFound");
  if (stateOf(a, r.now) !== "running") fail("lotteryNotRunning");

  const day = businessDay(r.now);
  const partyId = r.who.partyId;
  // The party's row, made on the first draw and locked until this transaction ends.
  const [e] = await tx.query<Entrant>(
    `insert into lottery_entrant (activity_id, party_id, day) values ($1, $2, $3::date)
     on conflict (activity_id, party_id) do update set draws = lottery_entrant.draws
     returning draws, day::text as day, day_draws`,
    [a.id, partyId, day],
  );
  if (!e) throw new Error("no entrant row");
  const todays = e.day === day ? e.day_draws : 0;

  // After the lock, so a retry that waited for its first attempt sees that attempt's draw.
  const [replay] = await tx.query<DrawRow>(
    `select ${DRAW_COLUMNS} from lottery_draw d join lottery_prize p on p.id = d.prize_id
     where d.activity_id = $1 and d.party_id = $2 and d.request_key = $3`,
    [a.id, partyId, r.requestId],
  );
  if (replay) return { draw: drawVo(replay, r.chinese), left: Math.max(0, a.daily_limit - todays) };
  if (todays >= a.daily_limit) fail("lotteryDailyLimit");

  const drawNo = e.draws + 1;
  const prizes = (a.prizes ?? []).map((p) => ({ ...p, amount: BigInt(p.amount) }));
  const fallback = prizes.find((p) => p.kind === "none");
  const number = drawnNumber(a.seed, a.id, partyId, drawNo);
  const drawn = prizes[drawnPrizeIndex(number, prizes)];
  // Publishing checks that the odds cover the million with one no-prize outcome; a row written by hand
  // without prizes cannot be drawn from.
  if (!drawn || !fallback) return fail("lotteryNotRunning");

  let given = drawn;
  if (drawn.kind !== "none") {
    const taken = await tx.query(
      "update lottery_prize set stock = stock - 1 where id = $1 and stock > 0 returning id",
      [drawn.id],
    );
    if (!taken.length) given = fallback;
  }

  let txnId: bigint | null = null;
  if (given.kind === "cash") {
    const posted = await postEntry(tx, {
      kind: PRIZE_ENTRY_KIND,
      ref: `lottery:${a.id}`,
      idempotencyKey: `lottery:${a.id}:${partyId}:${drawNo}`,
      memo: given.name_en,
      at: r.now,
      postings: [
        { account: { platform: PRIZE_SOURCE }, amount: -given.amount },
        { account: { party: partyId, code: "available" }, amount: given.amount },
      ],
    });
    txnId = posted.txnId;
  }

  const outOfStock = given.id !== drawn.id;
  await tx.query(
    `with counted as (
       update lottery_entrant set draws = $3, day = $10::date, day_draws = $12 where activity_id = $1 and party_id = $2
     )
     insert into lottery_draw (activity_id, party_id, draw_no, request_key, number, drawn_prize_id, prize_id,
       out_of_stock, txn_id, day, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11)`,
    [a.id, partyId, drawNo, r.requestId, number, drawn.id, given.id, outOfStock, txnId, day, r.now, todays + 1],
  );
  const row: DrawRow = {
    draw_no: drawNo,
    number,
    drawn_prize_id: drawn.id,
    prize_id: given.id,
    out_of_stock: outOfStock,
    created_at: r.now,
    kind: given.kind,
    name_en: given.name_en,
    name_cn: given.name_cn,
    amount: given.amount,
  };
  return { draw: drawVo(row, r.chinese), left: a.daily_limit - todays - 1 };
}
