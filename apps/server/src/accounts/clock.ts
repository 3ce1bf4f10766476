import { SERVER_ZONE, toWireDate } from "@mall/contract";

/** The time source of every rule that depends on time (lock-outs, code expiry); tests move it by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move. */
export class ManualClock implements Clock {
  constructor(private t = new Date("2026-11-20T04:00:00Z")) {}
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t = new Date(this.t.getTime() + ms);
  }
  set(d: Date) {
    this.t = new Date(d);
  }
}

// The business day follows the server's wall clock (Asia/Shanghai, UTC+8 all year, no daylight saving).
const ZONE_OFFSET_MS = 8 * 3_600_000;
if (SERVER_ZONE !== "Asia/Shanghai") throw new Error("business day offset assumes Asia/Shanghai");

/** "YYYY-MM-DD" of the business day an instant falls in. */
export const businessDay = (d: Date): string => (toWireDate(d) ?? "").slice(0, 10);

/** The first instant of the next business day. */
export function startOfNextDay(d: Date): Date {
  const local = new Date(d.getTime() + ZONE_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - ZONE_OFFSET_MS);
}

/** The first instant of the business day an instant falls in. */
export function startOfDay(d: Date): Date {
  const local = new Date(d.getTime() + ZONE_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - ZONE_OFFSET_MS);
}
