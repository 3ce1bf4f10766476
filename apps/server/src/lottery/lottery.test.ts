import { createHash, createHmac } from "node:crypto";
import {
  drawMessage,
  ERRORS,
  type LotteryDetailVo,
  type LotteryDrawResultVo,
  type LotteryMineVo,
  type LotteryPrizeInput,
  lotteryNumber,
  prizeIndexAt,
  toWireDate,
} from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { signedInUser, staffSession } from "../../test/factories.ts";
import { expectCatalogueAnswer, hostileValues } from "../../test/hostile.ts";
import { ManualClock } from "../accounts/clock.ts";
import { partyBalances } from "../ledger/balances.ts";
import { checkLedger } from "../ledger/check.ts";

const clock = new ManualClock(new Date("2026-05-10T04:00:00Z"));
const t = appForFile({ services: { clock } });
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let requestNo = 0;
const requestId = () => `req-${Date.now().toString(36)}-${++requestNo}`;
const at = (fromNow: number) => toWireDate(new Date(clock.now().getTime() + fromNow)) ?? "";

const NO_PRIZE: LotteryPrizeInput = { kind: "none", nameEn: "Not this time", nameCn: "谢谢参与", ppm: 0 };

type SetUp = {
  prizes?: LotteryPrizeInput[];
  dailyLimit?: number;
  startIn?: number;
  endIn?: number;
  publish?: boolean;
};

let staffToken: string | undefined;
async function staff(): Promise<string> {
  staffToken ??= (await staffSession(t.db, { permissions: ["lottery"] })).token;
  return staffToken;
}

/** An activity made and published through the console's calls. */
async function activity(o: SetUp = {}): Promise<{ id: number; seedHash: string }> {
  const token = await staff();
  const saved = await t.inject<{ id: number }>(
    "console/lottery!save",
    { token },
    {
      json: {
        titleEn: "Spring draw",
        titleCn: "春季抽奖",
        startTime: at(o.startIn ?? -HOUR),
        endTime: at(o.endIn ?? 30 * DAY),
        dailyLimit: o.dailyLimit ?? 1,
        prizes: o.prizes ?? [
          { kind: "cash", nameEn: "5 USDT", nameCn: "5 USDT", amount: "5", ppm: 1_000_000, stock: 10 },
          NO_PRIZE,
        ],
      },
    },
  );
  expect(saved.code, saved.msg ?? "").toBe("0");
  if (o.publish === false) return { id: saved.data.id, seedHash: "" };
  const published = await t.inject<{ seedHash: string }>("console/lottery!publish", { token, id: saved.data.id });
  expect(published.code, published.msg ?? "").toBe("0");
  return { id: saved.data.id, seedHash: published.data.seedHash };
}

const draw = (token: string, id: number, key = requestId()) =>
  t.inject<LotteryDrawResultVo>("activity/lottery!draw", { token, id, requestId: key });
const mine = async (token: string, id: number) =>
  (await t.inject<LotteryMineVo>("activity/lottery!mine", { token, id }, { method: "GET" })).data;
const detail = (id: number) => t.inject<LotteryDetailVo>("activity/lottery!detail", { id }, { method: "GET" });
const ledgerOk = async () => expect((await checkLedger(t.db)).ok).toBe(true);

describe("drawing", () => {
  it("1,000 parallel draws on the last 10 prizes give exactly 10 winners, paid once each through the ledger", async () => {
    const { id } = await activity({ dailyLimit: 4 });
    const users = [];
    for (let i = 0; i < 250; i++) users.push(await signedInUser(t.db));
    t.resetQueryCount();
    const answers = await Promise.all(users.flatMap((u) => Array.from({ length: 4 }, () => draw(u.token, id))));
    expect(answers.filter((a) => a.code !== "0").map((a) => a.msg)).toEqual([]);
    // A draw is six statements (the session's included); ten of them also post a ledger entry.
    expect(t.queryCount()).toBeLessThanOrEqual(1_000 * 6 + 10);
    const won = answers.filter((a) => a.data.draw.kind === "cash");
    expect(won).toHaveLength(10);
    // Every other draw fell on the same prize (its odds are the whole million) and says it had run out.
    expect(answers.filter((a) => a.data.draw.outOfStock && a.data.draw.kind === "none")).toHaveLength(990);
    const [prize] = await t.db.query<{ stock: number }>(
      "select stock from lottery_prize where activity_id = $1 and kind = 'cash'",
      [id],
    );
    expect(prize?.stock).toBe(0);
    const [paid] = await t.db.query<{ n: number; total: string }>(
      `select count(*)::int n, coalesce(sum(p.amount), 0)::text total from ledger_txn x
       join ledger_posting p on p.txn_id = x.id join ledger_account a on a.id = p.account_id
       where x.kind = 'lottery-prize' and x.ref = $1 and a.party_id is not null`,
      [`lottery:${id}`],
    );
    expect(paid).toEqual({ n: 10, total: "5000" });
    let balances = 0n;
    for (const u of users) balances += (await partyBalances(t.db, u.id)).available;
    expect(balances).toBe(5_000n);
    // Each party's draws are numbered 1..4, whatever order they ran in.
    const numbers = await t.db.query<{ party_id: number; nos: number[] }>(
      "select party_id, array_agg(draw_no order by draw_no) nos from lottery_draw where activity_id = $1 group by party_id",
      [id],
    );
    expect(numbers).toHaveLength(250);
    expect(numbers.every((r) => r.nos.join() === "1,2,3,4")).toBe(true);
    await ledgerOk();
    // The embedded database runs one statement at a time: 6,000 of them take a while on a busy machine.
  }, 240_000);

  it("holds the daily limit under parallel draws, and a new day brings new draws", async () => {
    const { id } = await activity({
      dailyLimit: 3,
      prizes: [
        { kind: "gift", nameEn: "Mug", nameCn: "杯子", ppm: 500_000, stock: 100 },
        { ...NO_PRIZE, ppm: 500_000 },
      ],
    });
    const u = await signedInUser(t.db);
    const answers = await Promise.all(Array.from({ length: 40 }, () => draw(u.token, id)));
    expect(answers.filter((a) => a.code === "0")).toHaveLength(3);
    expect(new Set(answers.filter((a) => a.code !== "0").map((a) => a.msg))).toEqual(
      new Set([zh("lotteryDailyLimit")]),
    );
    expect(await mine(u.token, id)).toMatchObject({ drawsToday: 3, left: 0 });
    const before = await mine(u.token, id);
    expect(before.draws.map((d) => d.drawNo)).toEqual([3, 2, 1]);

    clock.set(new Date(`${before.resetTime.replace(" ", "T")}+08:00`));
    expect(await mine(u.token, id)).toMatchObject({ drawsToday: 0, left: 3 });
    const next = await Promise.all(Array.from({ length: 10 }, () => draw(u.token, id)));
    expect(
      next
        .filter((a) => a.code === "0")
        .map((a) => a.data.draw.drawNo)
        .sort(),
    ).toEqual([4, 5, 6]);
  });

  it("answers a retried draw (the same requestId) with the same draw, taking stock and paying once", async () => {
    const { id } = await activity();
    const u = await signedInUser(t.db);
    const key = requestId();
    const answers = await Promise.all(Array.from({ length: 20 }, () => draw(u.token, id, key)));
    expect(answers.every((a) => a.code === "0")).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.data.draw))).size).toBe(1);
    expect(answers[0]?.data.draw).toMatchObject({ drawNo: 1, kind: "cash", amount: 5 });
    expect((await partyBalances(t.db, u.id)).available).toBe(500n);
    const [p] = await t.db.query<{ stock: number }>(
      "select stock from lottery_prize where activity_id = $1 and kind = 'cash'",
      [id],
    );
    expect(p?.stock).toBe(9);
    // The daily limit (1) is spent: a new key is refused, the old one still answers.
    expect((await draw(u.token, id)).msg).toBe(zh("lotteryDailyLimit"));
    expect((await draw(u.token, id, key)).data.draw.drawNo).toBe(1);
    await ledgerOk();
  });

  it("refuses guests, test accounts, drafts, and activities not running; bad keys answer a catalogue sentence", async () => {
    const { id } = await activity();
    const guest = await t.inject("activity/lottery!draw", { id, requestId: requestId() });
    expect(guest).toMatchObject({ code: "403", msg: zh("notLoggedIn") });
    const tester = await signedInUser(t.db, { role: "TEST" });
    expect((await draw(tester.token, id)).msg).toBe(zh("noPermission"));
    const u = await signedInUser(t.db);
    const draft = await activity({ publish: false });
    expect((await draw(u.token, draft.id)).msg).toBe(zh("lotteryNotFound"));
    expect((await detail(draft.id)).msg).toBe(zh("lotteryNotFound"));
    expect((await draw(u.token, 999_999)).msg).toBe(zh("lotteryNotFound"));
    const later = await activity({ startIn: DAY, endIn: 2 * DAY });
    expect((await detail(later.id)).data).toMatchObject({ state: "scheduled", seed: null });
    expect((await draw(u.token, later.id)).msg).toBe(zh("lotteryNotRunning"));
    // A row written by hand, without prizes (as the wire cases do): shown by the popup, but nothing to draw.
    const [bare] = await t.db.query<{ id: number }>(
      `insert into lottery_activity (title_en, title_cn, detail_url, starts_at, ends_at)
       values ('Bare', '空', '/lottery?id=0', $1, $2) returning id`,
      [new Date(clock.now().getTime() - DAY), new Date(clock.now().getTime() + DAY)],
    );
    expect((await detail(bare?.id ?? 0)).data).toMatchObject({ state: "running", prizes: [] });
    expect(await draw(u.token, bare?.id ?? 0)).toMatchObject({ code: "1", msg: zh("lotteryNotRunning") });
    for (const bad of ["short", "has space in it", "x".repeat(65), "<script>", ...hostileValues("lottery_draw")]) {
      // Some are well-formed keys ("Infinity"): a draw, or the spent daily limit.
      expectCatalogueAnswer(await draw(u.token, id, bad), `requestId ${bad.slice(0, 20)}`, ["0", "1"]);
    }
    for (const bad of hostileValues("lottery_activity")) {
      const r = await t.inject("activity/lottery!draw", { token: u.token, id: bad, requestId: requestId() });
      expectCatalogueAnswer(r, `id ${bad.slice(0, 20)}`, ["1"]);
    }
  });
});

describe("provably fair", () => {
  it("publishes the seed's hash first; once closed, the revealed seed reproduces every draw", async () => {
    const prizes: LotteryPrizeInput[] = [
      { kind: "cash", nameEn: "1 USDT", nameCn: "1 USDT", amount: "1", ppm: 300_000, stock: 3 },
      { kind: "gift", nameEn: "Mug", nameCn: "杯子", ppm: 300_000, stock: 2 },
      { kind: "cash", nameEn: "Unused", nameCn: "未用", amount: "9", ppm: 0, stock: 1 },
      { ...NO_PRIZE, ppm: 400_000 },
    ];
    const { id, seedHash } = await activity({ dailyLimit: 5, prizes });
    const open = await detail(id);
    expect(open.data).toMatchObject({ state: "running", seedHash, seed: null, dailyLimit: 5 });
    expect(open.data.prizes.map((p) => p.ppm)).toEqual([300_000, 300_000, 0, 400_000]);

    const users = [await signedInUser(t.db), await signedInUser(t.db), await signedInUser(t.db)];
    for (const u of users) for (let i = 0; i < 5; i++) expect((await draw(u.token, id)).code).toBe("0");

    const closed = await t.inject<{ seed: string; seedHash: string }>("console/lottery!close", {
      token: await staff(),
      id,
    });
    expect(closed.code).toBe("0");
    const revealed = (await detail(id)).data;
    expect(revealed).toMatchObject({ state: "closed", seedHash });
    expect(revealed.seed).toBe(closed.data.seed);
    const seed = Buffer.from(revealed.seed ?? "", "hex");
    expect(createHash("sha256").update(seed).digest("hex")).toBe(seedHash);

    const ppms = revealed.prizes.map((p) => p.ppm);
    const fallback = revealed.prizes.find((p) => p.kind === "none");
    let outOfStock = 0;
    for (const u of users) {
      const m = await mine(u.token, id);
      expect(m.draws).toHaveLength(5);
      for (const d of m.draws) {
        const number = lotteryNumber(
          (msg) => createHmac("sha256", seed).update(msg).digest(),
          drawMessage(id, m.partyId, d.drawNo),
        );
        expect(d.number).toBe(number);
        expect(d.drawnPrizeId).toBe(revealed.prizes[prizeIndexAt(number, ppms)]?.id);
        expect(d.prizeId).toBe(d.outOfStock ? fallback?.id : d.drawnPrizeId);
        if (d.outOfStock) outOfStock++;
      }
    }
    // 15 draws, 60 % of them on prizes with 5 in stock: whatever this run's seed drew, no more than 5 were given
    // and every drawn prize past its stock became the no-prize outcome (checked draw by draw above).
    const [given] = await t.db.query<{ n: number; drawn: number }>(
      `select count(*) filter (where p.kind <> 'none')::int n, count(*) filter (where q.kind <> 'none')::int drawn
       from lottery_draw d join lottery_prize p on p.id = d.prize_id join lottery_prize q on q.id = d.drawn_prize_id
       where d.activity_id = $1`,
      [id],
    );
    expect(given?.n).toBeLessThanOrEqual(5);
    expect(outOfStock).toBe((given?.drawn ?? 0) - (given?.n ?? 0));
    expect((await draw(users[0]?.token ?? "", id)).msg).toBe(zh("lotteryNotRunning"));
    await ledgerOk();
  });

  it("reveals the seed by itself once the end has passed", async () => {
    const { id } = await activity({ endIn: HOUR });
    expect((await detail(id)).data.seed).toBeNull();
    clock.advance(HOUR);
    const d = (await detail(id)).data;
    expect(d.state).toBe("ended");
    expect(d.seed).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the console's activities", () => {
  const base = () => ({
    titleEn: "Summer draw",
    titleCn: "夏季抽奖",
    startTime: at(HOUR),
    endTime: at(10 * DAY),
    dailyLimit: 2,
    prizes: [
      { kind: "cash", nameEn: "2 USDT", nameCn: "2 USDT", amount: "2", ppm: 200_000, stock: 20 },
      { kind: "none", nameEn: "No luck", nameCn: "谢谢参与", ppm: 800_000 },
    ] as Record<string, unknown>[],
  });
  const save = async (body: Record<string, unknown>) =>
    t.inject<{ id: number }>("console/lottery!save", { token: await staff() }, { json: body });

  it("refuses odds not adding up to 1,000,000, negative stock, reversed dates and hostile text with catalogue sentences", async () => {
    const b = base();
    const prize = b.prizes[0] ?? {};
    const cases: [Record<string, unknown>, keyof typeof ERRORS][] = [
      [{ ...b, prizes: [{ ...prize, ppm: 200_001 }, b.prizes[1]] }, "lotteryOddsSum"],
      [{ ...b, prizes: [{ ...prize, stock: -1 }, b.prizes[1]] }, "lotteryStockInvalid"],
      [{ ...b, prizes: [{ ...prize, stock: "-5" }, b.prizes[1]] }, "lotteryStockInvalid"],
      [{ ...b, startTime: b.endTime, endTime: b.startTime }, "lotteryDatesReversed"],
      [{ ...b, startTime: "2026-13-01 00:00:00" }, "lotteryDatesInvalid"],
      [{ ...b, prizes: [prize] }, "lotteryPrizeInvalid"],
      [{ ...b, prizes: [prize, { ...prize, kind: "gift", amount: "" }] }, "lotteryFallbackRequired"],
      [{ ...b, dailyLimit: 1000 }, "lotteryDailyLimitInvalid"],
      [{ ...b, titleEn: "" }, "lotteryTitleInvalid"],
      [{ ...b, prizes: "[]" }, "lotteryPrizeInvalid"],
    ];
    for (const [body, key] of cases) expect((await save(body)).msg, key).toBe(zh(key));
    for (const value of [...hostileValues("lottery_activity"), "\u202Eevil"]) {
      for (const field of ["titleEn", "titleCn", "startTime", "dailyLimit"]) {
        expectCatalogueAnswer(await save({ ...b, [field]: value }), `${field} ${value.slice(0, 20)}`, ["0", "1"]);
      }
      const named = { ...b, prizes: [{ ...prize, nameEn: value }, b.prizes[1]] };
      expectCatalogueAnswer(await save(named), `prize name ${value.slice(0, 20)}`, ["0", "1"]);
      const amount = { ...b, prizes: [{ ...prize, amount: value }, b.prizes[1]] };
      expectCatalogueAnswer(await save(amount), `amount ${value.slice(0, 20)}`, value === "1.5" ? ["0"] : ["1"]);
    }
    // Markup is kept as text (the pages never render it as HTML).
    const markup = await save({ ...b, titleEn: "<b>Big</b> draw" });
    expect(markup.code).toBe("0");
    const got = await t.inject<{ titleEn: string }>("console/lottery!get", {
      token: await staff(),
      id: markup.data.id,
    });
    expect(got.data.titleEn).toBe("<b>Big</b> draw");
  });

  it("edits a draft; publishing shows the hash and freezes it; closing reveals the seed; the popup finds it meanwhile", async () => {
    const token = await staff();
    const first = await save(base());
    const id = first.data.id;
    expect((await save({ ...base(), id, dailyLimit: 5, startTime: at(-1000) })).code).toBe("0");
    const draft = await t.inject<{ status: number; dailyLimit: number; seed: string | null; detailUrl: string }>(
      "console/lottery!get",
      { token, id },
    );
    expect(draft.data).toMatchObject({ status: 0, dailyLimit: 5, seed: null, detailUrl: `/lottery?id=${id}` });
    expect((await t.inject("console/lottery!close", { token, id })).msg).toBe(zh("lotteryNotPublished"));

    const current = () =>
      t.inject<{ id?: string; detailUrl?: string }>("activity/lottery!getCurrentActivity", {}, { method: "GET" });
    expect((await current()).data.id).not.toBe(String(id));
    const published = await t.inject<{ seedHash: string }>("console/lottery!publish", { token, id });
    expect(published.data.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await current()).data).toMatchObject({ id: String(id), detailUrl: `/lottery?id=${id}` });
    expect((await t.inject("console/lottery!publish", { token, id })).msg).toBe(zh("lotteryNotDraft"));
    expect((await save({ ...base(), id })).msg).toBe(zh("lotteryNotDraft"));

    const list = await t.inject<{ pageList: { id: number; state: string; seedHash: string }[] }>(
      "console/lottery!list",
      {
        token,
        pageNum: 1,
        pageSize: 100,
      },
    );
    expect(list.data.pageList.find((r) => r.id === id)).toMatchObject({
      state: "running",
      seedHash: published.data.seedHash,
    });

    const closed = await t.inject<{ seed: string; seedHash: string }>("console/lottery!close", { token, id });
    expect(closed.data.seedHash).toBe(published.data.seedHash);
    expect(createHash("sha256").update(Buffer.from(closed.data.seed, "hex")).digest("hex")).toBe(closed.data.seedHash);
    expect((await t.inject("console/lottery!close", { token, id })).data).toEqual(closed.data);
    expect((await current()).data.id).not.toBe(String(id));

    const ended = await save({ ...base(), startTime: at(-2 * DAY), endTime: at(-DAY) });
    expect((await t.inject("console/lottery!publish", { token, id: ended.data.id })).msg).toBe(zh("lotteryEnded"));
  });

  it("is the console's: shop sessions and staff without the permission are refused", async () => {
    const buyer = await signedInUser(t.db);
    expect((await t.inject("console/lottery!list", { token: buyer.token })).code).not.toBe("0");
    const other = await staffSession(t.db, { permissions: ["orders"] });
    expect((await t.inject("console/lottery!list", { token: other.token })).code).not.toBe("0");
  });
});
