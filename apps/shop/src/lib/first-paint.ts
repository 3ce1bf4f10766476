import { useEffect, useState } from "react";

/**
 * False on a page's first render, true once that render has been painted: for what sits below the fold and
 * would otherwise compete with the first screen for the network and the main thread on a slow phone (a
 * product's "you may also like" list and its pictures). Issue 14 §3.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame's callback runs before its paint; a task queued from it runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    if (typeof requestAnimationFrame !== "function") {
      later();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(later);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
