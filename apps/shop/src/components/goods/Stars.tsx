import { useTranslation } from "react-i18next";
import { StarIcon } from "./icons.tsx";
import s from "./ui.module.css";

/** Five stars, filled up to the rating (0–5). */
export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const { t } = useTranslation("pages");
  const r = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={s.stars} role="img" aria-label={t("common.ratingLabel", { rating: r })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon key={i} size={size} filled={i <= r} className={i <= r ? s.starOn : s.starOff} />
      ))}
    </span>
  );
}
