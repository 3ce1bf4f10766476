import type { ChatConversationVo } from "@mall/contract";
import { Avatar, Button, Input, tabArrowKeys } from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { INBOX_PAGE, useBoxTotal, useDeskUnread, useInbox } from "./api.ts";
import d from "./desk.module.css";
import ib from "./inbox.module.css";
import { BOXES, type Box, PICTURE_PREVIEW } from "./desk.ts";
import { fullTimeOf, listTimeOf } from "./time.ts";

/** The contract's search box: usernames are shorter. */
const SEARCH_MAX = 64;

/** The boxes with their counts, the search by username, and the conversations of the chosen box. */
export function InboxPane({
  box,
  onBox,
  selected,
  onSelect,
}: {
  box: Box;
  onBox: (b: Box) => void;
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const list = useInbox(box, q, page);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / INBOX_PAGE));
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };

  return (
    <section className={d.inbox} aria-label={t("desk.inbox")}>
      <div
        className={ib.boxes}
        role="tablist"
        aria-label={t("desk.inbox")}
        onKeyDown={tabArrowKeys(
          BOXES.map((key) => ({ key })),
          box,
          (b) => {
            onBox(b);
            setPage(1);
          },
        )}
      >
        {BOXES.map((b) => (
          <BoxTab
            key={b}
            box={b}
            active={b === box}
            onClick={() => {
              onBox(b);
              setPage(1);
            }}
          />
        ))}
      </div>
      <form className={ib.search} onSubmit={search}>
        <Input
          type="search"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            // Clearing the box shows everything again without another Enter.
            if (!e.target.value && q) {
              setQ("");
              setPage(1);
            }
          }}
          placeholder={t("desk.searchPlaceholder")}
          aria-label={t("desk.searchPlaceholder")}
          maxLength={SEARCH_MAX}
          data-testid="desk-search"
        />
      </form>
      <ul className={ib.list} aria-busy={list.isLoading || list.isPlaceholderData} data-testid="desk-list">
        {list.data?.items.map((conv) => (
          <li key={conv.id}>
            <ConversationRow conv={conv} selected={conv.id === selected} onSelect={() => onSelect(conv.id)} />
          </li>
        ))}
        {list.data && !list.data.items.length && (
          <li className={ib.listEmpty}>{q ? t("desk.noMatch") : t(`desk.empty.${box}`)}</li>
        )}
        {list.isLoading && <li className={ib.listEmpty}>{t("ui.loading")}</li>}
      </ul>
      {pages > 1 && (
        <div className={ib.pager}>
          <Button size="s" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("ui.previous")}
          </Button>
          <span className={p.caption}>{t("ui.pageOf", { page, pages })}</span>
          <Button size="s" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("ui.next")}
          </Button>
        </div>
      )}
    </section>
  );
}

/** A box's tab: its name and how many conversations it holds; waiting ones and my unread stand out. */
function BoxTab({ box, active, onClick }: { box: Box; active: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const total = useBoxTotal(box);
  const unread = useDeskUnread();
  const urgent = box === "waiting" ? (total.data ?? 0) > 0 : box === "mine" ? (unread.data?.mine ?? 0) > 0 : false;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      data-key={box}
      className={ib.box}
      onClick={onClick}
      data-testid={`desk-box-${box}`}
    >
      <span className={ib.boxName}>{t(`desk.box.${box}`)}</span>
      {total.data !== undefined && (
        <span className={ib.boxCount} data-urgent={urgent || undefined} data-testid={`desk-box-${box}-count`}>
          {total.data}
        </span>
      )}
    </button>
  );
}

function ConversationRow({
  conv,
  selected,
  onSelect,
}: {
  conv: ChatConversationVo;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const preview = conv.lastPreview === PICTURE_PREVIEW ? t("desk.picture") : conv.lastPreview;
  return (
    <button
      type="button"
      className={ib.row}
      aria-current={selected || undefined}
      onClick={onSelect}
      data-testid={`desk-conv-${conv.buyer.username}`}
    >
      <Avatar name={conv.buyer.username} seed={conv.buyer.partyId} size={36} />
      <span className={ib.rowText}>
        <span className={ib.rowTop}>
          <bdi className={ib.rowName}>{conv.buyer.username}</bdi>
          {conv.lastAt && (
            <time className={`${ib.rowTime} ${p.num}`} dateTime={conv.lastAt} title={fullTimeOf(conv.lastAt)}>
              {listTimeOf(conv.lastAt, new Date())}
            </time>
          )}
        </span>
        <span className={ib.rowBottom}>
          <span className={ib.rowPreview} dir="auto">
            {preview}
          </span>
          {conv.unread > 0 && (
            <span className={ib.unread} data-testid="desk-conv-unread">
              <span aria-hidden="true">{conv.unread}</span>
              <span className="visually-hidden">{t("desk.unread", { n: conv.unread })}</span>
            </span>
          )}
        </span>
        <span className={ib.rowAgent}>
          {conv.status === "closed"
            ? t("desk.state.closed")
            : conv.agent
              ? t("desk.heldBy", { name: conv.agent.username })
              : t("desk.state.waiting")}
        </span>
      </span>
    </button>
  );
}
