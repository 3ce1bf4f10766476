import { randomInt } from "node:crypto";
import { toWireDate } from "@mall/contract";

/**
 * A deposit's or withdrawal's number as the original made them (contract 3.8): yyMMddHHmmss in the
 * platform's zone and 8 random digits. A collision (1 in 10^8 within one second) fails its insert on the
 * primary key, and the caller's request is refused rather than merged.
 */
export function moneyOrderNo(now: Date): string {
  // "2026-11-24 20:15:03" → "261124201503"
  const clock = (toWireDate(now) ?? "").replace(/\D/g, "").slice(2);
  const digits = `${randomInt(10_000)}`.padStart(4, "0") + `${randomInt(10_000)}`.padStart(4, "0");
  return `${clock}${digits}`;
}
