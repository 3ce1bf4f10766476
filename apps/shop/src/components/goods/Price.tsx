import { type Cents, formatAmount, type PriceSource, priceView } from "@mall/contract";
import { useTranslation } from "react-i18next";
import s from "./ui.module.css";

/**
 * An amount as the shop writes it (pages:money.amount), truncated to two decimals (spec point 9); isolated so
 * its figures keep their order inside right-to-left text.
 */
export function Money({
  value,
  className,
  from = false,
}: {
  value: Cents | number | null | undefined;
  className?: string;
  /** A "from" price: the cheapest of options that differ in price. */
  from?: boolean;
}) {
  const { t } = useTranslation("pages");
  const price = t("money.amount", { amount: formatAmount(value) });
  // "from" may come before or after the price; the price keeps its own left-to-right order inside (LRI…PDI).
  return <bdi className={className}>{from ? t("money.from", { price: `\u2066${price}\u2069` }) : price}</bdi>;
}

/** Current price, the struck-through original when discounted, and optionally the saving badge. */
export function Price({
  source,
  size = "md",
  badge = false,
}: {
  source: PriceSource;
  size?: "sm" | "md" | "lg";
  badge?: boolean;
}) {
  const { t } = useTranslation("pages");
  const v = priceView(source);
  return (
    <span className={`${s.price} ${s[`price_${size}`]}`}>
      <Money value={v.now} className={s.priceNow} from={source.priceFrom === 1} />
      {v.was !== null && (
        <del className={s.priceWas}>
          <Money value={v.was} />
        </del>
      )}
      {badge && v.percentOff !== null && (
        <span className={s.offBadge}>{t("money.off", { percent: v.percentOff })}</span>
      )}
    </span>
  );
}
