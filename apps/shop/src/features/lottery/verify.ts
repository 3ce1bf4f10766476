import { bytesHex, drawMessage, hexBytes, LOTTERY_SEED_HEX, lotteryNumberAsync, prizeIndexAt } from "@mall/contract";

/**
 * The verify box's arithmetic, in the browser with Web Crypto: nothing is asked of the server. The steps are
 * the contract's (packages/contract/src/lottery.ts), the same functions the server drew with.
 */

export type VerifyInput = {
  seed: string;
  /** The hash the page showed before the draw opened. */
  seedHash: string;
  activityId: number;
  partyId: number;
  drawNo: number;
  /** The prizes' odds in draw order. */
  ppms: readonly number[];
};

export type Verified =
  | { ok: false; problem: "seedFormat" }
  | { ok: true; hashMatches: boolean; number: number; prizeIndex: number };

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return bytesHex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as BufferSource)));
}

/** HMAC-SHA256 keyed by the seed's bytes. */
async function hmacWith(seed: Uint8Array): Promise<(message: string) => Promise<Uint8Array>> {
  const key = await crypto.subtle.importKey("raw", seed as BufferSource, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const encoder = new TextEncoder();
  return async (message) => new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

/** Recomputes one draw from a seed: does the seed match the published hash, which number, which prize. */
export async function verifyDraw(i: VerifyInput): Promise<Verified> {
  const text = i.seed.trim().toLowerCase();
  const seed = LOTTERY_SEED_HEX.test(text) ? hexBytes(text) : undefined;
  if (!seed) return { ok: false, problem: "seedFormat" };
  const hashMatches = (await sha256Hex(seed)) === i.seedHash.trim().toLowerCase();
  const number = await lotteryNumberAsync(await hmacWith(seed), drawMessage(i.activityId, i.partyId, i.drawNo));
  return { ok: true, hashMatches, number, prizeIndex: prizeIndexAt(number, i.ppms) };
}

/** The numbers a prize owns, for the prize table: [from, to] inclusive; undefined for a prize of 0 ppm. */
export function prizeRanges(ppms: readonly number[]): ([number, number] | undefined)[] {
  let from = 0;
  return ppms.map((ppm) => {
    const range: [number, number] | undefined = ppm > 0 ? [from, from + ppm - 1] : undefined;
    from += ppm;
    return range;
  });
}
