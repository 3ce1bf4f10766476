import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { clampOffset, type Offset } from "./drag.ts";

const NONE: Offset = { x: 0, y: 0 };
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * Drags a fixed window by a handle (its title bar): pointer events, so mouse, pen and touch alike. The window
 * moves by a transform from where its CSS puts it; `enabled` false (a phone's full screen) puts it back.
 */
export function useDrag(target: RefObject<HTMLElement | null>, enabled: boolean) {
  const [offset, setOffset] = useState<Offset>(NONE);
  const start = useRef<{ px: number; py: number; from: Offset } | undefined>(undefined);

  const base = useCallback(() => {
    const el = target.current;
    if (!el) return undefined;
    const r = el.getBoundingClientRect();
    return { left: r.left - offset.x, top: r.top - offset.y, width: r.width, height: r.height };
  }, [target, offset]);

  // A smaller window (resized, rotated) must not leave the dialog outside it.
  useEffect(() => {
    if (!enabled) return;
    const onResize = () => {
      const b = base();
      if (b) setOffset((o) => clampOffset(b, o, viewport()));
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [enabled, base]);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (!enabled || e.button !== 0) return;
    // Buttons in the title bar (back, tabs, close) are clicked, not dragged.
    if ((e.target as HTMLElement).closest("button, a, input, textarea")) return;
    start.current = { px: e.clientX, py: e.clientY, from: offset };
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault();
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    const b = base();
    if (!s || !b) return;
    setOffset(clampOffset(b, { x: s.from.x + e.clientX - s.px, y: s.from.y + e.clientY - s.py }, viewport()));
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    start.current = undefined;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };

  return {
    style: enabled && (offset.x || offset.y) ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined,
    handle: enabled ? { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } : {},
  };
}
