import { MONEY_STATES } from "@mall/contract";
import { useTranslation } from "react-i18next";
import s from "./wallet.module.css";

/** A deposit's or withdrawal's state (0 processing, 1 success, 2 failed) as a coloured badge. */
export const stateName = (state: number) =>
  state === MONEY_STATES.ok ? "ok" : state === MONEY_STATES.failed ? "failed" : "pending";

export function StateBadge({ state }: { state: number }) {
  const { t } = useTranslation("account");
  const name = stateName(state);
  return (
    <span className={`${s.badge} ${s[`tone_${name}`]}`} data-testid="money-state" data-state={name}>
      {t(`wallet.state.${name}`)}
    </span>
  );
}
