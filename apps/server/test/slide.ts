import { randomBytes } from "node:crypto";
import { type SlidePoint, writeSlideTrace } from "@mall/contract";
import type { Queryable } from "../src/db/db.ts";

/** A drag from 0 to `x` the way a hand makes one: 12 steps over about 0.6 seconds. */
export const dragTo = (x: number, steps = 12): string =>
  writeSlideTrace(
    Array.from({ length: steps + 1 }, (_, i): SlidePoint => [i * 50 + (i % 3) * 7, Math.round((x * i) / steps)]),
  );

/**
 * A slide challenge planted with a known gap (slide!challenge draws one whose place only the picture shows),
 * and the answer that passes it: the params a login or registration sends.
 */
export async function plantSlide(
  db: Queryable,
  o: { x?: number; expiresAt?: Date } = {},
): Promise<{ slideId: string; slideX: number; slideTrace: string }> {
  const x = o.x ?? 150;
  const slideId = randomBytes(16).toString("hex");
  await db.query("insert into slide_challenge (id, target_x, expires_at) values ($1, $2, $3)", [
    slideId,
    x,
    // Tests move their clocks far and wide: a planted challenge lives until told otherwise.
    o.expiresAt ?? new Date("2100-01-01T00:00:00Z"),
  ]);
  return { slideId, slideX: x, slideTrace: dragTo(x) };
}
