import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The server's wall clock for wire dates, as the original (spec point 9). */
export const SERVER_ZONE = "Asia/Shanghai";
export const DATE_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** Server side: an instant → "YYYY-MM-DD HH:mm:ss" in Asia/Shanghai. */
export function toWireDate(d: Date | string | null | undefined): string | null {
  return d ? dayjs(d).tz(SERVER_ZONE).format(DATE_FORMAT) : null;
}

/** Client side: a wire date (Shanghai wall clock) → the same instant in the browser's zone. */
export function formatWireDate(s: string | null | undefined, zone?: string): string {
  if (!s) return "";
  const instant = dayjs.tz(s, DATE_FORMAT, SERVER_ZONE);
  if (!instant.isValid()) return s;
  return (zone ? instant.tz(zone) : instant.local()).format(DATE_FORMAT);
}
