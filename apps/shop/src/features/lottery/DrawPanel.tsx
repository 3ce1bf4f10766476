import type { LotteryDetailVo, LotteryDrawVo, LotteryMineVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GiftIcon } from "../../components/icons.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { authPath } from "../account/index.ts";
import { newRequestId, useDraw } from "./api.ts";
import { timeText, usdtText } from "./format.ts";
import s from "./lottery.module.css";
import { lotteryPath } from "./paths.ts";

type Props = {
  detail: LotteryDetailVo | undefined;
  mine: LotteryMineVo | undefined;
  loggedIn: boolean;
  result: LotteryDrawVo | undefined;
  onDrawn: (d: LotteryDrawVo) => void;
};

/**
 * The draw itself, beside the title: the button while the draw runs and draws are left, otherwise why not
 * (not open yet, over, today's draws used, not signed in). The last result shows below it, in a box that keeps
 * its size so nothing on the page moves when it arrives.
 */
export function DrawPanel({ detail, mine, loggedIn, result, onDrawn }: Props) {
  const { t } = useTranslation("lottery");
  const drawing = loggedIn && detail?.state === "running";
  return (
    <div className={s.drawCard} data-testid="lottery-draw-panel">
      {!detail ? (
        <div className={s.drawBody} />
      ) : !loggedIn ? (
        <Guest detail={detail} />
      ) : detail.state === "scheduled" ? (
        <Notice text={t("draw.notOpen", { time: timeText(detail.startTime) })} />
      ) : detail.state !== "running" ? (
        <Notice text={t("draw.over")} />
      ) : (
        <DrawButton id={detail.id} mine={mine} onDrawn={onDrawn} />
      )}
      {(drawing || result) && (
        <div className={s.resultSlot} aria-live="polite">
          {result && <Result draw={result} />}
        </div>
      )}
    </div>
  );
}

function Guest({ detail }: { detail: LotteryDetailVo }) {
  const { t } = useTranslation("lottery");
  const back = lotteryPath(detail.id);
  return (
    <div className={s.drawBody} data-testid="lottery-guest">
      <span className={s.drawIcon} aria-hidden="true">
        <GiftIcon size={40} />
      </span>
      <p className={s.drawLead}>{t("guest.text", { count: detail.dailyLimit })}</p>
      <div className={s.drawActions}>
        <Link to={authPath("login", back)} className={s.solidBtn} data-testid="lottery-login">
          {t("guest.login")}
        </Link>
        <Link to={authPath("register", back)} className={s.ghostBtn}>
          {t("guest.register")}
        </Link>
      </div>
    </div>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div className={s.drawBody}>
      <span className={s.drawIcon} aria-hidden="true">
        <GiftIcon size={40} />
      </span>
      <p className={s.drawLead} data-testid="lottery-notice">
        {text}
      </p>
    </div>
  );
}

function DrawButton({
  id,
  mine,
  onDrawn,
}: {
  id: number;
  mine: LotteryMineVo | undefined;
  onDrawn: (d: LotteryDrawVo) => void;
}) {
  const { t } = useTranslation("lottery");
  const errorText = useErrorText();
  const draw = useDraw(id);
  const left = mine?.left;
  const spent = left === 0;
  const press = () => {
    draw.mutate(newRequestId(), { onSuccess: (r) => onDrawn(r.draw) });
  };
  return (
    <div className={s.drawBody}>
      <button
        type="button"
        className={s.drawButton}
        onClick={press}
        disabled={draw.isPending || spent || left === undefined}
        aria-busy={draw.isPending}
        data-testid="lottery-draw"
      >
        <GiftIcon size={34} className={draw.isPending ? s.shaking : undefined} />
        <span>{draw.isPending ? t("draw.drawing") : t("draw.button")}</span>
      </button>
      <p className={s.drawLead} data-testid="lottery-left">
        {left === undefined
          ? "\u00a0"
          : spent
            ? t("draw.spent", { time: timeText(mine?.resetTime) })
            : t("draw.left", { count: left })}
      </p>
      {draw.isError && (
        <p className={s.alert} role="alert">
          {errorText(draw.error)}
        </p>
      )}
    </div>
  );
}

function Result({ draw }: { draw: LotteryDrawVo }) {
  const { t } = useTranslation("lottery");
  const won = draw.kind !== "none";
  return (
    <div
      className={`${s.result} ${won ? s.resultWon : ""}`}
      data-testid="lottery-result"
      data-kind={draw.kind}
      data-draw-no={draw.drawNo}
    >
      <strong className={s.resultTitle}>
        {draw.kind === "cash"
          ? t("result.cash", { amount: usdtText(draw.amount) })
          : draw.kind === "gift"
            ? t("result.gift", { name: draw.name })
            : t("result.none")}
      </strong>
      {(draw.kind === "cash" || draw.outOfStock) && (
        <span className={s.resultText}>{draw.kind === "cash" ? t("result.cashText") : t("result.ranOut")}</span>
      )}
      <span className={s.resultMeta}>
        {t("result.meta", { drawNo: draw.drawNo })} <bdi className={s.mono}>{draw.number}</bdi>
      </span>
    </div>
  );
}
