import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import s from "./ProductDetails.module.css";

/** Main picture with thumbnails; a newly chosen sku picture takes over the main spot. */
export function Gallery({ images, skuImage, name }: { images: string[]; skuImage?: string; name: string }) {
  const { t } = useTranslation("pages");
  const all = skuImage && !images.includes(skuImage) ? [skuImage, ...images] : images;
  const [active, setActive] = useState(all[0]);
  useEffect(() => {
    if (skuImage) setActive(skuImage);
  }, [skuImage]);
  const shown = active && all.includes(active) ? active : all[0];
  return (
    <div className={s.gallery}>
      <div className={s.mainImgWrap}>{shown && <img src={shown} alt={name} className={s.mainImg} />}</div>
      {all.length > 1 && (
        <div className={s.thumbs} role="listbox" aria-label={t("goods.pictures")}>
          {all.map((src, i) => (
            <button
              type="button"
              key={src}
              role="option"
              aria-selected={src === shown}
              className={`${s.thumb} ${src === shown ? s.thumbActive : ""}`}
              onMouseEnter={() => setActive(src)}
              onClick={() => setActive(src)}
              aria-label={t("goods.pictureN", { n: i + 1 })}
            >
              <img src={src} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
