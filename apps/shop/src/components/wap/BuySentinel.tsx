import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import s from "./buy.module.css";

/**
 * The end of an endless list: while more pages follow, coming near the screen asks for the next one
 * (IntersectionObserver); then it says the list is complete. A button stays for when observing is not enough.
 */
export function BuySentinel({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation("wap");
  const el = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;

  useEffect(() => {
    const node = el.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more.current(), {
      rootMargin: "0px 0px 400px 0px",
    });
    io.observe(node);
    return () => io.disconnect();
  }, [hasMore, loading]);

  return (
    <div ref={el} className={s.sentinel} data-testid="buy-sentinel">
      {loading ? (
        <span role="status">{t("buy.more.loading")}</span>
      ) : hasMore ? (
        <button type="button" className={s.btnGhost} onClick={onMore}>
          {t("buy.more.button")}
        </button>
      ) : (
        <span>{t("buy.more.end")}</span>
      )}
    </div>
  );
}
