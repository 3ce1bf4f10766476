import { useTranslation } from "react-i18next";
import { marginAt } from "./price-form.ts";
import s from "./goods.module.css";

/** "You keep 2.00 USDT a unit (16.6 %)" under a price being typed; red when it would lose money. */
export function MarginNote({ text, systemPrice }: { text: string; systemPrice: number }) {
  const { t } = useTranslation("seller");
  const m = marginAt(text, systemPrice);
  if (!m) return <span>{t("goods.edit.priceHint")}</span>;
  return (
    <span className={m.loss ? s.loss : s.gain} data-testid="margin-note">
      {t("goods.marginNote", { amount: m.amount, percent: m.percent })}
    </span>
  );
}
