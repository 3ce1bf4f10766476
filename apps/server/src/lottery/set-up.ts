import {
  cashPrizeCents,
  LOTTERY_PPM_TOTAL,
  LOTTERY_STATUS,
  type LotteryInput,
  lotteryProblem,
  wireDateToInstant,
} from "@mall/contract";
import { audit } from "../auth/audit-log.ts";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { hex, prizesOf, stateOf } from "./activity-rows.ts";
import { setUpSnapshot } from "./audit-snapshot.ts";
import { newSeed, seedHashOf } from "./fairness.ts";

/** The draw page of an activity: the address getCurrentActivity hands the storefront's popup. */
export const detailUrlOf = (id: number) => `/lottery?id=${id}`;

type Locked = { status: number; starts_at: Date; ends_at: Date; seed: Uint8Array };
async function lock(tx: Queryable, id: number): Promise<Locked> {
  const [a] = await tx.query<Locked>(
    "select status, starts_at, ends_at, seed from lottery_activity where id = $1 for update",
    [id],
  );
  return a ?? fail("lotteryNotFound");
}

/**
 * console/lottery!save: a new draft, or a draft's whole set-up replaced. The contract's lotteryProblem is the
 * rule (the console's form shows the same refusals before sending). A new activity gets its secret seed now,
 * so its hash is fixed before anyone can see the activity. Once published nothing changes: the odds and prizes
 * the public sees are the ones the draws use. A member of staff's save is in the audit log (lottery.create or
 * lottery.update, the set-up before and after); `staffId` is null for the demo seed's activity.
 */
export async function saveActivity(
  tx: Queryable,
  input: LotteryInput & { id?: number | undefined },
  staffId: number | null = null,
): Promise<number> {
  const problem = lotteryProblem(input);
  if (problem) fail(problem.key);
  const startsAt = wireDateToInstant(input.startTime.trim());
  const endsAt = wireDateToInstant(input.endTime.trim());
  const fields = [input.titleEn.trim(), input.titleCn.trim(), startsAt, endsAt, input.dailyLimit];
  let id: number;
  let before: Record<string, unknown> | null = null;
  if (input.id !== undefined) {
    const a = await lock(tx, input.id);
    if (a.status !== LOTTERY_STATUS.draft) fail("lotteryNotDraft");
    id = input.id;
    before = await setUpSnapshot(tx, id);
    await tx.query(
      `update lottery_activity set title_en = $2, title_cn = $3, starts_at = $4, ends_at = $5, daily_limit = $6
       where id = $1`,
      [id, ...fields],
    );
    await tx.query("delete from lottery_prize where activity_id = $1", [id]);
  } else {
    const [row] = await tx.query<{ id: number }>(
      `insert into lottery_activity (title_en, title_cn, starts_at, ends_at, daily_limit, detail_url, status, seed)
       values ($1, $2, $3, $4, $5, '', 0, $6) returning id`,
      [...fields, newSeed()],
    );
    if (!row) throw new Error("no activity row");
    id = row.id;
    await tx.query("update lottery_activity set detail_url = $2 where id = $1", [id, detailUrlOf(id)]);
  }
  const p = input.prizes;
  await tx.query(
    `insert into lottery_prize (activity_id, sort, kind, name_en, name_cn, amount, ppm, stock, initial_stock)
     select $1, s.sort, s.kind, s.name_en, s.name_cn, s.amount, s.ppm, s.stock, s.stock
     from unnest($2::smallint[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::int[], $8::int[])
       as s(sort, kind, name_en, name_cn, amount, ppm, stock)`,
    [
      id,
      p.map((_, i) => i),
      p.map((x) => x.kind),
      p.map((x) => x.nameEn.trim()),
      p.map((x) => x.nameCn.trim()),
      p.map((x) => (x.kind === "cash" ? (cashPrizeCents(x.amount) ?? 0n).toString() : "0")),
      p.map((x) => x.ppm),
      p.map((x) => (x.kind === "none" ? null : (x.stock ?? 0))),
    ],
  );
  if (staffId !== null) {
    const action = before ? "lottery.update" : "lottery.create";
    await audit(tx, { partyId: staffId }, action, { type: "lottery", id }, before, await setUpSnapshot(tx, id));
  }
  return id;
}

/**
 * console/lottery!publish: the draft opens to the public on its dates. Its odds are checked once more against
 * what is stored (the million, one no-prize outcome), and it must still have time to run. Answers the seed's
 * hash, which the draw page shows from now on. `staffId` is null for the demo seed's activity.
 */
export async function publishActivity(tx: Queryable, id: number, staffId: number | null, now: Date): Promise<string> {
  const a = await lock(tx, id);
  if (a.status !== LOTTERY_STATUS.draft) fail("lotteryNotDraft");
  if (a.ends_at <= now) fail("lotteryEnded");
  const prizes = await prizesOf(tx, id);
  if (prizes.filter((x) => x.kind === "none").length !== 1) fail("lotteryFallbackRequired");
  if (prizes.reduce((s, x) => s + x.ppm, 0) !== LOTTERY_PPM_TOTAL) fail("lotteryOddsSum");
  await tx.query("update lottery_activity set status = 1, published_at = $2, published_by = $3 where id = $1", [
    id,
    now,
    staffId,
  ]);
  const seedHash = seedHashOf(a.seed);
  if (staffId !== null) {
    const after = { state: stateOf({ ...a, status: LOTTERY_STATUS.published }, now), seedHash };
    await audit(tx, { partyId: staffId }, "lottery.publish", { type: "lottery", id }, { state: "draft" }, after);
  }
  return seedHash;
}

/**
 * console/lottery!close: no more draws (a draw in flight finishes first: it holds a share lock on the row) and
 * the seed is revealed. Closing a closed activity answers the same again (and changes nothing, so the audit log
 * has the first close only).
 */
export async function closeActivity(
  tx: Queryable,
  id: number,
  staffId: number,
  now: Date,
): Promise<{ seed: string; seedHash: string }> {
  const a = await lock(tx, id);
  if (a.status === LOTTERY_STATUS.draft) fail("lotteryNotPublished");
  if (a.status === LOTTERY_STATUS.published) {
    await tx.query("update lottery_activity set status = 2, closed_at = $2, closed_by = $3 where id = $1", [
      id,
      now,
      staffId,
    ]);
    await audit(
      tx,
      { partyId: staffId },
      "lottery.close",
      { type: "lottery", id },
      { state: stateOf(a, now) },
      {
        state: "closed",
      },
    );
  }
  return { seed: hex(a.seed), seedHash: seedHashOf(a.seed) };
}
