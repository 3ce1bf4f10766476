import type { ChatConversationVo } from "@mall/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { HeadsetIcon } from "../../../components/icons.tsx";
import { productPath } from "../../../components/wap/browse-links.ts";
import { wapAuthPath } from "../../../components/wap/me-auth.ts";
import m from "../../../components/wap/me.module.css";
import { MePull } from "../../../components/wap/MePull.tsx";
import w from "../../../components/wap/wap.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useSession } from "../../../lib/session.ts";
import { usePageTitle } from "../../site/index.ts";
// The chat feature's own pieces (the desktop window is built on the same ones).
import { useChatChanged, useChatUnread, useStoreConversations } from "../api.ts";
import { Composer } from "../Composer.tsx";
import { Lightbox } from "../Lightbox.tsx";
import { MessageList } from "../MessageList.tsx";
import { dayKey } from "../messages.ts";
import { useChatLive, useRealtimeConnected } from "../realtime.ts";
import { clockTime, dayDate } from "../time.ts";
import { useConversation } from "../useConversation.ts";
import type { ChatTarget } from "../window.ts";
import s from "./chat.module.css";

type Target = Exclude<ChatTarget, { kind: "stores" }>;
const ID = /^[\w-]{1,40}$/;

/** The conversation the query names: `?sellerId=` (with `productId`) a store's, `?with=platform` customer service. */
function targetOf(q: URLSearchParams): Target | undefined {
  const sellerId = q.get("sellerId");
  if (sellerId && ID.test(sellerId)) {
    const productId = q.get("productId");
    return { kind: "store", sellerId, productId: productId && ID.test(productId) ? productId : undefined };
  }
  return q.get("with") === "platform" ? { kind: "platform" } : undefined;
}

/**
 * /wap/chat (a tab): the buyer's conversations — customer service, then each store with its last message and
 * unread count — live by socket (polled while it is down). A conversation opens full screen over the tab bar;
 * `?sellerId=&productId=` opens that store's (the product shown above it), `?with=platform` customer service.
 * The messages, the composer, the read marks and the retries are the chat window's own.
 */
export default function WapChatPage() {
  const { t } = useTranslation("wap");
  const { t: tc } = useTranslation("chat");
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const target = targetOf(params);
  usePageTitle(t("pages.WapChatPage"));

  return (
    <WapPage title={t("pages.WapChatPage")} back={false}>
      {loggedIn ? (
        <Signed target={target} />
      ) : (
        <div className={m.card}>
          <div className={m.center}>
            <HeadsetIcon size={40} />
            <p className={m.note}>{tc("empty.platform")}</p>
            <Link to={wapAuthPath("login", `${pathname}${search}`)} className={m.btn} data-testid="chat-login">
              {t("me.login")}
            </Link>
          </div>
        </div>
      )}
    </WapPage>
  );
}

function Signed({ target }: { target: Target | undefined }) {
  // The tab's socket runs while the messages are open; badges and the list follow it.
  useChatLive();
  // One at a time: the list is not asked for again behind an open conversation.
  return target ? (
    <ConversationScreen
      key={target.kind === "store" ? `s${target.sellerId}:${target.productId ?? ""}` : "p"}
      target={target}
    />
  ) : (
    <Conversations />
  );
}

/** Today's messages by their time, older ones by their date. */
function when(iso: string) {
  const day = dayKey(iso);
  return day === dayKey(new Date().toISOString()) ? clockTime(iso) : dayDate(day);
}

const preview = (c: ChatConversationVo, t: (k: string) => string) =>
  c.lastPreview === "[img]" ? t("image.preview") : c.lastPreview;

function Conversations() {
  const { t } = useTranslation("chat");
  const connected = useRealtimeConnected();
  const unread = useChatUnread();
  const list = useStoreConversations(!connected);
  const changed = useChatChanged();
  const refresh = async () => {
    changed();
    await list.refetch();
  };
  const platformUnread = unread.data?.platform ?? 0;

  return (
    <MePull onRefresh={refresh}>
      <ul className={s.list} data-testid="chat-conversations">
        <li>
          <Link
            to="/wap/chat?with=platform"
            className={s.conv}
            data-testid="chat-platform"
            data-unread={platformUnread}
          >
            <span className={s.avatarService} aria-hidden="true">
              <HeadsetIcon size={22} />
            </span>
            <span className={s.convText}>
              <span className={s.convTop}>
                <span className={s.convName}>{t("title")}</span>
              </span>
              <span className={s.convBottom}>
                <span className={s.convPreview}>{t("tabs.platform")}</span>
                <Badge count={platformUnread} />
              </span>
            </span>
          </Link>
        </li>
      </ul>
      <h2 className={s.sectionTitle}>{t("tabs.stores")}</h2>
      {list.isPending ? (
        <p className={s.state}>{t("loading")}</p>
      ) : list.isError ? (
        <div className={s.state}>
          <p>{t("loadFailed")}</p>
          <button type="button" className={m.btnGhost} onClick={() => void list.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : list.data.length === 0 ? (
        <p className={`${s.state} ${s.list}`}>{t("listEmpty")}</p>
      ) : (
        <ul className={s.list}>
          {list.data.map((c) =>
            c.store ? (
              <li key={c.id}>
                <Link
                  to={`/wap/chat?sellerId=${encodeURIComponent(String(c.store.id))}`}
                  className={s.conv}
                  data-testid="chat-conversation"
                  data-unread={c.unread}
                >
                  {c.store.avatar ? (
                    <img src={c.store.avatar} alt="" className={s.avatar} width={46} height={46} />
                  ) : (
                    <span className={s.avatarLetter} aria-hidden="true">
                      {c.store.name.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <span className={s.convText}>
                    <span className={s.convTop}>
                      <span className={s.convName}>{c.store.name}</span>
                      {c.lastAt && <time className={s.convTime}>{when(c.lastAt)}</time>}
                    </span>
                    <span className={s.convBottom}>
                      <span className={s.convPreview} dir="auto">
                        {preview(c, t) || t("noMessages")}
                      </span>
                      <Badge count={c.unread} />
                    </span>
                  </span>
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </MePull>
  );
}

function Badge({ count }: { count: number }) {
  const { t } = useTranslation("chat");
  if (count <= 0) return null;
  return (
    <span className={s.badge}>
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">{t("unread", { count })}</span>
    </span>
  );
}

/** One conversation over the whole screen: back to the list, the product asked about, the messages, the composer. */
function ConversationScreen({ target }: { target: Target }) {
  const { t } = useTranslation("chat");
  const { t: tw } = useTranslation("wap");
  const navigate = useNavigate();
  const c = useConversation(
    target,
    target.kind === "store" ? `store:${target.sellerId}:${target.productId ?? ""}` : "platform",
  );
  const [picture, setPicture] = useState<string>();
  const storeName = c.conversation?.store?.name;
  const title = target.kind === "platform" ? t("title") : storeName || t("storeTitle");
  const product = target.kind === "store" ? c.conversation?.product : undefined;
  // Back to the list this page came from, or to the list itself when the conversation was opened directly.
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate("/wap/chat", { replace: true }));

  // Full screen: the list behind does not scroll.
  useEffect(() => {
    const body = document.body.style;
    const before = body.overflow;
    body.overflow = "hidden";
    return () => {
      body.overflow = before;
    };
  }, []);

  return (
    <section
      className={s.screen}
      role="dialog"
      aria-labelledby="wap-chat-title"
      data-testid="chat-dialog"
      data-target={target.kind}
    >
      <header className={w.topBar}>
        <button
          type="button"
          className={w.back}
          aria-label={tw("back")}
          onClick={() => void back()}
          data-testid="chat-back"
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M15 6l-6 6 6 6" />
          </svg>
        </button>
        <h1 className={w.title} id="wap-chat-title" data-testid="chat-title">
          {title}
        </h1>
        <span className={w.action} />
      </header>
      {!c.connected && c.status === "ready" && (
        <p className={s.offline} role="status">
          {t("offline")}
        </p>
      )}
      {product && (
        <Link to={productPath(String(product.id))} className={s.product} data-testid="chat-product">
          <img src={product.img} alt="" width={44} height={44} />
          <span className={s.productText}>
            <span className={s.productLabel}>{t("product.about")}</span>
            <span>{product.name}</span>
          </span>
        </Link>
      )}
      {c.status === "failed" ? (
        <div className={s.failed}>
          <p>{c.error ?? t("loadFailed")}</p>
          <button type="button" className={m.btnGhost} onClick={c.reload}>
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
      <div className={s.composer}>
        <Composer
          disabled={c.status !== "ready"}
          onSendText={c.sendText}
          onSendImage={c.sendImage}
          maxBytes={c.imageMaxBytes}
        />
      </div>
      {picture && <Lightbox src={picture} onClose={() => setPicture(undefined)} />}
    </section>
  );
}
