import { MONEY_STATES } from "@mall/contract";
import { StatusBadge, type Tone } from "@mall/ui";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { type AgeUnit, ageTone, formatAge } from "./age.ts";
import type { Desk } from "./desk.api.ts";
import d from "./desk.module.css";

/** The queue tabs: the wire states in the order staff work them. */
export const DESK_STATES = [MONEY_STATES.pending, MONEY_STATES.ok, MONEY_STATES.failed] as const;
export type DeskState = (typeof DESK_STATES)[number];
export const isDeskState = (n: number): n is DeskState => (DESK_STATES as readonly number[]).includes(n);

const TONE: Record<DeskState, Tone> = { 0: "warning", 1: "success", 2: "danger" };

/** "Waiting", "Credited" / "Paid out", "Refused": the words differ by desk. */
export const stateText = (t: TFunction, desk: Desk, state: number) =>
  t(`finance.${desk}.state.${state}`, { defaultValue: String(state) });

export function MoneyStateBadge({ desk, state }: { desk: Desk; state: number }) {
  const { t } = useTranslation();
  return <StatusBadge tone={isDeskState(state) ? TONE[state] : "neutral"}>{stateText(t, desk, state)}</StatusBadge>;
}

/** An age in the reader's language: "3 h 12 min". */
export const ageText = (t: TFunction, seconds: number) =>
  formatAge(seconds, (u: AgeUnit, n) => t(`finance.age.${u}`, { n }), t("finance.age.now"));

/** How long a request has waited; amber past an hour, red past a day. */
export function Age({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <span className={`${p.num} ${d.age}`} data-tone={ageTone(seconds)}>
      {ageText(t, seconds)}
    </span>
  );
}

/** chain, provider or bank, as words. */
export const methodText = (t: TFunction, method: string) =>
  t(`finance.method.${method}`, { defaultValue: method || "—" });
