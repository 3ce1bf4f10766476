import type { LotteryState } from "@mall/contract";
import { StatusBadge, type Tone } from "@mall/ui";
import { useTranslation } from "react-i18next";

const TONE: Record<LotteryState, Tone> = {
  draft: "neutral",
  scheduled: "info",
  running: "success",
  ended: "warning",
  closed: "neutral",
};

/** An activity's state as the public sees it (a published one is scheduled, running or ended by its dates). */
export function LotteryStateBadge({ state }: { state: LotteryState }) {
  const { t } = useTranslation();
  return (
    <span data-testid="lottery-state" data-state={state}>
      <StatusBadge tone={TONE[state]}>{t(`lottery.state.${state}`)}</StatusBadge>
    </span>
  );
}
