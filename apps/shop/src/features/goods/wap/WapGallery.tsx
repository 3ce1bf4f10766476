import { useState } from "react";
import { useTranslation } from "react-i18next";
import s from "./WapProduct.module.css";

/**
 * The product's pictures full width, swiped one by one (a snapping row, so it follows the finger natively and
 * mirrors in right-to-left), with "2 / 5" in the corner. The square is kept before the first picture loads.
 */
export function WapGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation("pages");
  const [index, setIndex] = useState(0);
  return (
    <section className={s.gallery} aria-roledescription="carousel" aria-label={t("goods.pictures")}>
      <div
        className={s.galleryTrack}
        data-testid="wap-gallery"
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.min(images.length - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
        }}
      >
        {images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={i === 0 ? name : t("goods.pictureN", { n: i + 1 })}
            width={750}
            height={750}
            loading={i === 0 ? "eager" : "lazy"}
            {...(i === 0 ? { fetchPriority: "high" as const } : {})}
            decoding="async"
          />
        ))}
      </div>
      {images.length > 1 && (
        <span className={s.galleryCount} data-testid="wap-gallery-count" dir="ltr">
          {index + 1} / {images.length}
        </span>
      )}
    </section>
  );
}
