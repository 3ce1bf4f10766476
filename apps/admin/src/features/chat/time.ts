/**
 * Chat times in the reader's zone (`timeZone` only in tests): numeric, so every language reads them alike, and
 * as short as the distance allows — a time today, a date otherwise.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function partsOf(iso: string, timeZone: string | undefined) {
  const key = timeZone ?? "";
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(key, f);
  }
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(d)) p[part.type] = part.value;
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    year: p.year ?? "",
    md: `${p.month}-${p.day}`,
    hm: `${p.hour}:${p.minute}`,
  };
}

/** "2026-03-07" in the reader's zone; "" for a bad date. */
export const dayOf = (iso: string, timeZone?: string): string => partsOf(iso, timeZone)?.day ?? "";

/** "14:05" in the reader's zone. */
export const clockOf = (iso: string, timeZone?: string): string => partsOf(iso, timeZone)?.hm ?? "";

/** "2026-03-07 14:05": the full time (a tooltip). */
export const fullTimeOf = (iso: string, timeZone?: string): string => {
  const p = partsOf(iso, timeZone);
  return p ? `${p.day} ${p.hm}` : "";
};

/** A list's time: "14:05" today, "03-07" this year, "2025-12-30" before. */
export function listTimeOf(iso: string | null, now: Date, timeZone?: string): string {
  if (!iso) return "";
  const p = partsOf(iso, timeZone);
  const today = partsOf(now.toISOString(), timeZone);
  if (!p || !today) return "";
  if (p.day === today.day) return p.hm;
  return p.year === today.year ? p.md : p.day;
}

/** Whether two instants fall on different days for the reader (a date line goes between them). */
export const newDay = (a: string | undefined, b: string, timeZone?: string): boolean =>
  a === undefined || dayOf(a, timeZone) !== dayOf(b, timeZone);
