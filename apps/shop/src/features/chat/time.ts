import { currentLocale } from "../../lib/locale.ts";

/**
 * Message times in the reader's zone and language, with Latin digits as the rest of the storefront shows
 * numbers. Formats are made once per locale.
 */
const cache = new Map<string, Intl.DateTimeFormat>();
function format(kind: "clock" | "date" | "full", locale: string): Intl.DateTimeFormat {
  const k = `${kind}:${locale}`;
  let f = cache.get(k);
  if (!f) {
    const opts: Intl.DateTimeFormatOptions =
      kind === "clock"
        ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
        : kind === "date"
          ? { year: "numeric", month: "short", day: "numeric" }
          : { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" };
    try {
      f = new Intl.DateTimeFormat(locale, { ...opts, numberingSystem: "latn" });
    } catch {
      f = new Intl.DateTimeFormat("en", opts);
    }
    cache.set(k, f);
  }
  return f;
}

/** "14:05" */
export const clockTime = (iso: string) => format("clock", currentLocale()).format(new Date(iso));
/** "9 Mar 2025" for a "2025-03-09" day key. */
export const dayDate = (day: string) => format("date", currentLocale()).format(new Date(`${day}T12:00:00`));
/** Date and time, for a tooltip. */
export const fullTime = (iso: string) => format("full", currentLocale()).format(new Date(iso));
