import type { BannerVo } from "@mall/contract";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronIcon } from "../../components/goods/icons.tsx";
import s from "./HomePage.module.css";

const AUTOPLAY_MS = 5000;

/** External links open in a new tab; site paths stay in the app. */
export function BannerLink({
  banner,
  className,
  children,
}: {
  banner: BannerVo;
  className?: string;
  children: ReactNode;
}) {
  const external = /^https?:\/\//i.test(banner.link);
  if (!banner.link) return <div className={className}>{children}</div>;
  return (
    <a href={banner.link} className={className} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

export function BannerCarousel({ banners }: { banners: BannerVo[] }) {
  const { t } = useTranslation("pages");
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const current = index < count ? index : 0;
  return (
    <section
      className={s.carousel}
      aria-roledescription="carousel"
      aria-label={t("home.bannersLabel")}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {banners.map((b, i) => (
        <BannerLink key={b.id} banner={b} className={`${s.slide} ${i === current ? s.slideActive : ""}`}>
          <img src={b.imgUrl} alt={b.remarks || t("home.bannerAlt", { n: i + 1 })} className={s.slideImg} />
        </BannerLink>
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${s.navBtn} ${s.navPrev}`}
            onClick={() => setIndex((current - 1 + count) % count)}
            aria-label={t("home.prevBanner")}
          >
            <ChevronIcon dir="start" size={20} />
          </button>
          <button
            type="button"
            className={`${s.navBtn} ${s.navNext}`}
            onClick={() => setIndex((current + 1) % count)}
            aria-label={t("home.nextBanner")}
          >
            <ChevronIcon dir="end" size={20} />
          </button>
          <div className={s.dots}>
            {banners.map((b, i) => (
              <button
                type="button"
                key={b.id}
                className={`${s.dot} ${i === current ? s.dotActive : ""}`}
                onClick={() => setIndex(i)}
                aria-label={t("home.bannerAlt", { n: i + 1 })}
                aria-current={i === current}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
