import { z } from "zod";
import type { ErrorKey } from "./errors.ts";
import { wireDateToInstant } from "./merchant.ts";
import { type Cents, parseCents } from "./money.ts";
import { id, INT4_MAX, int, optionalId, pageOf, strictPageParams } from "./params.ts";

/**
 * The lottery (issue 14 §2): activities set in the console, drawn by the server, provably fair.
 *
 * Fairness, as anyone can check it: an activity gets a secret seed of 32 random bytes when it is made; the
 * SHA-256 of those bytes (its `seedHash`) is public from the moment it is published. Draw number n of party p in
 * activity a is HMAC-SHA256(key = the seed's bytes, message = `${a}:${p}:${n}`), read as a number in
 * [0, 1,000,000) without modulo bias (numberFromDigest), and the prizes, in their order, own consecutive ranges
 * of that million by their odds in parts per million (prizeIndexAt). Once the activity has ended or been closed
 * the seed itself is shown, and the page's verify box recomputes any draw in the browser. The server and the
 * browser both use the functions below, so there is one definition of a draw.
 */

/** Odds are parts per million: an activity's prizes, the no-prize fallback included, add up to exactly this. */
export const LOTTERY_PPM_TOTAL = 1_000_000;

/** Stored states: a draft is edited in the console; a published one runs between its dates; closed is final. */
export const LOTTERY_STATUS = { draft: 0, published: 1, closed: 2 } as const;
export type LotteryStatus = (typeof LOTTERY_STATUS)[keyof typeof LOTTERY_STATUS];

/** What a reader sees: a published activity is scheduled, running or ended by its dates. */
export const LOTTERY_STATES = ["draft", "scheduled", "running", "ended", "closed"] as const;
export type LotteryState = (typeof LOTTERY_STATES)[number];

/** A cash prize is paid into the winner's wallet; a gift is handed over by staff; `none` is the no-prize outcome. */
export const LOTTERY_PRIZE_KINDS = ["cash", "gift", "none"] as const;
export type LotteryPrizeKind = (typeof LOTTERY_PRIZE_KINDS)[number];

export const LOTTERY_TITLE_MAX = 80;
export const LOTTERY_PRIZE_NAME_MAX = 60;
/** Prizes per activity, the no-prize outcome included. */
export const LOTTERY_PRIZES_MIN = 2;
export const LOTTERY_PRIZES_MAX = 12;
export const LOTTERY_DAILY_LIMIT_MAX = 100;
export const LOTTERY_STOCK_MAX = 1_000_000;
/** The largest cash prize: 10,000.00 USDT. */
export const LOTTERY_CASH_MAX_CENTS: Cents = 1_000_000n;
/** The client's key of one draw: the same key twice is the same draw (a retried request). */
export const LOTTERY_REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** A revealed seed, as the page shows it: 64 lower-case hex digits. */
export const LOTTERY_SEED_HEX = /^[0-9a-f]{64}$/;

/** A reader's view of the stored status at `now`. */
export function lotteryState(status: number, startsAt: Date, endsAt: Date, now: Date): LotteryState {
  if (status === LOTTERY_STATUS.draft) return "draft";
  if (status === LOTTERY_STATUS.closed) return "closed";
  if (now < startsAt) return "scheduled";
  return now < endsAt ? "running" : "ended";
}

/** The seed is shown once no draw can happen any more: after the end, or once staff closed it. */
export const seedRevealed = (state: LotteryState): boolean => state === "ended" || state === "closed";

// ---- The draw, as anyone recomputes it

/** The text the HMAC of draw `drawNo` signs. */
export const drawMessage = (activityId: number, partyId: number, drawNo: number): string =>
  `${activityId}:${partyId}:${drawNo}`;

const RANGE = LOTTERY_PPM_TOTAL;
/** The largest multiple of a million below 2^32: words at or above it are rejected, so every number is as likely. */
const ACCEPT_BELOW = Math.floor(2 ** 32 / RANGE) * RANGE;

/**
 * A number in [0, 1,000,000) from a digest, without modulo bias: the digest's big-endian 32-bit words are read
 * in turn and the first one below 4,294,000,000 is taken modulo a million. Undefined when every word is
 * rejected (each is, with odds of 1 in 4,440).
 */
export function numberFromDigest(digest: Uint8Array): number | undefined {
  for (let i = 0; i + 4 <= digest.length; i += 4) {
    const word =
      ((digest[i] ?? 0) * 0x1000000 +
        ((digest[i + 1] ?? 0) << 16) +
        ((digest[i + 2] ?? 0) << 8) +
        (digest[i + 3] ?? 0)) >>>
      0;
    if (word < ACCEPT_BELOW) return word % RANGE;
  }
  return undefined;
}

/**
 * Round 0 signs the draw's message itself; in the (1 in 10^29) case that all eight words of a digest are
 * rejected, round r signs `${message}:${r}`, until one is accepted.
 */
export const roundMessage = (message: string, round: number): string => (round === 0 ? message : `${message}:${round}`);

/** The draw's number, with a synchronous HMAC-SHA256 keyed by the seed (the server's node:crypto). */
export function lotteryNumber(hmac: (message: string) => Uint8Array, message: string): number {
  for (let round = 0; ; round++) {
    const n = numberFromDigest(hmac(roundMessage(message, round)));
    if (n !== undefined) return n;
  }
}

/** The same, with an asynchronous HMAC (the browser's Web Crypto). */
export async function lotteryNumberAsync(hmac: (message: string) => Promise<Uint8Array>, message: string) {
  for (let round = 0; ; round++) {
    const n = numberFromDigest(await hmac(roundMessage(message, round)));
    if (n !== undefined) return n;
  }
}

/** The prize a number falls on: in their order, prizes own consecutive ranges of the million by their ppm. */
export function prizeIndexAt(n: number, ppms: readonly number[]): number {
  let upTo = 0;
  for (const [i, ppm] of ppms.entries()) {
    upTo += ppm;
    if (n < upTo) return i;
  }
  return -1;
}

/** Hex text → bytes (a revealed seed); undefined unless it is an even run of hex digits. */
export function hexBytes(hex: string): Uint8Array | undefined {
  const h = hex.trim().toLowerCase();
  if (!/^(?:[0-9a-f]{2})+$/.test(h)) return undefined;
  const out = new Uint8Array(h.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(h.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export const bytesHex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");

// ---- An activity as staff set it up (console/lottery!save): one set of rules for the form and the server

export type LotteryPrizeInput = {
  kind: LotteryPrizeKind;
  nameEn: string;
  nameCn: string;
  /** Cash prizes: USDT as typed ("5", "2.50"); empty for the others. */
  amount?: string | undefined;
  ppm: number;
  /** Prizes on hand; the no-prize outcome has none (it never runs out). */
  stock?: number | undefined;
};

export type LotteryInput = {
  titleEn: string;
  titleCn: string;
  /** Wire dates (Asia/Shanghai wall clock). */
  startTime: string;
  endTime: string;
  dailyLimit: number;
  prizes: LotteryPrizeInput[];
};

/** What is wrong with a set-up, and which prize (its index) when a prize is: the first problem found. */
export type LotteryProblem = { key: ErrorKey; prize?: number };

// Control characters, direction overrides (which make a title read as something else) and lone surrogates have
// no place in a title or a prize's name.
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const goodText = (s: string, max: number) => {
  const t = s.trim();
  return t.length > 0 && [...t].length <= max && !UNPRINTABLE.test(t);
};

/** A cash prize's amount in cents, or undefined when the text is not a positive amount within the limit. */
export function cashPrizeCents(amount: string | undefined): Cents | undefined {
  const t = (amount ?? "").trim();
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(t)) return undefined;
  const c = parseCents(t);
  return c !== undefined && c > 0n && c <= LOTTERY_CASH_MAX_CENTS ? c : undefined;
}

/** The first thing wrong with an activity's set-up, or undefined when it may be saved. */
export function lotteryProblem(i: LotteryInput): LotteryProblem | undefined {
  if (!goodText(i.titleEn, LOTTERY_TITLE_MAX) || !goodText(i.titleCn, LOTTERY_TITLE_MAX))
    return { key: "lotteryTitleInvalid" };
  const start = wireDateToInstant(i.startTime.trim());
  const end = wireDateToInstant(i.endTime.trim());
  if (!start || !end) return { key: "lotteryDatesInvalid" };
  if (end <= start) return { key: "lotteryDatesReversed" };
  if (!Number.isInteger(i.dailyLimit) || i.dailyLimit < 1 || i.dailyLimit > LOTTERY_DAILY_LIMIT_MAX)
    return { key: "lotteryDailyLimitInvalid" };
  if (i.prizes.length < LOTTERY_PRIZES_MIN || i.prizes.length > LOTTERY_PRIZES_MAX)
    return { key: "lotteryPrizeInvalid" };
  if (i.prizes.filter((p) => p.kind === "none").length !== 1) return { key: "lotteryFallbackRequired" };
  for (const [n, p] of i.prizes.entries()) {
    if (!goodText(p.nameEn, LOTTERY_PRIZE_NAME_MAX) || !goodText(p.nameCn, LOTTERY_PRIZE_NAME_MAX))
      return { key: "lotteryPrizeInvalid", prize: n };
    if (p.kind === "cash" && cashPrizeCents(p.amount) === undefined) return { key: "lotteryPrizeInvalid", prize: n };
    if (p.kind !== "cash" && (p.amount ?? "").trim() !== "") return { key: "lotteryPrizeInvalid", prize: n };
    if (p.kind === "none") {
      if (p.stock !== undefined) return { key: "lotteryStockInvalid", prize: n };
    } else if (p.stock === undefined || !Number.isInteger(p.stock) || p.stock < 0 || p.stock > LOTTERY_STOCK_MAX) {
      return { key: "lotteryStockInvalid", prize: n };
    }
    if (!Number.isInteger(p.ppm) || p.ppm < 0 || p.ppm > LOTTERY_PPM_TOTAL) return { key: "lotteryOddsSum", prize: n };
  }
  if (i.prizes.reduce((s, p) => s + p.ppm, 0) !== LOTTERY_PPM_TOTAL) return { key: "lotteryOddsSum" };
  return undefined;
}

// ---- Parameters

/** Any whole number, so the set-up's own rules (not a generic parameter error) say what is wrong with it. */
const anyInt = () => int(-INT4_MAX, INT4_MAX);
const loose = (max: number) => z.string().max(max);

export const lotteryPrizeParam = z.object({
  kind: z.enum(LOTTERY_PRIZE_KINDS),
  nameEn: loose(500),
  nameCn: loose(500),
  amount: loose(40).optional(),
  ppm: anyInt(),
  stock: z.preprocess((v) => (v === "" || v === null ? undefined : v), anyInt().optional()),
});

/** console/lottery!save: a new draft (no id) or a draft's new set-up; sent as a JSON body (prizes are a list). */
export const lotterySaveParams = z.object({
  id: optionalId(),
  titleEn: loose(1000),
  titleCn: loose(1000),
  startTime: loose(40),
  endTime: loose(40),
  dailyLimit: anyInt(),
  prizes: z.array(lotteryPrizeParam).max(50),
});
export const LOTTERY_SAVE_PARAM_ERRORS = {
  id: "lotteryNotFound",
  titleEn: "lotteryTitleInvalid",
  titleCn: "lotteryTitleInvalid",
  startTime: "lotteryDatesInvalid",
  endTime: "lotteryDatesInvalid",
  dailyLimit: "lotteryDailyLimitInvalid",
  prizes: "lotteryPrizeInvalid",
} as const satisfies Record<string, ErrorKey>;

export const lotteryIdParams = z.object({ id: id() });
export const lotteryDrawParams = z.object({ id: id(), requestId: z.string().trim().regex(LOTTERY_REQUEST_ID) });
export const consoleLotteryListParams = z.object({ ...strictPageParams() });

// ---- Answers

const num = z.number();
const str = z.string();
const kind = z.enum(LOTTERY_PRIZE_KINDS);

/** A prize as the draw page shows it; `stock` is what is left (null: the no-prize outcome never runs out). */
export const lotteryPrizeVo = z.object({ id: num, kind, name: str, amount: num, ppm: num, stock: num.nullable() });
export type LotteryPrizeVo = z.infer<typeof lotteryPrizeVo>;

/** `activity/lottery!detail`: a published activity, its prizes in draw order, its seed's hash, the seed once shown. */
export const lotteryDetailVo = z.object({
  id: num,
  title: str,
  state: z.enum(LOTTERY_STATES),
  startTime: str,
  endTime: str,
  dailyLimit: num,
  prizes: z.array(lotteryPrizeVo),
  seedHash: str,
  seed: str.nullable(),
});
export type LotteryDetailVo = z.infer<typeof lotteryDetailVo>;

/**
 * One draw: its number in the party's draws, the number it drew, the prize that number fell on and the prize
 * given: the no-prize outcome instead when that prize had run out (`outOfStock`).
 */
export const lotteryDrawVo = z.object({
  drawNo: num,
  number: num,
  drawnPrizeId: num,
  prizeId: num,
  kind,
  name: str,
  amount: num,
  outOfStock: z.boolean(),
  createTime: str,
});
export type LotteryDrawVo = z.infer<typeof lotteryDrawVo>;

/** `activity/lottery!mine`: the caller's draws (newest first, the last 100), today's count and when it resets. */
export const lotteryMineVo = z.object({
  partyId: num,
  drawsToday: num,
  left: num,
  resetTime: str,
  draws: z.array(lotteryDrawVo),
});
export type LotteryMineVo = z.infer<typeof lotteryMineVo>;

export const lotteryDrawResultVo = z.object({ draw: lotteryDrawVo, left: num });
export type LotteryDrawResultVo = z.infer<typeof lotteryDrawResultVo>;

/** A row of the console's activities. */
export const consoleLotteryRow = z.object({
  id: num,
  titleEn: str,
  titleCn: str,
  status: num,
  state: z.enum(LOTTERY_STATES),
  startTime: str,
  endTime: str,
  dailyLimit: num,
  prizeCount: num,
  draws: num,
  winners: num,
  seedHash: str,
});
export type ConsoleLotteryRow = z.infer<typeof consoleLotteryRow>;
export const consoleLotteryPage = pageOf(consoleLotteryRow);

export const consoleLotteryPrize = z.object({
  id: num,
  kind,
  nameEn: str,
  nameCn: str,
  amount: num,
  ppm: num,
  /** Left now, and at publication; null for the no-prize outcome. */
  stock: num.nullable(),
  initialStock: num.nullable(),
  /** Draws that gave this prize. */
  won: num,
});
export type ConsoleLotteryPrize = z.infer<typeof consoleLotteryPrize>;

/** `console/lottery!get`: everything about one activity; the seed only once it is revealed. */
export const consoleLotteryVo = consoleLotteryRow.extend({
  detailUrl: str,
  prizes: z.array(consoleLotteryPrize),
  seed: str.nullable(),
  /** Cash paid out to winners so far (USDT). */
  paidOut: num,
  publishedAt: str.nullable(),
  closedAt: str.nullable(),
});
export type ConsoleLotteryVo = z.infer<typeof consoleLotteryVo>;

export const lotterySavedVo = z.object({ id: num });
export const lotteryPublishedVo = z.object({ seedHash: str });
export const lotteryClosedVo = z.object({ seedHash: str, seed: str });
