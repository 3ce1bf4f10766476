import { createHash, createHmac, randomBytes } from "node:crypto";
import { drawMessage, lotteryNumber, prizeIndexAt } from "@mall/contract";

/** A new activity's secret: 32 bytes from the operating system's cryptographic source. */
export const newSeed = (): Buffer => randomBytes(32);

/** What is published before the activity opens: SHA-256 of the seed's bytes, as hex. */
export const seedHashOf = (seed: Uint8Array): string => createHash("sha256").update(seed).digest("hex");

/** Draw `drawNo` of a party in an activity: HMAC-SHA256 keyed by the seed, mapped as the contract says. */
export function drawnNumber(seed: Uint8Array, activityId: number, partyId: number, drawNo: number): number {
  return lotteryNumber(
    (message) => createHmac("sha256", seed).update(message).digest(),
    drawMessage(activityId, partyId, drawNo),
  );
}

/** The index of the prize `number` falls on, for prizes in draw order. */
export const drawnPrizeIndex = (number: number, prizes: readonly { ppm: number }[]): number =>
  prizeIndexAt(
    number,
    prizes.map((p) => p.ppm),
  );
