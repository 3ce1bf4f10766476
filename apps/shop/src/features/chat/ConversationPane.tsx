import type { ChatConversationVo } from "@mall/contract";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import s from "./chat.module.css";
import { Composer } from "./Composer.tsx";
import { Lightbox } from "./Lightbox.tsx";
import { MessageList } from "./MessageList.tsx";
import { useConversation } from "./useConversation.ts";
import { type ChatTarget, closeChat, targetKey } from "./window.ts";

/** The product the buyer came from, at the top of a store conversation (the seller sees it too). */
function ProductCard({ product }: { product: NonNullable<ChatConversationVo["product"]> }) {
  const { t } = useTranslation("chat");
  return (
    <Link to={`/productDetails?id=${product.id}`} className={s.product} onClick={closeChat} data-testid="chat-product">
      <img src={product.img} alt="" className={s.productImg} />
      <span className={s.productText}>
        <span className={s.productLabel}>{t("product.about")}</span>
        <span className={s.productName}>{product.name}</span>
      </span>
      <span className={s.productLink}>{t("product.view")}</span>
    </Link>
  );
}

/** One conversation in the window: its title bar (given the title), the product, the messages and the composer. */
export function ConversationPane({
  target,
  head,
}: {
  target: Exclude<ChatTarget, { kind: "stores" }>;
  head: (title: string) => ReactNode;
}) {
  const { t } = useTranslation("chat");
  const c = useConversation(target, targetKey(target));
  const [picture, setPicture] = useState<string>();
  const storeName = c.conversation?.store?.name;
  const title = target.kind === "platform" ? t("title") : storeName || t("storeTitle");

  return (
    <>
      {head(title)}
      {!c.connected && c.status === "ready" && (
        <p className={s.offline} role="status">
          {t("offline")}
        </p>
      )}
      {c.conversation?.product && target.kind === "store" && <ProductCard product={c.conversation.product} />}
      {c.status === "failed" ? (
        <div className={s.state}>
          <p>{c.error ?? t("loadFailed")}</p>
          <button type="button" className={s.ghostBtn} onClick={c.reload}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <MessageList
          kind={target.kind}
          storeName={storeName}
          thread={c.thread}
          loading={c.status === "loading"}
          loadingOlder={c.loadingOlder}
          onLoadOlder={c.loadOlder}
          onRetry={c.retry}
          onOpenPicture={setPicture}
        />
      )}
      <Composer
        disabled={c.status !== "ready"}
        onSendText={c.sendText}
        onSendImage={c.sendImage}
        maxBytes={c.imageMaxBytes}
      />
      {picture && <Lightbox src={picture} onClose={() => setPicture(undefined)} />}
    </>
  );
}
