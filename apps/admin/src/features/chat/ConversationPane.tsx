import { Avatar, Button, ChevronStartIcon, StatusBadge } from "@mall/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { conversationKey, INBOX_KEY, markRead, UNREAD_KEY, useConversation, useMove } from "./api.ts";
import cv from "./conversation.module.css";
import d from "./desk.module.css";
import { Composer } from "./Composer.tsx";
import { holdingOf, patchUnread } from "./desk.ts";
import { HandOverDialog } from "./HandOverDialog.tsx";
import { MessageList } from "./MessageList.tsx";
import { lastTheirs } from "./thread.ts";
import { useThread } from "./useThread.ts";

/** The conversation: who and where it stands, the assignment moves, the messages, the composer. */
export function ConversationPane({
  id,
  me,
  onBack,
  onFile,
}: {
  id: string | undefined;
  me: number | undefined;
  onBack: () => void;
  onFile: () => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const conversation = useConversation(id);
  const conv = conversation.data?.id === id ? conversation.data : undefined;
  const { thread, failed, olderBusy, loadOlder, send, retry } = useThread(id);
  const take = useMove("take");
  const close = useMove("close");
  const reopen = useMove("reopen");
  const [handing, setHanding] = useState(false);
  const holding = conv ? holdingOf(conv, me) : undefined;

  // Reading marks up to the buyer's newest message while the conversation is the agent's and on screen.
  const theirs = lastTheirs(thread)?.seq ?? 0;
  const readUpTo = useRef({ id, seq: 0 });
  useEffect(() => {
    if (readUpTo.current.id !== id) readUpTo.current = { id, seq: 0 };
    if (id === undefined || holding !== "mine" || !theirs) return;
    const mark = () => {
      if (document.visibilityState !== "visible" || theirs <= readUpTo.current.seq) return;
      readUpTo.current = { id, seq: theirs };
      void markRead(id, theirs).then(
        () => {
          qc.setQueriesData<{ items: never[]; total: number }>({ queryKey: INBOX_KEY }, (page) =>
            page?.items ? patchUnread(page, id, 0) : page,
          );
          void qc.invalidateQueries({ queryKey: UNREAD_KEY });
        },
        () => undefined,
      );
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [id, holding, theirs, qc]);

  if (id === undefined) {
    return (
      <section className={d.conversation}>
        <p className={d.placeholder}>{t("desk.pick")}</p>
      </section>
    );
  }

  const sendAndFollow = async (type: "text" | "img", content: string) => {
    const ok = await send(type, content);
    // Sending takes a waiting conversation; a refusal (handed over meanwhile) shows who holds it now.
    if (!ok || holding === "waiting") {
      void qc.invalidateQueries({ queryKey: conversationKey(id) });
      void qc.invalidateQueries({ queryKey: INBOX_KEY });
    }
    return ok;
  };

  return (
    <section className={d.conversation} aria-label={conv?.buyer.username} data-testid="desk-conversation">
      <header className={cv.convHead}>
        <Button size="s" variant="ghost" className={d.back} onClick={onBack} aria-label={t("desk.back")}>
          <ChevronStartIcon size={18} />
        </Button>
        {conv && <Avatar name={conv.buyer.username} seed={conv.buyer.partyId} size={36} />}
        <div className={cv.convTitles}>
          <bdi className={p.strong}>{conv?.buyer.username ?? "…"}</bdi>
          {conv && holding && (
            <span data-testid="desk-holding" data-state={holding}>
              <StatusBadge tone={TONE[holding]}>
                {holding === "other"
                  ? t("desk.heldBy", { name: conv.agent?.username ?? "" })
                  : t(`desk.state.${holding}`)}
              </StatusBadge>
            </span>
          )}
        </div>
        {conv && (
          <div className={d.convActions}>
            {holding === "waiting" && (
              <Button
                size="s"
                variant="primary"
                loading={take.isPending}
                onClick={() => take.mutate(id)}
                data-testid="desk-take"
              >
                {t("desk.take")}
              </Button>
            )}
            {holding !== "closed" && (
              <Button size="s" onClick={() => setHanding(true)} data-testid="desk-handover">
                {t("desk.handover.open")}
              </Button>
            )}
            {holding === "closed" ? (
              <Button
                size="s"
                variant="primary"
                loading={reopen.isPending}
                onClick={() => reopen.mutate(id)}
                data-testid="desk-reopen"
              >
                {t("desk.reopen")}
              </Button>
            ) : (
              <Button size="s" loading={close.isPending} onClick={() => close.mutate(id)} data-testid="desk-close">
                {t("desk.close")}
              </Button>
            )}
            <Button size="s" variant="ghost" className={d.fileButton} onClick={onFile} data-testid="desk-file-open">
              {t("desk.file.open")}
            </Button>
          </div>
        )}
      </header>
      <MessageList thread={thread} failed={failed} olderBusy={olderBusy} onOlder={loadOlder} onRetry={retry} />
      <Composer
        key={id}
        holding={holding}
        holder={conv?.agent?.username}
        onSend={sendAndFollow}
        onTake={() => take.mutate(id)}
        onReopen={() => reopen.mutate(id)}
      />
      {conv && <HandOverDialog open={handing} conversation={conv} me={me} onClose={() => setHanding(false)} />}
    </section>
  );
}

const TONE = { waiting: "warning", mine: "success", other: "info", closed: "neutral" } as const;
