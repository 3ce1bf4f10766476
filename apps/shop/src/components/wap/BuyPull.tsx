import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import s from "./buy.module.css";

/** How far (px, after damping) a list must be pulled to reload, and how far the mark can grow. */
const TRIGGER = 56;
const MAX = 84;

/**
 * Pull to refresh for the buying pages' lists: pulled down from the very top by one finger and let go past
 * the mark, `onRefresh` runs while a spinner shows. Passive listeners only, so scrolling stays smooth.
 */
export function BuyPull({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation("wap");
  const box = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState(0);
  const [busy, setBusy] = useState(false);
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
      const dy = (e.touches[0]?.clientY ?? start.current) - start.current;
      pulled.current = dy > 0 && window.scrollY <= 0 ? Math.min(MAX, dy * 0.5) : 0;
      setPull(pulled.current);
    };
    const up = () => {
      if (start.current === null) return;
      start.current = null;
      const go = pulled.current >= TRIGGER;
      pulled.current = 0;
      setPull(0);
      if (!go) return;
      setBusy(true);
      void refresh
        .current()
        .catch(() => undefined)
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
      <div className={`${s.pull} ${pull > 0 ? s.pulling : ""}`} style={{ blockSize: height }} data-testid="buy-pull">
        {busy ? (
          <span className={s.spinner} role="status" aria-label={t("buy.pull.refreshing")} />
        ) : pull > 0 ? (
          <span aria-hidden="true">{pull >= TRIGGER ? t("buy.pull.release") : t("buy.pull.pull")}</span>
        ) : null}
      </div>
      {children}
    </div>
  );
}
