import { type ReactNode, type TouchEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import s from "./browse.module.css";

/** How far (px, after damping) the list must be pulled for a refresh, and how far it can go. */
const TRIGGER = 64;
const LIMIT = 96;

/**
 * Pull to refresh: pulling the page down from its very top shows a hint, and letting go past the trigger
 * runs `onRefresh` (a promise: the spinner stays until it settles). The browser's own pull-to-reload is
 * turned off while this is on the page, so the two do not both fire.
 */
export function BrowsePull({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation("wap");
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const html = document.documentElement;
    const before = html.style.overscrollBehaviorY;
    html.style.overscrollBehaviorY = "contain";
    return () => {
      html.style.overscrollBehaviorY = before;
    };
  }, []);

  const onStart = (e: TouchEvent) => {
    // A sheet open over the list (it locks the page's scrolling) keeps its own gestures.
    const free = !busy && !document.body.classList.contains("scroll-locked");
    start.current = free && window.scrollY <= 0 && e.touches.length === 1 ? (e.touches[0]?.clientY ?? null) : null;
    setDragging(start.current !== null);
  };
  const onMove = (e: TouchEvent) => {
    if (start.current === null) return;
    const dy = (e.touches[0]?.clientY ?? start.current) - start.current;
    if (dy <= 0 || window.scrollY > 0) {
      setPull(0);
      return;
    }
    setPull(Math.min(LIMIT, dy * 0.5));
  };
  const onEnd = () => {
    if (start.current === null) return;
    start.current = null;
    setDragging(false);
    if (pull < TRIGGER) return setPull(0);
    setBusy(true);
    setPull(TRIGGER);
    onRefresh()
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        setPull(0);
      });
  };

  const label = busy ? t("browse.refreshing") : pull >= TRIGGER ? t("browse.release") : t("browse.pull");
  return (
    <div onTouchStart={onStart} onTouchMove={onMove} onTouchEnd={onEnd} onTouchCancel={onEnd}>
      <div
        className={s.pull}
        style={{ blockSize: pull, transition: dragging ? "none" : "block-size 0.2s" }}
        aria-hidden={pull === 0}
      >
        {pull > 0 && (
          <span className={s.pullHint} role="status">
            <span className={busy ? s.spinner : s.pullArrow} data-ready={pull >= TRIGGER || undefined} />
            {label}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}
