import type { ChatMessageVo } from "@mall/contract";
import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { dayName, groupByDay, type Outgoing, type Thread } from "./messages.ts";
import s from "./messages.module.css";
import { RetryIcon } from "./icons.tsx";
import { clockTime, dayDate, fullTime } from "./time.ts";

/** Within this many pixels of the bottom the list follows new messages; further up the buyer is reading back. */
const STICK_PX = 80;
/** This close to the top, older messages are fetched. */
const TOP_PX = 24;

type Row = { key: string; at: string; stored?: ChatMessageVo; out?: Outgoing };

function Picture({ src, onOpen, onLoad }: { src: string; onOpen: () => void; onLoad: () => void }) {
  const { t } = useTranslation("chat");
  return (
    <button type="button" className={s.picture} onClick={onOpen} aria-label={t("image.open")}>
      <img src={src} alt={t("image.alt")} loading="lazy" onLoad={onLoad} />
    </button>
  );
}

/** Who wrote a message of the other side: the agent, the store, or the platform's automatic answer. */
function author(m: ChatMessageVo, storeName: string | undefined, t: (k: string) => string) {
  if (m.side === "system") return t("auto");
  if (m.side === "store") return storeName ?? m.authorName ?? "";
  if (m.side === "agent") return m.authorName ? `${t("agent")} · ${m.authorName}` : t("agent");
  return "";
}

function Bubble({
  row,
  storeName,
  onRetry,
  onOpenPicture,
  onPictureLoad,
}: {
  row: Row;
  storeName: string | undefined;
  onRetry: (clientKey: string) => void;
  onOpenPicture: (src: string) => void;
  onPictureLoad: () => void;
}) {
  const { t } = useTranslation("chat");
  const m = row.stored;
  const o = row.out;
  const mine = m ? m.mine : true;
  const type = m?.type ?? o?.type ?? "text";
  const src = m ? m.content : o?.preview || o?.content || "";
  const text = m ? m.content : (o?.content ?? "");
  const name = m && !m.mine ? author(m, storeName, t) : "";
  return (
    <li
      className={`${s.row} ${mine ? s.mine : s.theirs}`}
      data-testid="chat-message"
      data-mine={mine}
      data-side={m?.side ?? "buyer"}
      data-state={o ? o.state : "stored"}
      data-seq={m?.seq}
    >
      {name && <span className={s.author}>{name}</span>}
      <div className={`${s.bubble} ${type === "img" ? s.pictureBubble : ""} ${o ? s.pending : ""}`}>
        {type === "img" ? (
          src ? (
            <Picture src={src} onOpen={() => onOpenPicture(m ? m.content : src)} onLoad={onPictureLoad} />
          ) : (
            <span className={s.deleted}>{t("image.alt")}</span>
          )
        ) : (
          <p className={s.text} dir="auto">
            {text}
          </p>
        )}
      </div>
      <span className={s.meta}>
        {o?.state === "sending" &&
          (o.type === "img" && o.progress !== undefined && !o.content
            ? t("image.uploading", { percent: Math.round(o.progress * 100) })
            : t("sending"))}
        {o?.state === "failed" && (
          <>
            <span className={s.failed} role="alert">
              {o.error ? `${t("failed")}: ${o.error}` : t("failed")}
            </span>
            <button type="button" className={s.retry} onClick={() => onRetry(o.clientKey)} data-testid="chat-retry">
              <RetryIcon size={14} />
              {t("resend")}
            </button>
          </>
        )}
        {m && (
          <time dateTime={m.at} title={fullTime(m.at)}>
            {clockTime(m.at)}
          </time>
        )}
      </span>
      {o?.state === "sending" && o.type === "img" && o.progress !== undefined && !o.content && (
        <progress className={s.progress} max={1} value={o.progress} aria-label={t("image.progress")} />
      )}
    </li>
  );
}

/**
 * The messages by day, oldest at the top: opened at the bottom, following new ones while the buyer is there,
 * keeping the place when older ones are put above (by scrolling to the top or the button).
 */
export function MessageList({
  kind,
  storeName,
  thread,
  loading,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onOpenPicture,
}: {
  kind: "platform" | "store";
  storeName: string | undefined;
  thread: Thread;
  loading: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientKey: string) => void;
  onOpenPicture: (src: string) => void;
}) {
  const { t } = useTranslation("chat");
  const box = useRef<HTMLDivElement>(null);
  /** Distance from the bottom at the last scroll: kept when older messages are put above. */
  const gap = useRef(0);
  const stick = useRef(true);
  const edges = useRef<{ first?: string | undefined; last?: string | undefined }>({});

  const rows = useMemo<Row[]>(
    () => [
      ...thread.messages.map((m) => ({ key: `m${m.seq}`, at: m.at, stored: m })),
      ...thread.outgoing.map((o) => ({ key: `o${o.clientKey}`, at: o.at, out: o })),
    ],
    [thread.messages, thread.outgoing],
  );
  const days = useMemo(() => groupByDay(rows), [rows]);
  const now = new Date();

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = rows[0]?.key;
    const last = rows.at(-1)?.key;
    const before = edges.current;
    const lastRow = rows.at(-1);
    if (before.last === undefined) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      el.scrollTop = el.scrollHeight - gap.current;
    } else if (stick.current || (last !== before.last && (lastRow?.out || lastRow?.stored?.mine))) {
      // At the bottom (or just sent): stay there, also when a pending message grows a "not sent" line.
      el.scrollTop = el.scrollHeight;
    }
    if (rows.length) edges.current = { first, last };
    gap.current = el.scrollHeight - el.scrollTop;
  }, [rows]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    gap.current = el.scrollHeight - el.scrollTop;
    stick.current = gap.current - el.clientHeight < STICK_PX;
    if (el.scrollTop < TOP_PX && thread.more && !loadingOlder) onLoadOlder();
  };

  // A picture that loads changes the height: stay at the bottom if the buyer was there.
  const onPictureLoad = useCallback(() => {
    const el = box.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, []);

  return (
    <div
      className={s.list}
      ref={box}
      onScroll={onScroll}
      data-testid="chat-messages"
      aria-busy={loading || loadingOlder}
    >
      {thread.more && (
        <button
          type="button"
          className={s.older}
          onClick={onLoadOlder}
          disabled={loadingOlder}
          data-testid="chat-older"
        >
          {loadingOlder ? t("loadingOlder") : t("loadOlder")}
        </button>
      )}
      {loading && <p className={s.hint}>{t("loading")}</p>}
      {!loading && !rows.length && (
        <p className={s.hint}>
          {kind === "platform" ? t("empty.platform") : t("empty.store", { store: storeName ?? "" })}
        </p>
      )}
      {days.map((d) => {
        const which = dayName(d.day, now);
        return (
          <section key={d.day} className={s.day} aria-label={which === "date" ? dayDate(d.day) : t(which)}>
            <h3 className={s.dayName}>
              <span>{which === "date" ? dayDate(d.day) : t(which)}</span>
            </h3>
            <ol className={s.rows}>
              {d.items.map((row) => (
                <Bubble
                  key={row.key}
                  row={row}
                  storeName={storeName}
                  onRetry={onRetry}
                  onOpenPicture={onOpenPicture}
                  onPictureLoad={onPictureLoad}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
