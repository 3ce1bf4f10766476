import { type RefObject, useEffect, useState } from "react";

/** True while the element's content is wider than the element (a row of tabs that has to scroll). */
export function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOver(el.scrollWidth > el.clientWidth + 1);
    check();
    const watch = new ResizeObserver(check);
    watch.observe(el);
    for (const child of Array.from(el.children)) watch.observe(child);
    return () => watch.disconnect();
  }, [ref]);
  return over;
}
