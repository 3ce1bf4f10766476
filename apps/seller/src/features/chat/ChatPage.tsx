import { SEARCH_TEXT_MAX } from "@mall/contract";
import { Button, PageHeader } from "@mall/ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { SearchBox } from "../../components/SearchBox.tsx";
import { listParams } from "../../lib/list-params.ts";
import { inboxItems, useInbox } from "./api.ts";
import s from "./chat.module.css";
import { ConversationList } from "./ConversationList.tsx";
import { ConversationPane } from "./ConversationPane.tsx";
import { ChatIcon } from "./icons.tsx";
import { useSocketUp } from "./live.ts";

/** A lost websocket is only worth a word after a moment: a reconnect usually takes a second. */
const QUIET_MS = 4000;

function useSocketDownForAWhile(up: boolean) {
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (up) {
      setDown(false);
      return;
    }
    const timer = setTimeout(() => setDown(true), QUIET_MS);
    return () => clearTimeout(timer);
  }, [up]);
  return down;
}

/**
 * The store's chat inbox (issue 13): buyers' conversations, newest first, searchable by buyer, and the open
 * one beside them; on a phone one or the other. The address holds both (`?c=` the open one, `?q=` a search),
 * so back and forward move between them.
 */
export function ChatPage() {
  const { t } = useTranslation("seller");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const openId = params.get("c") ?? undefined;
  const socketUp = useSocketUp();
  const offline = useSocketDownForAWhile(socketUp);
  const inbox = useInbox(q, socketUp);
  const items = inboxItems(inbox.data?.pages);

  const location = useLocation();
  const navigate = useNavigate();
  // Opening from the list is a step back can undo (a phone's back button returns to the list); moving between
  // conversations is not.
  const open = (id: string) =>
    setParams(
      listParams({ page: 1, q, c: id }),
      openId ? { replace: true, state: location.state } : { state: { fromList: true } },
    );
  const close = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else setParams(listParams({ page: 1, q }), { replace: true });
  };
  const search = (words: string) => setParams(listParams({ page: 1, q: words, c: openId }), { replace: true });

  return (
    <div className={s.page}>
      <div className={openId ? s.headerWhenOpen : undefined}>
        <PageHeader title={t("chat.title")} subtitle={t("chat.subtitle")} />
      </div>
      <div className={s.layout} data-open={openId ? "" : undefined}>
        <aside className={s.inbox} aria-label={t("chat.inbox")}>
          <div className={s.inboxTools}>
            <SearchBox
              value={q}
              onSearch={search}
              placeholder={t("chat.searchPlaceholder")}
              label={t("chat.search")}
              clearLabel={t("ui.clear")}
              maxLength={SEARCH_TEXT_MAX}
              testId="chat-search"
            />
          </div>
          {offline && (
            <p className={s.offline} role="status" data-testid="chat-offline">
              {t("chat.offline")}
            </p>
          )}
          <div className={s.inboxScroll}>
            {inbox.isPending ? (
              <div className={s.loadingNote}>{t("ui.loading")}</div>
            ) : items.length === 0 ? (
              <EmptyState icon={<ChatIcon size={24} />} title={q ? t("chat.noMatch") : t("chat.emptyTitle")}>
                {!q && <span>{t("chat.emptyBody")}</span>}
              </EmptyState>
            ) : (
              <>
                <ConversationList items={items} openId={openId} onOpen={open} />
                {inbox.hasNextPage && (
                  <div className={s.more}>
                    <Button
                      size="s"
                      variant="ghost"
                      onClick={() => void inbox.fetchNextPage()}
                      loading={inbox.isFetchingNextPage}
                    >
                      {t("chat.more")}
                    </Button>
                  </div>
                )}
              </>
            )}
          </div>
        </aside>
        <div className={s.pane}>
          {openId ? (
            <ConversationPane key={openId} id={openId} fromList={items.find((c) => c.id === openId)} onBack={close} />
          ) : (
            <div className={s.pick}>
              <EmptyState icon={<ChatIcon size={24} />} title={t("chat.pickTitle")}>
                <span>{t("chat.pickBody")}</span>
              </EmptyState>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
