import type { ChatMessageVo } from "@mall/contract";
import { Button } from "@mall/ui";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Lightbox } from "../../components/Lightbox.tsx";
import cv from "./conversation.module.css";
import d from "./desk.module.css";
import type { Pending, Thread } from "./thread.ts";
import { clockOf, dayOf, fullTimeOf, newDay } from "./time.ts";

/** Within this many pixels of the end the list follows new messages; further up the agent is reading back. */
const NEAR_END = 120;

/**
 * The messages, oldest at the top, a date line where the day changes, older pages on demand. Text keeps its
 * line breaks and is shown as text; a picture is a thumbnail that opens full size.
 */
export function MessageList({
  thread,
  failed,
  olderBusy,
  onOlder,
  onRetry,
}: {
  thread: Thread;
  failed: boolean;
  olderBusy: boolean;
  onOlder: () => void;
  onRetry: (p: Pending) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [viewing, setViewing] = useState<number>();
  const images = useMemo(
    () => thread.items.filter((m) => m.type === "img" && m.content).map((m) => m.content),
    [thread.items],
  );
  const first = thread.items[0]?.seq;
  const count = thread.items.length + thread.pending.length;
  // Where the list was before this render: its height and the distance from the end.
  const before = useRef({ id: thread.id, first, count, height: 0, fromEnd: 0 });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const was = before.current;
    if (was.id !== thread.id || was.height === 0) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== was.first) {
      // An older page came in above: keep the message the agent was looking at where it was.
      el.scrollTop = el.scrollHeight - was.height + el.scrollTop;
    } else if (count > was.count && (was.fromEnd < NEAR_END || thread.pending.length)) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = {
      id: thread.id,
      first,
      count,
      height: thread.loaded ? el.scrollHeight : 0,
      fromEnd: el.scrollHeight - el.scrollTop - el.clientHeight,
    };
  }, [thread.id, thread.loaded, first, count, thread.pending.length]);

  // The pane shrinking (the header filling in, a phone's keyboard) or the list growing (a picture loading):
  // a list that was read at its end stays at its end.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const stay = new ResizeObserver(() => {
      if (before.current.fromEnd < NEAR_END) el.scrollTop = el.scrollHeight;
    });
    stay.observe(el);
    if (list.current) stay.observe(list.current);
    return () => stay.disconnect();
  }, []);
  const onScroll = () => {
    const el = box.current;
    if (el) before.current.fromEnd = el.scrollHeight - el.scrollTop - el.clientHeight;
  };

  return (
    <div className={cv.messages} ref={box} onScroll={onScroll} data-testid="desk-messages">
      {thread.more && (
        <div className={cv.older}>
          <Button size="s" variant="ghost" loading={olderBusy} onClick={onOlder} data-testid="desk-older">
            {t("desk.older")}
          </Button>
        </div>
      )}
      {failed && <p className={d.placeholder}>{t("desk.loadFailed")}</p>}
      {thread.loaded && !thread.items.length && !thread.pending.length && (
        <p className={d.placeholder}>{t("desk.noMessages")}</p>
      )}
      <ol className={cv.messageList} ref={list}>
        {thread.items.map((m, i) => (
          <li key={m.seq} className={cv.messageItem}>
            {newDay(thread.items[i - 1]?.at, m.at) && <DayLine at={m.at} />}
            <Bubble m={m} onImage={(url) => setViewing(images.indexOf(url))} />
          </li>
        ))}
        {thread.pending.map((pm) => (
          <li key={pm.clientKey} className={cv.messageItem}>
            <PendingBubble p={pm} onRetry={() => onRetry(pm)} />
          </li>
        ))}
      </ol>
      <Lightbox
        images={images}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(undefined)}
        label={(n, total) => t("desk.pictureOf", { n, total })}
      />
    </div>
  );
}

function DayLine({ at }: { at: string }) {
  const { t } = useTranslation();
  const day = dayOf(at);
  const today = dayOf(new Date().toISOString());
  return (
    <div className={cv.dayLine}>
      <span className={cv.num}>{day === today ? t("desk.today") : day}</span>
    </div>
  );
}

function Bubble({ m, onImage }: { m: ChatMessageVo; onImage: (url: string) => void }) {
  const { t } = useTranslation();
  const who = m.side === "system" ? t("desk.autoAnswer") : m.side === "agent" ? (m.authorName ?? "") : undefined;
  return (
    <div className={cv.message} data-side={m.side} data-mine={m.mine} data-testid="desk-message">
      {who && <span className={cv.author}>{who}</span>}
      <Content type={m.type} content={m.content} onImage={onImage} />
      <time className={cv.time} dateTime={m.at} title={fullTimeOf(m.at)}>
        {clockOf(m.at)}
      </time>
    </div>
  );
}

function PendingBubble({ p, onRetry }: { p: Pending; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={cv.message} data-side="agent" data-mine="true" data-pending={p.failed ? "failed" : "sending"}>
      <Content type={p.type} content={p.content} onImage={() => undefined} />
      {p.failed ? (
        <span className={cv.failed}>
          {t("desk.sendFailed")}{" "}
          <button type="button" className={cv.linkButton} onClick={onRetry} data-testid="desk-retry">
            {t("desk.retry")}
          </button>
        </span>
      ) : (
        <span className={cv.time}>{t("desk.sending")}</span>
      )}
    </div>
  );
}

function Content({ type, content, onImage }: { type: string; content: string; onImage: (url: string) => void }) {
  const { t } = useTranslation();
  if (!content) return <p className={`${cv.text} ${cv.deleted}`}>{t("desk.deleted")}</p>;
  if (type === "img") {
    return (
      <button
        type="button"
        className={cv.thumbButton}
        onClick={() => onImage(content)}
        aria-label={t("desk.openPicture")}
      >
        <img className={cv.thumb} src={content} alt={t("desk.picture")} />
      </button>
    );
  }
  // Text as text, line breaks kept by the CSS (white-space: pre-wrap): never HTML.
  return (
    <p className={cv.text} dir="auto">
      {content}
    </p>
  );
}
