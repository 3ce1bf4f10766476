import { wallClockParts } from "@mall/contract";

/**
 * Message times in the reader's zone (the browser's unless `zone` is given, for tests), in the numeric form
 * the rest of the seller app uses, so every language reads them alike: "14:05" today, "03-18 14:05" this
 * year, "2023-12-30 14:05" before.
 */

const parts = (d: Date, zone?: string) => wallClockParts(d.getTime(), zone);

/** The reader's calendar day of an instant, "YYYY-MM-DD". */
export function dayOf(iso: string, zone?: string): string {
  const p = parts(new Date(iso), zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Date and time to the minute, for a tooltip. */
export function fullTime(iso: string, zone?: string): string {
  const p = parts(new Date(iso), zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** As short as it can be while still clear next to `now`. */
export function shortTime(iso: string | null, now: Date = new Date(), zone?: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const p = parts(d, zone);
  const n = parts(now, zone);
  const time = `${p.hour}:${p.minute}`;
  if (p.year === n.year && p.month === n.month && p.day === n.day) return time;
  if (p.year === n.year) return `${p.month}-${p.day} ${time}`;
  return `${p.year}-${p.month}-${p.day} ${time}`;
}

/** How a day separator names the day: today, yesterday, or its date. */
export function dayLabel(day: string, now: Date = new Date(), zone?: string): "today" | "yesterday" | string {
  const today = dayOf(now.toISOString(), zone);
  if (day === today) return "today";
  // Noon of today minus a day: clear of daylight-saving edges.
  const p = parts(now, zone);
  const y = new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day) - 1, 12));
  const yesterday = `${y.getUTCFullYear()}-${String(y.getUTCMonth() + 1).padStart(2, "0")}-${String(y.getUTCDate()).padStart(2, "0")}`;
  return day === yesterday ? "yesterday" : day;
}
