import type { ChatConversationVo } from "@mall/contract";
import { Avatar, Button } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowStartIcon } from "../../components/icons.tsx";
import { useConversation } from "./api.ts";
import s from "./chat.module.css";
import { Composer } from "./Composer.tsx";
import { MessageList } from "./MessageList.tsx";
import { PictureViewer } from "./PictureViewer.tsx";
import { ProductCard } from "./ProductCard.tsx";
import { useThread } from "./useThread.ts";

/** The open conversation: who the buyer is, the product they came from, the messages and the reply box. */
export function ConversationPane({
  id,
  fromList,
  onBack,
}: {
  id: string;
  fromList: ChatConversationVo | undefined;
  onBack: () => void;
}) {
  const { t } = useTranslation("seller");
  const conversation = useConversation(id, fromList).data;
  const { thread, failed, retry, loadOlder, loadingOlder, sendText, sendPicture, resend, discard } = useThread(id);
  const [picture, setPicture] = useState<string | null>(null);
  const buyer = conversation?.buyer;

  return (
    <section
      className={s.conversation}
      aria-label={buyer?.username ?? t("chat.conversation")}
      data-testid="chat-conversation"
    >
      <header className={s.head}>
        <Button
          size="s"
          variant="ghost"
          className={s.back}
          icon={<ArrowStartIcon size={18} className={s.flip} />}
          onClick={onBack}
          aria-label={t("chat.back")}
          data-testid="chat-back"
        />
        {buyer && <Avatar name={buyer.username} seed={buyer.username} size={36} />}
        <div className={s.headText}>
          <bdi className={s.headName} dir="auto">
            {buyer?.username ?? "…"}
          </bdi>
          <span className={s.caption}>{conversation?.status === "closed" ? t("chat.closed") : t("chat.buyer")}</span>
        </div>
      </header>
      {conversation?.product && <ProductCard product={conversation.product} />}
      {failed ? (
        <div className={s.problem} role="alert">
          <span>{failed}</span>
          <Button size="s" onClick={retry}>
            {t("chat.retry")}
          </Button>
        </div>
      ) : (
        <MessageList
          thread={thread}
          onOlder={() => void loadOlder()}
          loadingOlder={loadingOlder}
          onOpenPicture={setPicture}
          onResend={resend}
          onDiscard={discard}
        />
      )}
      {!thread.loaded && !failed && <div className={s.loadingNote}>{t("ui.loading")}</div>}
      {thread.loaded && thread.messages.length === 0 && thread.pending.length === 0 && (
        <div className={s.loadingNote}>{t("chat.noMessages")}</div>
      )}
      <Composer draftKey={id} onText={sendText} onPicture={sendPicture} />
      <PictureViewer src={picture} onClose={() => setPicture(null)} />
    </section>
  );
}
