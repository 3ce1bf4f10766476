import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { sendPresence, useSetPresence } from "./api.ts";
import d from "./desk.module.css";
import type { Agent } from "./desk.ts";

/** The heartbeat while the desk is open (the socket keeps an agent online too). */
const HEARTBEAT_MS = 20_000;

/**
 * Online or away: an away agent keeps answering their own conversations but gets no new ones. The choice is
 * the server's (the agents list says it); while the desk is open a heartbeat repeats it every 20 s.
 */
export function PresenceSwitch({ me, agents }: { me: number | undefined; agents: Agent[] | undefined }) {
  const { t } = useTranslation();
  const set = useSetPresence();
  const mine = agents?.find((a) => a.partyId === me);
  // What the agent chose last, the moment they chose it (the list catches up after the call).
  const chosen = set.isPending ? set.variables : mine?.away;
  const away = useRef(chosen);
  away.current = chosen;
  const known = agents !== undefined;

  useEffect(() => {
    if (!known) return;
    const beat = () => void sendPresence(away.current ?? false).catch(() => undefined);
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [known]);

  return (
    <fieldset className={d.presence}>
      <legend className="visually-hidden">{t("desk.presence.label")}</legend>
      {([false, true] as const).map((isAway) => (
        <button
          key={String(isAway)}
          type="button"
          aria-pressed={known && (chosen ?? false) === isAway}
          className={d.presenceOption}
          data-state={isAway ? "away" : "online"}
          disabled={!known || set.isPending}
          onClick={() => (chosen ?? false) !== isAway && set.mutate(isAway)}
          data-testid={isAway ? "desk-away" : "desk-online"}
        >
          <span className={d.dot} data-state={isAway ? "away" : "online"} aria-hidden="true" />
          {t(isAway ? "desk.presence.away" : "desk.presence.online")}
        </button>
      ))}
    </fieldset>
  );
}
