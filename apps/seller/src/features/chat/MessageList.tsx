import type { ChatMessageVo } from "@mall/contract";
import { Button, ChevronDownIcon } from "@mall/ui";
import { Fragment, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import s from "./chat.module.css";
import { pictureUrl } from "./compose.ts";
import type { Pending, Thread } from "./thread.ts";
import { dayLabel, dayOf, fullTime, shortTime } from "./time.ts";

const NEAR_BOTTOM_PX = 80;

/**
 * The conversation's messages, oldest at the top: a control to page back, a line where the day changes, the
 * buyer's on the start side and the store's on the end side, then what is still being sent. It opens at the
 * bottom, follows new messages while the reader is at the bottom, and otherwise offers a jump to them.
 */
export function MessageList({
  thread,
  onOlder,
  loadingOlder,
  onOpenPicture,
  onResend,
  onDiscard,
}: {
  thread: Thread;
  onOlder: () => void;
  loadingOlder: boolean;
  onOpenPicture: (src: string) => void;
  onResend: (p: Pending) => void;
  onDiscard: (p: Pending) => void;
}) {
  const { t } = useTranslation("seller");
  const box = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const before = useRef({ first: 0, lastSeq: -1, pendingKey: "", pendings: 0, height: 0 });
  const [newBelow, setNewBelow] = useState(false);

  const toBottom = () => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    setNewBelow(false);
  };

  const first = thread.messages[0]?.seq ?? 0;
  const lastMessage = thread.messages.at(-1);
  const lastSeq = lastMessage?.seq ?? 0;
  const pendingKey = thread.pending.at(-1)?.clientKey ?? "";
  const pendings = thread.pending.length;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const b = before.current;
    if (b.first && first < b.first) {
      // Older messages came in above: the ones being read stay where they were.
      el.scrollTop += el.scrollHeight - b.height;
    } else if (lastSeq !== b.lastSeq || pendingKey !== b.pendingKey || pendings !== b.pendings) {
      // The reader's own new message is always shown; the buyer's only if the reader is at the bottom.
      const own = (pendingKey && pendingKey !== b.pendingKey) || (lastSeq !== b.lastSeq && lastMessage?.mine);
      if (nearBottom.current || own || b.lastSeq < 0) toBottom();
      else if (lastSeq !== b.lastSeq) setNewBelow(true);
    }
    before.current = { first, lastSeq, pendingKey, pendings, height: el.scrollHeight };
  });

  // Pictures take their height when they load: the bottom stays the bottom.
  const onPictureLoad = () => {
    if (nearBottom.current) toBottom();
  };

  let day = "";
  const separator = (at: string) => {
    const d = dayOf(at);
    if (d === day) return null;
    day = d;
    const label = dayLabel(d);
    return (
      <div className={s.day}>
        <span className={s.num}>
          {label === "today" ? t("chat.today") : label === "yesterday" ? t("chat.yesterday") : label}
        </span>
      </div>
    );
  };

  return (
    <div className={s.listWrap}>
      <div
        ref={box}
        className={s.messages}
        onScroll={(e) => {
          const el = e.currentTarget;
          nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
          if (nearBottom.current && newBelow) setNewBelow(false);
        }}
        role="log"
        aria-label={t("chat.messages")}
        aria-busy={!thread.loaded || undefined}
        data-testid="chat-messages"
      >
        {thread.more ? (
          <div className={s.older}>
            <Button size="s" variant="ghost" onClick={onOlder} loading={loadingOlder} data-testid="chat-older">
              {t("chat.older")}
            </Button>
          </div>
        ) : (
          thread.loaded && thread.messages.length > 0 && <div className={s.start}>{t("chat.start")}</div>
        )}
        {thread.messages.map((m) => (
          <Fragment key={m.seq}>
            {separator(m.at)}
            <Message m={m} onOpenPicture={onOpenPicture} onPictureLoad={onPictureLoad} />
          </Fragment>
        ))}
        {thread.pending.map((p) => (
          <Fragment key={p.clientKey}>
            {separator(p.at)}
            <PendingMessage p={p} onResend={onResend} onDiscard={onDiscard} onPictureLoad={onPictureLoad} />
          </Fragment>
        ))}
      </div>
      {newBelow && (
        <button type="button" className={s.newBelow} onClick={toBottom} data-testid="chat-new-below">
          {t("chat.newBelow")}
          <ChevronDownIcon size={14} />
        </button>
      )}
    </div>
  );
}

function Message({
  m,
  onOpenPicture,
  onPictureLoad,
}: {
  m: ChatMessageVo;
  onOpenPicture: (src: string) => void;
  onPictureLoad: () => void;
}) {
  const { t } = useTranslation("seller");
  const side = m.side === "system" ? s.system : m.mine ? s.mine : "";
  const picture = m.type === "img" ? pictureUrl(m.content) : undefined;
  return (
    <div className={`${s.row} ${side}`} data-testid="chat-message" data-seq={m.seq} data-mine={m.mine || undefined}>
      <div className={`${s.bubble} ${m.type === "img" ? s.pictureBubble : ""}`}>
        {m.side === "system" && <span className={s.author}>{t("chat.system")}</span>}
        {m.side === "agent" && m.authorName && (
          <bdi className={s.author} dir="auto">
            {m.authorName}
          </bdi>
        )}
        {!m.content || (m.type === "img" && !picture) ? (
          <span className={s.removed}>{t("chat.removed")}</span>
        ) : picture ? (
          <button
            type="button"
            className={s.thumbButton}
            onClick={() => onOpenPicture(picture)}
            aria-label={t("chat.openPicture")}
          >
            <img src={picture} alt="" className={s.thumb} loading="lazy" onLoad={onPictureLoad} />
          </button>
        ) : (
          <p className={s.text} dir="auto">
            {m.content}
          </p>
        )}
      </div>
      <time className={`${s.time} ${s.num}`} dateTime={m.at} title={fullTime(m.at)}>
        {shortTime(m.at)}
      </time>
    </div>
  );
}

function PendingMessage({
  p,
  onResend,
  onDiscard,
  onPictureLoad,
}: {
  p: Pending;
  onResend: (p: Pending) => void;
  onDiscard: (p: Pending) => void;
  onPictureLoad: () => void;
}) {
  const { t } = useTranslation("seller");
  const percent = Math.round((p.progress ?? 0) * 100);
  return (
    <div className={`${s.row} ${s.mine} ${s.pending}`} data-testid="chat-pending" data-state={p.state}>
      <div className={`${s.bubble} ${p.type === "img" ? s.pictureBubble : ""}`}>
        {p.type === "img" ? (
          <span className={s.thumbButton}>
            <img src={p.localUrl ?? p.content} alt="" className={s.thumb} onLoad={onPictureLoad} />
            {p.state === "uploading" && (
              <span
                className={s.progress}
                role="progressbar"
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span style={{ inlineSize: `${percent}%` }} />
              </span>
            )}
          </span>
        ) : (
          <p className={s.text} dir="auto">
            {p.content}
          </p>
        )}
      </div>
      {p.state === "failed" ? (
        <div className={s.failed} role="alert">
          <span>{p.problem ?? t("chat.failed")}</span>
          <button type="button" className={s.linkButton} onClick={() => onResend(p)}>
            {t("chat.retry")}
          </button>
          <button type="button" className={s.linkButton} onClick={() => onDiscard(p)}>
            {t("chat.discard")}
          </button>
        </div>
      ) : (
        <span className={s.time}>{p.state === "uploading" ? t("chat.uploading", { percent }) : t("chat.sending")}</span>
      )}
    </div>
  );
}
