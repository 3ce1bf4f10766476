import type { BannerVo } from "@mall/contract";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { wapHref } from "../../../components/wap/browse-links.ts";
import { useBanners } from "../api.ts";
import s from "./WapHome.module.css";

const AUTOPLAY_MS = 4000;
/** After the visitor swipes, the carousel waits this long before moving by itself again. */
const RESUME_MS = 8000;

/** Scrolls the track to slide `i`; in right-to-left the row runs the other way (negative scrollLeft). */
function showSlide(el: HTMLElement, i: number) {
  const rtl = getComputedStyle(el).direction === "rtl";
  el.scrollTo({ left: (rtl ? -1 : 1) * i * el.clientWidth, behavior: "smooth" });
}

function Slide({ banner, children }: { banner: BannerVo; children: ReactNode }) {
  const target = wapHref(banner.link);
  if (!target) return <div className={s.slide}>{children}</div>;
  if ("href" in target)
    return (
      <a href={target.href} className={s.slide} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return (
    <Link to={target.to} className={s.slide}>
      {children}
    </Link>
  );
}

/**
 * The home carousel on a phone: a row of slides that snaps (swipe moves it, natively and in either writing
 * direction), moving on by itself unless the visitor asked for less motion or just swiped. Its box keeps the
 * banners' 3:1 shape from the first paint, so nothing below it moves when the pictures arrive.
 */
export function WapBanners() {
  const { t } = useTranslation("pages");
  const q = useBanners(1);
  const banners = q.data ?? [];
  const count = banners.length;
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [heldUntil, setHeldUntil] = useState(0);

  useEffect(() => {
    if (count < 2 || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      if (document.hidden || Date.now() < heldUntil) return;
      const el = track.current;
      if (el) showSlide(el, (Math.round(Math.abs(el.scrollLeft) / el.clientWidth) + 1) % count);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, heldUntil]);

  if (q.isPending) return <div className={`${s.banners} ${s.bannerSkeleton}`} aria-hidden />;
  if (count === 0)
    return (
      <div className={`${s.banners} ${s.bannerFallback}`}>
        <p className={s.fallbackTitle}>{t("home.welcomeTitle")}</p>
        <p className={s.fallbackText}>{t("home.welcomeText")}</p>
      </div>
    );
  return (
    <section className={s.banners} aria-roledescription="carousel" aria-label={t("home.bannersLabel")}>
      <div
        ref={track}
        className={s.track}
        data-testid="wap-banners"
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.min(count - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
        }}
        onTouchStart={() => setHeldUntil(Date.now() + RESUME_MS)}
      >
        {banners.map((b, i) => (
          <Slide key={b.id} banner={b}>
            <img
              src={b.imgUrl}
              alt={b.remarks || t("home.bannerAlt", { n: i + 1 })}
              width={1200}
              height={400}
              loading={i === 0 ? "eager" : "lazy"}
              {...(i === 0 ? { fetchPriority: "high" as const } : {})}
              decoding="async"
            />
          </Slide>
        ))}
      </div>
      {count > 1 && (
        <div className={s.dots}>
          {banners.map((b, i) => (
            <button
              type="button"
              key={b.id}
              className={s.dot}
              aria-current={i === index}
              aria-label={t("home.bannerAlt", { n: i + 1 })}
              onClick={() => {
                setHeldUntil(Date.now() + RESUME_MS);
                if (track.current) showSlide(track.current, i);
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
