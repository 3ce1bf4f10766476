/**
 * How the slide check's piece moves (decision 0013). Positions are picture pixels from the picture's own left
 * edge, as the server measures them. In a right-to-left page the picture is shown mirrored and the piece
 * starts at the right and travels left, the way a slider runs there; this module turns what the hand or the
 * keys did into the picture's x, so the server never learns which way the page reads.
 */

export const clampX = (x: number, max: number) => Math.min(max, Math.max(0, x));

/**
 * The piece's x after a drag of `dx` screen pixels (positive to the right) from `startX`, on a picture shown
 * `scale` times its size.
 */
export function dragged(o: { startX: number; dx: number; scale: number; max: number; rtl: boolean }): number {
  const moved = o.dx / (o.scale || 1);
  return clampX(o.startX + (o.rtl ? -moved : moved), o.max);
}

/** Picture pixels a key moves the piece: small steps by default, larger with Shift or Page Up/Down. */
const STEP = 2;
const BIG_STEP = 12;

/**
 * The piece's x after a key, or undefined for a key that does not move it. Arrow keys move it the way the
 * arrow points on screen (left in a right-to-left page is forward); Up and Page Up go forward, Home and End
 * to either end.
 */
export function keyed(o: { key: string; shift: boolean; x: number; max: number; rtl: boolean }): number | undefined {
  const step = o.shift ? BIG_STEP : STEP;
  const forward = o.rtl ? "ArrowLeft" : "ArrowRight";
  const back = o.rtl ? "ArrowRight" : "ArrowLeft";
  switch (o.key) {
    case forward:
    case "ArrowUp":
      return clampX(o.x + step, o.max);
    case back:
    case "ArrowDown":
      return clampX(o.x - step, o.max);
    case "PageUp":
      return clampX(o.x + BIG_STEP, o.max);
    case "PageDown":
      return clampX(o.x - BIG_STEP, o.max);
    case "Home":
      return 0;
    case "End":
      return o.max;
    default:
      return undefined;
  }
}
