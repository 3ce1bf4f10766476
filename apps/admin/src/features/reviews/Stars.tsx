import s from "./reviews.module.css";

/** A 1–5 rating as five stars, read out as "4 / 5". */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={s.stars} role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n > rating ? s.starOff : undefined} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
