import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import s from "./me.module.css";

/** How far (px) the list must be pulled for a reload, and how high the mark can grow. */
const TRIGGER = 64;
const MAX = 88;

/**
 * Pull to refresh: pulled down from the top of the page by a finger, the list reloads (`onRefresh`) when let go
 * past the mark. A small touch handler; mouse and keyboard users have the page's own reload.
 */
export function MePull({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation("wap");
  const [pull, setPull] = useState(0);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const start = useRef<number | null>(null);
  const pulled = useRef(0);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const down = (e: TouchEvent) => {
      start.current = window.scrollY <= 0 && e.touches.length === 1 ? (e.touches[0]?.clientY ?? null) : null;
    };
    const move = (e: TouchEvent) => {
      if (start.current === null) return;
      const dy = (e.touches[0]?.clientY ?? 0) - start.current;
      pulled.current = dy > 0 && window.scrollY <= 0 ? Math.min(MAX, dy * 0.5) : 0;
      setPull(pulled.current);
    };
    const up = () => {
      if (start.current === null) return;
      start.current = null;
      const go = pulled.current >= TRIGGER * 0.75;
      pulled.current = 0;
      setPull(0);
      if (!go) return;
      setBusy(true);
      void refresh
        .current()
        .catch(() => {})
        .finally(() => setBusy(false));
    };
    el.addEventListener("touchstart", down, { passive: true });
    el.addEventListener("touchmove", move, { passive: true });
    el.addEventListener("touchend", up);
    el.addEventListener("touchcancel", up);
    return () => {
      el.removeEventListener("touchstart", down);
      el.removeEventListener("touchmove", move);
      el.removeEventListener("touchend", up);
      el.removeEventListener("touchcancel", up);
    };
  }, []);

  const height = busy ? 44 : pull;
  return (
    <div ref={box}>
      <div
        className={`${s.pull} ${pull > 0 ? s.pulling : ""}`}
        style={{ blockSize: height }}
        aria-hidden={height === 0}
        data-testid="me-pull"
      >
        {busy ? (
          <span className={s.spinner} role="status" aria-label={t("me.refreshing")} />
        ) : pull > 0 ? (
          <span>{pull >= TRIGGER * 0.75 ? t("me.releaseToRefresh") : t("me.pullToRefresh")}</span>
        ) : null}
      </div>
      {children}
    </div>
  );
}
