import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The server's wall clock for wire dates, as the original (spec point 9). */
export const SERVER_ZONE = "Asia/Shanghai";
export const DATE_FORMAT = "YYYY-MM-DD HH:mm:ss";

// dayjs' tz() builds an Intl formatter on every call (~0.4 ms); a list of 20 goods has 80 dates. One
// formatter, made once, gives the same wall clock about a hundred times faster.
let wireFormat: Intl.DateTimeFormat | undefined;

/** Server side: an instant → "YYYY-MM-DD HH:mm:ss" in Asia/Shanghai. */
export function toWireDate(d: Date | string | null | undefined): string | null {
  if (!d) return null;
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) return null;
  wireFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: SERVER_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const p: Record<string, string> = {};
  for (const part of wireFormat.formatToParts(date)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Client side: a wire date (Shanghai wall clock) → the same instant in the browser's zone. */
export function formatWireDate(s: string | null | undefined, zone?: string): string {
  if (!s) return "";
  const instant = dayjs.tz(s, DATE_FORMAT, SERVER_ZONE);
  if (!instant.isValid()) return s;
  return (zone ? instant.tz(zone) : instant.local()).format(DATE_FORMAT);
}
