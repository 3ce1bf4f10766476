import { type ReactNode, useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { MailIcon } from "../../components/icons.tsx";
import { useSession } from "../../lib/session.ts";
import { authPath } from "../account/index.ts";
import { useBrand } from "../site/index.ts";
import { useChatUnread } from "./api.ts";
import s from "./chat.module.css";
import { ConversationList } from "./ConversationList.tsx";
import { ConversationPane } from "./ConversationPane.tsx";
import { BackIcon, ChatIcon, CloseIcon, HeadsetIcon, StoreIcon } from "./icons.tsx";
import { useDrag } from "./useDrag.ts";
import { type ChatTarget, closeChat, openPlatformChat, openStoreList, targetKey, useChatWindow } from "./window.ts";

/** Phones get the whole screen (spec: 480 × 680 at the bottom right on a desktop). */
const PHONE = "(max-width: 599px)";
const subscribePhone = (l: () => void) => {
  const m = window.matchMedia(PHONE);
  m.addEventListener("change", l);
  return () => m.removeEventListener("change", l);
};
const usePhone = () => useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE).matches);

export type DragHandle = ReturnType<typeof useDrag>["handle"];

/** The window's title bar: dragged by it on a desktop; back (in a store's conversation) and close. */
export function WindowHead({
  title,
  icon,
  handle,
  onBack,
}: {
  title: string;
  icon: ReactNode;
  handle: DragHandle;
  onBack?: (() => void) | undefined;
}) {
  const { t } = useTranslation("chat");
  return (
    <header className={s.head} {...handle}>
      {onBack ? (
        <button
          type="button"
          className={`${s.headBtn} ${s.back}`}
          onClick={onBack}
          aria-label={t("back")}
          data-testid="chat-back"
        >
          <BackIcon size={20} />
        </button>
      ) : (
        <span className={s.headIcon}>{icon}</span>
      )}
      <h2 className={s.title} id="chat-title" data-testid="chat-title" title={title}>
        {title}
      </h2>
      <button type="button" className={s.headBtn} onClick={closeChat} aria-label={t("close")} data-testid="chat-close">
        <CloseIcon size={18} />
      </button>
    </header>
  );
}

/** Customer service or the stores: which of the buyer's two kinds of conversation the window shows. */
function WindowTabs({ target }: { target: ChatTarget }) {
  const { t } = useTranslation("chat");
  const unread = useChatUnread().data;
  const tabs = [
    {
      key: "platform",
      label: t("tabs.platform"),
      count: unread?.platform ?? 0,
      on: target.kind === "platform",
      open: openPlatformChat,
    },
    {
      key: "stores",
      label: t("tabs.stores"),
      count: unread?.store ?? 0,
      on: target.kind !== "platform",
      open: openStoreList,
    },
  ];
  return (
    <div className={s.tabs} role="tablist" aria-label={t("tabs.label")}>
      {tabs.map((x) => (
        <button
          key={x.key}
          type="button"
          role="tab"
          aria-selected={x.on}
          className={`${s.tab} ${x.on ? s.tabOn : ""}`}
          onClick={() => (x.on && target.kind !== "store" ? undefined : x.open())}
          data-testid={`chat-tab-${x.key}`}
        >
          {x.label}
          {x.count > 0 && (
            <span className={s.tabBadge} data-testid={`chat-tab-${x.key}-unread`}>
              {x.count > 99 ? "99+" : x.count}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

/** A guest cannot chat: the notLogin message and the way to sign in (spec point 6), as before. */
function GuestBody() {
  const { t } = useTranslation("shell");
  const brand = useBrand();
  const { pathname, search } = useLocation();
  return (
    <div className={s.guest}>
      <p className={s.guestText}>{t("service.notLogin")}</p>
      <Link className={s.primary} to={authPath("login", `${pathname}${search}`)} onClick={closeChat}>
        {t("header.login")}
      </Link>
      {brand.supportEmail && (
        <a className={s.mail} href={`mailto:${brand.supportEmail}`}>
          <MailIcon size={16} /> {brand.supportEmail}
        </a>
      )}
    </div>
  );
}

/**
 * The chat window (spec point 2): draggable by its title bar, 480 × 680 at the bottom right (full screen on a
 * phone), on the platform's conversation, a store's, or the list of store conversations. Also keeps the
 * tab's socket running for the session, so the header's badges move live.
 */
export function ChatDialog() {
  const w = useChatWindow();
  const { loggedIn } = useSession();
  const { t } = useTranslation("chat");
  const phone = usePhone();
  const box = useRef<HTMLElement>(null);
  const drag = useDrag(box, !phone);

  // Escape closes the window when the focus is in it (the picture viewer stops its own Escape).
  useEffect(() => {
    if (!w.open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || document.getElementById("chat-picture-title")) return;
      if (box.current?.contains(document.activeElement)) closeChat();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [w.open]);

  // Full screen on a phone: the page behind does not scroll.
  useEffect(() => {
    if (!w.open || !phone) return;
    // Not the shared scroll-locked class: the picture viewer removes that one when it closes.
    const body = document.body.style;
    const before = body.overflow;
    body.overflow = "hidden";
    return () => {
      body.overflow = before;
    };
  }, [w.open, phone]);

  if (!w.open) return null;
  const target = w.target;
  let body: ReactNode;
  if (!loggedIn) {
    body = (
      <>
        <WindowHead title={t("title")} icon={<HeadsetIcon size={20} />} handle={drag.handle} />
        <GuestBody />
      </>
    );
  } else if (target.kind === "stores") {
    body = (
      <>
        <WindowHead title={t("storesTitle")} icon={<ChatIcon size={20} />} handle={drag.handle} />
        <WindowTabs target={target} />
        <ConversationList />
      </>
    );
  } else {
    body = (
      <ConversationPane
        key={`${targetKey(target)}#${w.opened}`}
        target={target}
        head={(title) => (
          <>
            <WindowHead
              title={title}
              icon={target.kind === "platform" ? <HeadsetIcon size={20} /> : <StoreIcon size={20} />}
              handle={drag.handle}
              onBack={target.kind === "store" ? openStoreList : undefined}
            />
            <WindowTabs target={target} />
          </>
        )}
      />
    );
  }
  return (
    <section
      ref={box}
      className={s.window}
      style={drag.style}
      role="dialog"
      aria-labelledby="chat-title"
      data-testid="chat-dialog"
      data-target={target.kind}
    >
      {body}
    </section>
  );
}

export default ChatDialog;
