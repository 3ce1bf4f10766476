import type { LotteryDrawVo, LotteryPrizeVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { timeText } from "./format.ts";
import s from "./lottery.module.css";
import { usePrizeName } from "./PrizeTable.tsx";

/**
 * The visitor's draws, newest first: when, the number drawn, what it gave. Once the seed is revealed each
 * has a button that fills the verify box with it.
 */
export function MyDraws({
  draws,
  prizes,
  revealed,
  onCheck,
}: {
  draws: LotteryDrawVo[] | undefined;
  prizes: LotteryPrizeVo[] | undefined;
  revealed: boolean;
  onCheck: (d: LotteryDrawVo) => void;
}) {
  const { t } = useTranslation("lottery");
  const nameOf = usePrizeName();
  const drawnName = (d: LotteryDrawVo) => {
    const p = prizes?.find((x) => x.id === d.drawnPrizeId);
    return p ? nameOf(p) : "";
  };
  return (
    <section className={s.card} aria-labelledby="lottery-mine">
      <h2 id="lottery-mine" className={s.cardTitle}>
        {t("mine.title")}
      </h2>
      {draws && draws.length === 0 ? (
        <p className={s.muted}>{t("mine.empty")}</p>
      ) : (
        <ol className={s.drawList} data-testid="lottery-my-draws">
          {(draws ?? []).map((d) => (
            <li key={d.drawNo} className={s.drawRow} data-testid="lottery-my-draw" data-draw-no={d.drawNo}>
              <span className={s.drawNo}>#{d.drawNo}</span>
              <span className={s.drawWhat}>
                <strong className={d.kind === "none" ? undefined : s.wonText}>
                  {d.kind === "none" ? t("mine.noPrize") : nameOf(d)}
                </strong>
                {d.outOfStock && <span className={s.ranOut}>{t("mine.ranOut", { name: drawnName(d) })}</span>}
                <span className={s.drawMeta}>
                  <time dir="ltr">{timeText(d.createTime)}</time>
                  <span>
                    {t("mine.number")} <bdi className={s.mono}>{d.number}</bdi>
                  </span>
                </span>
              </span>
              {revealed && (
                <button
                  type="button"
                  className={s.linkBtn}
                  onClick={() => onCheck(d)}
                  data-testid={`lottery-check-${d.drawNo}`}
                >
                  {t("mine.check")}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
