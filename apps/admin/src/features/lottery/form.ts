import {
  type ConsoleLotteryVo,
  LOTTERY_PPM_TOTAL,
  type LotteryInput,
  type LotteryPrizeKind,
  type LotteryProblem,
  lotteryProblem,
  toWireDate,
  wireDateToInstant,
} from "@mall/contract";

/**
 * The activity editor's fields as typed, and the way to the call's parameters. The rules are the contract's
 * (lotteryProblem): the editor shows the refusal the server would give, before sending.
 */
export type PrizeDraft = {
  /** React's key for the row (rows are added and removed). */
  key: string;
  kind: LotteryPrizeKind;
  nameEn: string;
  nameCn: string;
  amount: string;
  ppm: string;
  stock: string;
};

export type LotteryDraft = {
  titleEn: string;
  titleCn: string;
  /** datetime-local values: the reader's own zone. */
  start: string;
  end: string;
  dailyLimit: string;
  prizes: PrizeDraft[];
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let rowSeq = 0;
export const rowKey = () => `p${++rowSeq}`;

const pad = (n: number) => String(n).padStart(2, "0");
/** An instant as a datetime-local value in the reader's zone (to the minute). */
export const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A datetime-local value (the reader's zone) as a wire date; "" when it is not a time. */
export function localInputToWire(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "" : (toWireDate(d) ?? "");
}

/** A wire date as a datetime-local value in the reader's zone. */
export function wireToLocalInput(wire: string): string {
  const d = wireDateToInstant(wire);
  return d ? localInput(d) : "";
}

export const newPrize = (kind: LotteryPrizeKind): PrizeDraft => ({
  key: rowKey(),
  kind,
  nameEn: "",
  nameCn: "",
  amount: "",
  ppm: "0",
  stock: kind === "none" ? "" : "1",
});

/** A new activity: from the next full hour for a week, one cash prize and the no-prize outcome. */
export function emptyDraft(now = new Date()): LotteryDraft {
  const start = new Date(Math.ceil(now.getTime() / HOUR) * HOUR);
  return {
    titleEn: "",
    titleCn: "",
    start: localInput(start),
    end: localInput(new Date(start.getTime() + 7 * DAY)),
    dailyLimit: "1",
    prizes: [
      { ...newPrize("cash"), amount: "1", ppm: "100000", stock: "100" },
      { ...newPrize("none"), nameEn: "Not this time", nameCn: "谢谢参与", ppm: "900000" },
    ],
  };
}

/** A saved draft, back into the editor. */
export const draftOf = (a: ConsoleLotteryVo): LotteryDraft => ({
  titleEn: a.titleEn,
  titleCn: a.titleCn,
  start: wireToLocalInput(a.startTime),
  end: wireToLocalInput(a.endTime),
  dailyLimit: String(a.dailyLimit),
  prizes: a.prizes.map((p) => ({
    key: rowKey(),
    kind: p.kind,
    nameEn: p.nameEn,
    nameCn: p.nameCn,
    amount: p.kind === "cash" ? String(p.amount) : "",
    ppm: String(p.ppm),
    stock: p.stock === null ? "" : String(p.stock),
  })),
});

/** Whole numbers as typed (a minus sign allowed, so the rule can say why it is refused); NaN otherwise. */
const wholeOf = (s: string) => (/^\s*-?\d{1,10}\s*$/.test(s) ? Number(s) : Number.NaN);

const cashName = (p: PrizeDraft) => (p.kind === "cash" && p.amount.trim() ? `${p.amount.trim()} USDT` : "");

/** The call's parameters (console/lottery!save, without the id). */
export const inputOf = (d: LotteryDraft): LotteryInput => ({
  titleEn: d.titleEn,
  titleCn: d.titleCn,
  startTime: localInputToWire(d.start),
  endTime: localInputToWire(d.end),
  dailyLimit: wholeOf(d.dailyLimit),
  prizes: d.prizes.map((p) => ({
    kind: p.kind,
    // A cash prize left unnamed is called by its amount (the draw page writes cash prizes that way anyway).
    nameEn: p.nameEn.trim() || cashName(p),
    nameCn: p.nameCn.trim() || cashName(p),
    amount: p.kind === "cash" ? p.amount.trim() : undefined,
    ppm: wholeOf(p.ppm),
    stock: p.kind === "none" ? undefined : wholeOf(p.stock),
  })),
});

/** What is wrong with the draft, as the server would say it. */
export const draftProblem = (d: LotteryDraft): LotteryProblem | undefined => lotteryProblem(inputOf(d));

/** The odds typed so far and what is left of the million (negative when over). */
export function oddsLeft(d: LotteryDraft): number {
  const sum = d.prizes.reduce((s, p) => s + (Number.isFinite(wholeOf(p.ppm)) ? wholeOf(p.ppm) : 0), 0);
  return LOTTERY_PPM_TOTAL - sum;
}

/** Gives the no-prize outcome whatever the other prizes leave of the million (never below 0). */
export function fillNoPrize(d: LotteryDraft): LotteryDraft {
  const others = d.prizes
    .filter((p) => p.kind !== "none")
    .reduce((s, p) => s + (Number.isFinite(wholeOf(p.ppm)) ? wholeOf(p.ppm) : 0), 0);
  const rest = Math.max(0, LOTTERY_PPM_TOTAL - others);
  return { ...d, prizes: d.prizes.map((p) => (p.kind === "none" ? { ...p, ppm: String(rest) } : p)) };
}

/** Odds in ppm as a percentage for the editor's hint: 1,000 → "0.1%". */
export const percentOfPpm = (ppm: number): string =>
  new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 4 }).format(ppm / LOTTERY_PPM_TOTAL);
