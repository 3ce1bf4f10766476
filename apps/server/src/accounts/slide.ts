import { randomBytes } from "node:crypto";
import { readSlideTrace, type SlideChallenge, type SlidePoint } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import type { RateLimits } from "../http/rate-limit.ts";
import { drawSlide, PIECE_SIZE, SLIDE_SIZE } from "./slide-picture.ts";

/**
 * The slide check (decision 0013): slide!challenge draws a picture with a gap and keeps the gap's x in the
 * database for two minutes; the shop's login (after a wrong password) and its registrations carry the answer,
 * and spend the challenge whatever the outcome: one attempt each, however many requests race with it.
 */
const TTL_SECONDS = 120;
/** How far from the gap, in picture pixels, the piece may be let go and still fit. */
export const SLIDE_TOLERANCE = 4;

/** What a person's drag looks like at the least: several distinct positions over a quarter of a second. */
const MIN_POINTS = 5;
const MIN_POSITIONS = 4;
const MIN_DRAG_MS = 250;

/** The answer as sent (slideProofParams); all absent from clients that show no slide check. */
export interface SlideProof {
  slideId?: string | undefined;
  slideX?: number | undefined;
  slideTrace?: string | undefined;
}

export const sentSlide = (p: SlideProof) =>
  p.slideId !== undefined || p.slideX !== undefined || p.slideTrace !== undefined;

/** A new challenge; expired ones are cleared on the way. */
export async function newSlide(q: Queryable, now: Date): Promise<SlideChallenge> {
  const picture = drawSlide();
  const id = randomBytes(16).toString("hex");
  await q.query("delete from slide_challenge where expires_at <= $1", [now]);
  await q.query("insert into slide_challenge (id, target_x, expires_at) values ($1, $2, $3)", [
    id,
    picture.x,
    new Date(now.getTime() + TTL_SECONDS * 1000),
  ]);
  return {
    id,
    background: picture.background,
    piece: picture.piece,
    width: SLIDE_SIZE.width,
    height: SLIDE_SIZE.height,
    pieceWidth: PIECE_SIZE,
    pieceHeight: PIECE_SIZE,
    y: picture.y,
    ttl: TTL_SECONDS,
  };
}

/**
 * A drag, not a jump: enough points, times that only go forward over a human-ish while, several distinct
 * positions, ending where the piece was let go. It stops a replayed "x = 123", not a careful script.
 */
export function looksDragged(points: readonly SlidePoint[] | undefined, x: number): boolean {
  if (!points || points.length < MIN_POINTS) return false;
  for (let i = 1; i < points.length; i++) if ((points[i]?.[0] ?? 0) < (points[i - 1]?.[0] ?? 0)) return false;
  const first = points[0]?.[0] ?? 0;
  const last = points[points.length - 1] ?? [0, -99];
  if (last[0] - first < MIN_DRAG_MS) return false;
  if (new Set(points.map((p) => p[1])).size < MIN_POSITIONS) return false;
  return Math.abs(last[1] - x) <= 1;
}

/**
 * Spends the challenge the proof names: refused (verificationFailed) unless it exists, is live, the piece was
 * let go within SLIDE_TOLERANCE of the gap and the trace is a drag. The delete is the one read, so of requests
 * racing with one challenge only one can pass.
 */
export async function useSlide(q: Queryable, proof: SlideProof, now: Date): Promise<void> {
  const [row] = proof.slideId
    ? await q.query<{ target_x: number; expires_at: Date }>(
        "delete from slide_challenge where id = $1 returning target_x, expires_at",
        [proof.slideId],
      )
    : [];
  const x = proof.slideX;
  const passed =
    row !== undefined &&
    x !== undefined &&
    row.expires_at.getTime() > now.getTime() &&
    Math.abs(x - row.target_x) <= SLIDE_TOLERANCE &&
    looksDragged(readSlideTrace(proof.slideTrace), x);
  if (!passed) fail("verificationFailed");
}

/**
 * A registration's check. One that carries a slide's answer must pass it. One without (the original clients
 * have no slide check) spends the address's small daily budget of such registrations, and once it is spent is
 * told to slide: a person registering once still can, a script registering hundreds cannot.
 */
export async function checkRegistrationSlide(
  q: Queryable,
  o: { proof: SlideProof; now: Date; limits: RateLimits; ip: string },
): Promise<void> {
  if (sentSlide(o.proof)) return useSlide(q, o.proof, o.now);
  if (!(await o.limits.take("registerWithoutSlide", o.ip))) fail("slideVerifyRequired");
}
