import type { ChatConversationVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { useStoreConversations } from "./api.ts";
import s from "./chat.module.css";
import { dayKey } from "./messages.ts";
import { useRealtimeConnected } from "./realtime.ts";
import { clockTime, dayDate } from "./time.ts";
import { openStoreChat } from "./window.ts";

/** A message's one-line preview; a picture's is said in words. */
const preview = (c: ChatConversationVo, t: (k: string) => string) =>
  c.lastPreview === "[img]" ? t("image.preview") : c.lastPreview;

/** Today's messages by their time, older ones by their date. */
function when(iso: string) {
  const day = dayKey(iso);
  return day === dayKey(new Date().toISOString()) ? clockTime(iso) : dayDate(day);
}

function StoreAvatar({ store }: { store: NonNullable<ChatConversationVo["store"]> }) {
  return store.avatar ? (
    <img src={store.avatar} alt="" className={s.avatar} />
  ) : (
    <span className={s.avatarLetter} aria-hidden="true">
      {store.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** The buyer's store conversations, most recent first, each with its unread count (the header's chat icon). */
export function ConversationList() {
  const { t } = useTranslation("chat");
  const connected = useRealtimeConnected();
  const list = useStoreConversations(!connected);
  if (list.isPending) return <p className={s.state}>{t("loading")}</p>;
  if (list.isError)
    return (
      <div className={s.state}>
        <p>{t("loadFailed")}</p>
        <button type="button" className={s.ghostBtn} onClick={() => list.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  if (!list.data.length) return <p className={s.state}>{t("listEmpty")}</p>;
  return (
    <ul className={s.convList} data-testid="chat-conversations">
      {list.data.map((c) =>
        c.store ? (
          <li key={c.id}>
            <button
              type="button"
              className={`${s.conv} ${c.unread > 0 ? s.convUnread : ""}`}
              onClick={() => c.store && openStoreChat(c.store.id)}
              data-testid="chat-conversation"
              data-unread={c.unread}
            >
              <StoreAvatar store={c.store} />
              <span className={s.convText}>
                <span className={s.convTop}>
                  <span className={s.convName}>{c.store.name}</span>
                  {c.lastAt && <time className={s.convTime}>{when(c.lastAt)}</time>}
                </span>
                <span className={s.convBottom}>
                  <span className={s.convPreview}>{preview(c, t) || t("noMessages")}</span>
                  {c.unread > 0 && (
                    <span className={s.convBadge}>
                      <span aria-hidden="true">{c.unread > 99 ? "99+" : c.unread}</span>
                      <span className={s.srOnly}>{t("unread", { count: c.unread })}</span>
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        ) : null,
      )}
    </ul>
  );
}
