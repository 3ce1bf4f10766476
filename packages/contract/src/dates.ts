/** The server's wall clock for wire dates, as the original (spec point 9). */
export const SERVER_ZONE = "Asia/Shanghai";
export const DATE_FORMAT = "YYYY-MM-DD HH:mm:ss";

/*
 * Wall clocks in a zone come from the platform's time-zone database (Intl), with one formatter per zone made
 * once: building one costs about 0.4 ms, and a list of 20 goods has 80 dates. (dayjs' tz plugin wraps the same
 * Intl calls; the tests check these against it. Without it, a phone's product page loads 4.5 KB less.)
 *
 * Intl is asked for a zone's offset once per hour of UTC time, not once per date: formatToParts cost a tenth
 * of the server's CPU on an uncached list page (docs/performance.md). An hour whose first and last second have
 * the same offset keeps it throughout (no zone changes its offset twice within an hour); an hour in which it
 * changes asks Intl for every date in it.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
export type WallClockParts = { year: string; month: string; day: string; hour: string; minute: string; second: string };

function intlParts(ms: number, zone: string | undefined): WallClockParts {
  const key = zone ?? "";
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      ...(zone ? { timeZone: zone } : {}),
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(key, f);
  }
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(ms)) p[part.type] = part.value;
  return p as WallClockParts;
}

const HOUR = 3_600_000;
/** Per zone, the offset in ms of each UTC hour seen so far; null for an hour in which the offset changes. */
const offsets = new Map<string, Map<number, number | null>>();
const HOURS_KEPT = 100_000;

/** How far the zone's wall clock is ahead of UTC at `ms` (whole seconds), from Intl. */
function intlOffset(ms: number, zone: string | undefined): number {
  const p = intlParts(ms, zone);
  const wall = new Date(Date.UTC(2000, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
  wall.setUTCFullYear(+p.year);
  return wall.getTime() - (ms - (((ms % 1000) + 1000) % 1000));
}

function hourOffset(ms: number, zone: string | undefined): number | null {
  const key = zone ?? "";
  let byHour = offsets.get(key);
  if (!byHour) {
    byHour = new Map();
    offsets.set(key, byHour);
  }
  const hour = Math.floor(ms / HOUR);
  let off = byHour.get(hour);
  if (off === undefined) {
    if (byHour.size >= HOURS_KEPT) byHour.clear();
    const first = intlOffset(hour * HOUR, zone);
    off = first === intlOffset(hour * HOUR + HOUR - 1000, zone) ? first : null;
    byHour.set(hour, off);
  }
  return off;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The wall clock of an instant in `zone` (the platform's own without one), as two-digit parts (24-hour). */
export function wallClockParts(ms: number, zone?: string): WallClockParts {
  const off = hourOffset(ms, zone);
  if (off === null) return intlParts(ms, zone);
  const d = new Date(ms + off);
  return {
    year: String(d.getUTCFullYear()),
    month: two(d.getUTCMonth() + 1),
    day: two(d.getUTCDate()),
    hour: two(d.getUTCHours()),
    minute: two(d.getUTCMinutes()),
    second: two(d.getUTCSeconds()),
  };
}
function wallClock(ms: number, zone: string | undefined): string {
  const p = wallClockParts(ms, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const WIRE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** A "YYYY-MM-DD HH:mm:ss" text read as if it were UTC, in milliseconds; NaN when it is not one. */
function asUtc(text: string): number {
  const m = WIRE.exec(text);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
}

/** Server side: an instant → "YYYY-MM-DD HH:mm:ss" in Asia/Shanghai. */
export function toWireDate(d: Date | string | null | undefined): string | null {
  if (!d) return null;
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) return null;
  return wallClock(date.getTime(), SERVER_ZONE);
}

/** Client side: a wire date (Shanghai wall clock) → the same instant in the browser's zone (or `zone`). */
export function formatWireDate(s: string | null | undefined, zone?: string): string {
  if (!s) return "";
  const wall = asUtc(s);
  if (Number.isNaN(wall)) return s;
  // The instant whose Shanghai clock reads `wall`: the zone's offset taken at a first guess, then once more at
  // the corrected instant (the two differ only across a change of offset).
  const offsetAt = (ms: number) => asUtc(wallClock(ms, SERVER_ZONE)) - (ms - (((ms % 1000) + 1000) % 1000));
  const guess = wall - offsetAt(wall);
  return wallClock(wall - offsetAt(guess), zone);
}
