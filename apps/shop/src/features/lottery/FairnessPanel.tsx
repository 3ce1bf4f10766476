import type { LotteryDetailVo, LotteryDrawVo } from "@mall/contract";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { ShieldIcon } from "../../components/icons.tsx";
import { timeText } from "./format.ts";
import s from "./lottery.module.css";
import { VerifyBox, type VerifyTarget } from "./VerifyBox.tsx";

/**
 * How a draw is made and how to check it: the seed's hash (published before the draw opened), the seed itself
 * once no draw can happen any more, and the verify box.
 */
export function FairnessPanel({
  ref,
  detail,
  partyId,
  myDraws,
  target,
}: {
  ref: Ref<HTMLElement>;
  detail: LotteryDetailVo;
  partyId: number | undefined;
  myDraws: LotteryDrawVo[];
  target: VerifyTarget | undefined;
}) {
  const { t } = useTranslation("lottery");
  return (
    <section ref={ref} className={`${s.card} ${s.fair}`} aria-labelledby="lottery-fair" data-testid="lottery-fairness">
      <h2 id="lottery-fair" className={s.cardTitle}>
        <ShieldIcon size={20} />
        {t("fair.title")}
      </h2>
      <ol className={s.steps}>
        <li>{t("fair.step1")}</li>
        <li>
          {t("fair.step2")}{" "}
          <code className={s.formula} dir="ltr">
            HMAC-SHA256(seed, "{detail.id}:userId:drawNo")
          </code>
        </li>
        <li>{t("fair.step3")}</li>
        <li>{t("fair.step4")}</li>
      </ol>
      <dl className={s.secrets}>
        <div>
          <dt>{t("fair.hash")}</dt>
          <dd>
            <code className={s.hex} dir="ltr" data-testid="lottery-seed-hash">
              {detail.seedHash}
            </code>
          </dd>
        </div>
        <div>
          <dt>{t("fair.seed")}</dt>
          <dd>
            {detail.seed ? (
              <code className={s.hex} dir="ltr" data-testid="lottery-seed">
                {detail.seed}
              </code>
            ) : (
              <span className={s.muted} data-testid="lottery-seed-hidden">
                {t("fair.seedLater", { time: timeText(detail.endTime) })}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <VerifyBox detail={detail} partyId={partyId} myDraws={myDraws} target={target} />
    </section>
  );
}
