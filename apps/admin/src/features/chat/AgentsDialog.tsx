import { Avatar, Dialog } from "@mall/ui";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { useAgents } from "./api.ts";
import d from "./desk.module.css";
import dl from "./dialogs.module.css";
import { agentsInOrder, agentState } from "./desk.ts";

/** Who is on the desk: online, away or offline, and how many open conversations each holds. */
export function AgentsDialog({ open, me, onClose }: { open: boolean; me: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const agents = useAgents(open);
  return (
    <Dialog side width="380px" open={open} onClose={onClose} title={t("desk.agents.title")} testId="desk-agents-dialog">
      {!agents.data ? (
        <p className={p.muted}>{t("ui.loading")}</p>
      ) : (
        <ul className={dl.agents}>
          {agentsInOrder(agents.data).map((a) => (
            <li key={a.partyId} className={dl.agent} data-testid={`desk-agent-${a.username}`}>
              <Avatar name={a.username} seed={a.partyId} size={32} />
              <span className={p.whoText}>
                <span className={p.strong}>
                  <bdi>{a.username}</bdi>
                  {a.partyId === me && <span className={p.muted}> · {t("desk.agents.you")}</span>}
                </span>
                <span className={dl.agentState} data-state={agentState(a)}>
                  <span className={d.dot} data-state={agentState(a)} aria-hidden="true" />
                  {t(`desk.presence.${agentState(a)}`)}
                </span>
              </span>
              <span className={`${p.chip} ${dl.agentOpen}`}>{t("desk.agents.openCount", { n: a.open })}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={dl.dialogNote}>{t("desk.agents.note")}</p>
    </Dialog>
  );
}
