import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { KEYS, storage } from "../lib/storage.ts";

const HOME = "/index";
/** A page that has just become visible may still be growing (images, lists): retry the restore briefly. */
const RESTORE_TRIES = 30;

/**
 * Spec point 2: returning to /index restores its saved scroll position (persisted under `scroll`);
 * every other navigation starts at the top.
 */
export function ScrollManager() {
  const { pathname, key } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, which is the trigger.
  useLayoutEffect(() => {
    const initial = first.current;
    first.current = false;
    if (pathname !== HOME || initial) {
      window.scrollTo(0, 0);
      return;
    }
    const target = Number(storage.get(KEYS.scroll) ?? 0);
    if (!Number.isFinite(target) || target <= 0) {
      window.scrollTo(0, 0);
      return;
    }
    let tries = 0;
    let frame = 0;
    const attempt = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && ++tries < RESTORE_TRIES) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [key, pathname]);

  // Saved while reading /index. The URL is checked at save time: a navigation away may still be rendering
  // (lazy page), and the clamp or reset scroll that follows it must not overwrite the reader's position.
  useEffect(() => {
    if (pathname !== HOME) return;
    let frame = 0;
    const save = () => {
      frame = 0;
      if (window.location.pathname === HOME) storage.set(KEYS.scroll, String(Math.round(window.scrollY)));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(save);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [pathname]);

  return null;
}
