/**
 * The slide check (slide!challenge; decision 0013). A login or a registration carries its answer: the
 * challenge's id, the piece's x where it was let go (picture pixels, from the picture's left edge) and the drag
 * that took it there, as `slideTrace`: "t,x;t,x;…", milliseconds since the first touch and the piece's x.
 */

/** A drag longer than this is thinned to this many points, the first and the last kept. */
export const SLIDE_TRACE_MAX_POINTS = 300;

/** Up to SLIDE_TRACE_MAX_POINTS "ms,x" pairs (a literal, so the storefront's bundle can drop it unused). */
export const SLIDE_TRACE_PATTERN = /^\d{1,6},\d{1,4}(?:;\d{1,6},\d{1,4}){0,299}$/;

/** One moment of a drag: milliseconds since it began, and the piece's x then. */
export type SlidePoint = readonly [ms: number, x: number];

/** Writes a drag as `slideTrace`, thinned to SLIDE_TRACE_MAX_POINTS; times and positions are whole numbers. */
export function writeSlideTrace(points: readonly SlidePoint[]): string {
  const n = points.length;
  const kept =
    n <= SLIDE_TRACE_MAX_POINTS
      ? points
      : Array.from(
          { length: SLIDE_TRACE_MAX_POINTS },
          (_, i) => points[Math.round((i * (n - 1)) / (SLIDE_TRACE_MAX_POINTS - 1))] ?? [0, 0],
        );
  return kept
    .map(([ms, x]) => `${Math.min(999_999, Math.max(0, Math.round(ms)))},${Math.min(9999, Math.max(0, Math.round(x)))}`)
    .join(";");
}

/** Reads `slideTrace`; undefined when it is absent or not of that shape. */
export function readSlideTrace(text: string | undefined): SlidePoint[] | undefined {
  if (!text || !SLIDE_TRACE_PATTERN.test(text)) return undefined;
  return text.split(";").map((p) => {
    const [ms = 0, x = 0] = p.split(",").map(Number);
    return [ms, x] as const;
  });
}
