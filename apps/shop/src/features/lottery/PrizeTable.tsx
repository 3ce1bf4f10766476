import type { LotteryPrizeVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { oddsText, usdtText, wholeText } from "./format.ts";
import s from "./lottery.module.css";
import { prizeRanges } from "./verify.ts";

/** A prize's name as the page writes it: cash as an amount, the others by name. */
export function usePrizeName() {
  const { t } = useTranslation("lottery");
  return (p: Pick<LotteryPrizeVo, "kind" | "name" | "amount">) =>
    p.kind === "cash" ? t("prizes.cashName", { amount: usdtText(p.amount) }) : p.name;
}

/**
 * The prizes in draw order: the odds, the numbers each owns (a draw's number falls in exactly one range),
 * and how many are left. The no-prize outcome is a row too: its odds are part of the million.
 */
export function PrizeTable({ prizes }: { prizes: LotteryPrizeVo[] | undefined }) {
  const { t } = useTranslation("lottery");
  const nameOf = usePrizeName();
  const ranges = prizeRanges((prizes ?? []).map((p) => p.ppm));
  return (
    <section className={s.card} aria-labelledby="lottery-prizes">
      <h2 id="lottery-prizes" className={s.cardTitle}>
        {t("prizes.title")}
      </h2>
      <div className={s.tableWrap}>
        <table className={s.table} data-testid="lottery-prizes">
          <thead>
            <tr>
              <th scope="col">{t("prizes.prize")}</th>
              <th scope="col">{t("prizes.odds")}</th>
              <th scope="col" className={s.numbersCol}>
                {t("prizes.numbers")}
              </th>
              <th scope="col">{t("prizes.left")}</th>
            </tr>
          </thead>
          <tbody>
            {(prizes ?? []).map((p, i) => {
              const range = ranges[i];
              const rangeText = range ? `${range[0]}–${range[1]}` : "—";
              return (
                <tr key={p.id} data-kind={p.kind}>
                  <td>
                    <span className={`${s.prizeDot} ${s[`dot_${p.kind}`]}`} aria-hidden="true" />
                    {nameOf(p)}
                  </td>
                  <td className={s.num}>
                    <bdi>{oddsText(p.ppm)}</bdi>
                    {/* Narrow screens show the winning numbers under the odds instead of in a column. */}
                    <span className={s.rangeInline}>
                      <bdi className={s.mono}>{rangeText}</bdi>
                    </span>
                  </td>
                  <td className={`${s.num} ${s.numbersCol}`}>
                    <bdi className={s.mono}>{rangeText}</bdi>
                  </td>
                  <td className={s.num}>
                    {p.stock === null ? t("prizes.unlimited") : p.stock === 0 ? t("prizes.gone") : wholeText(p.stock)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={s.muted}>{t("prizes.note")}</p>
    </section>
  );
}
