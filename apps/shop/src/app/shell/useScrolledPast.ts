import { useEffect, useState } from "react";

/** True while the window is scrolled further than `px`; updated at most once per frame. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => typeof window !== "undefined" && window.scrollY > px);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > px);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}
