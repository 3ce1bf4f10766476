import type { ChatConversationVo } from "@mall/contract";
import { Button, Dialog } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import { useAgents, useHandOver } from "./api.ts";
import d from "./desk.module.css";
import dl from "./dialogs.module.css";
import { agentsInOrder, agentState } from "./desk.ts";

/** The queue itself, as a choice beside the agents. */
const QUEUE = "queue";

/** Hand a conversation to another agent (online ones first, the least busy first) or back to the queue. */
export function HandOverDialog({
  open,
  conversation,
  me,
  onClose,
}: {
  open: boolean;
  conversation: ChatConversationVo;
  me: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const agents = useAgents(open);
  const hand = useHandOver();
  const [choice, setChoice] = useState<string>();
  const holder = conversation.agent?.partyId;
  const list = agentsInOrder(agents.data ?? []).filter((a) => a.partyId !== holder);
  const close = () => {
    setChoice(undefined);
    onClose();
  };
  const submit = () => {
    if (!choice) return;
    hand.mutate(
      { conversationId: conversation.id, agentPartyId: choice === QUEUE ? undefined : Number(choice) },
      { onSuccess: close },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("desk.handover.title", { name: conversation.buyer.username })}
      testId="desk-handover-dialog"
      footer={
        <>
          <Button onClick={close}>{t("common.cancel")}</Button>
          <Button
            variant="primary"
            disabled={!choice}
            loading={hand.isPending}
            onClick={submit}
            data-testid="desk-handover-confirm"
          >
            {t("desk.handover.confirm")}
          </Button>
        </>
      }
    >
      <div className={dl.choices} role="radiogroup" aria-label={t("desk.handover.title", { name: "" })}>
        {holder !== undefined && (
          <label className={f.check}>
            <input
              type="radio"
              name="handover"
              checked={choice === QUEUE}
              onChange={() => setChoice(QUEUE)}
              data-testid="desk-handover-queue"
            />
            <span className={f.checkText}>
              <span className={f.checkLabel}>{t("desk.handover.queue")}</span>
              <span className={f.checkHint}>{t("desk.handover.queueHint")}</span>
            </span>
          </label>
        )}
        {list.map((a) => (
          <label key={a.partyId} className={f.check}>
            <input
              type="radio"
              name="handover"
              checked={choice === String(a.partyId)}
              onChange={() => setChoice(String(a.partyId))}
              data-testid={`desk-handover-${a.username}`}
            />
            <span className={f.checkText}>
              <span className={f.checkLabel}>
                <span className={d.dot} data-state={agentState(a)} aria-hidden="true" /> <bdi>{a.username}</bdi>
                {a.partyId === me && ` · ${t("desk.agents.you")}`}
              </span>
              <span className={f.checkHint}>
                {t(`desk.presence.${agentState(a)}`)} · {t("desk.agents.openCount", { n: a.open })}
              </span>
            </span>
          </label>
        ))}
        {agents.data && !list.length && <p className={d.placeholder}>{t("desk.agents.none")}</p>}
      </div>
    </Dialog>
  );
}
