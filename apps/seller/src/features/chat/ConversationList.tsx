import type { ChatConversationVo } from "@mall/contract";
import { Avatar, ImageIcon } from "@mall/ui";
import { useTranslation } from "react-i18next";
import s from "./chat.module.css";
import { badgeCount, isPicturePreview } from "./inbox.ts";
import { fullTime, shortTime } from "./time.ts";

/** The inbox's rows: the buyer, when and what was last said, and how many of their messages are unread. */
export function ConversationList({
  items,
  openId,
  onOpen,
}: {
  items: ChatConversationVo[];
  openId: string | undefined;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation("seller");
  return (
    <ul className={s.rows} data-testid="chat-list">
      {items.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className={`${s.rowButton} ${c.id === openId ? s.current : ""} ${c.unread > 0 ? s.unreadRow : ""}`}
            aria-current={c.id === openId || undefined}
            onClick={() => onOpen(c.id)}
            data-testid={`chat-row-${c.id}`}
          >
            <Avatar name={c.buyer.username} seed={c.buyer.username} size={40} />
            <span className={s.rowText}>
              <span className={s.rowTop}>
                <bdi className={s.rowName} dir="auto">
                  {c.buyer.username}
                </bdi>
                {c.lastAt && (
                  <time className={`${s.rowTime} ${s.num}`} dateTime={c.lastAt} title={fullTime(c.lastAt)}>
                    {shortTime(c.lastAt)}
                  </time>
                )}
              </span>
              <span className={s.rowBottom}>
                <span className={s.preview} dir="auto">
                  {isPicturePreview(c.lastPreview) ? (
                    <>
                      <ImageIcon size={14} className={s.previewIcon} />
                      {t("chat.picture")}
                    </>
                  ) : (
                    c.lastPreview || (c.product ? c.product.name : "")
                  )}
                </span>
                {c.unread > 0 && (
                  <span className={s.unread}>
                    <span aria-hidden="true" data-testid="chat-unread">
                      {badgeCount(c.unread)}
                    </span>
                    <span className="visually-hidden">{t("chat.unread", { count: c.unread })}</span>
                  </span>
                )}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
