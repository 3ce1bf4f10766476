import { randomInt } from "node:crypto";

const shanghai = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Shanghai",
  year: "2-digit",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * A deposit's or withdrawal's number as the original made them (contract 3.8): yyMMddHHmmss in the
 * platform's zone and 8 random digits. A collision (1 in 10^8 within one second) fails its insert on the
 * primary key, and the caller's request is refused rather than merged.
 */
export function moneyOrderNo(now: Date): string {
  const p = Object.fromEntries(shanghai.formatToParts(now).map((x) => [x.type, x.value]));
  const digits = `${randomInt(10_000)}`.padStart(4, "0") + `${randomInt(10_000)}`.padStart(4, "0");
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}${digits}`;
}
