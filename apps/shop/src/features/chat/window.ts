import { useSyncExternalStore } from "react";

/**
 * What the chat window shows, for the whole tab: the header's icons, the footer, `?customerService` and the
 * "contact the store" buttons open it. One window: opening it on another target replaces what it showed.
 */
export type ChatTarget =
  | { kind: "platform" }
  | { kind: "store"; sellerId: string; productId?: string | undefined }
  /** The buyer's store conversations, with their unread counts. */
  | { kind: "stores" };

export type ChatWindow = {
  open: boolean;
  target: ChatTarget /** Bumped by each opening: reopening the same store reloads it. */;
  opened: number;
};

let state: ChatWindow = { open: false, target: { kind: "platform" }, opened: 0 };
const listeners = new Set<() => void>();
const publish = (next: ChatWindow) => {
  state = next;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const openChat = (target: ChatTarget) => publish({ open: true, target, opened: state.opened + 1 });
/** The platform's customer service (takes no arguments: it is used as a click handler). */
export const openPlatformChat = () => openChat({ kind: "platform" });
export const openStoreList = () => openChat({ kind: "stores" });
export const openStoreChat = (sellerId: string | number, productId?: string | number) =>
  openChat({
    kind: "store",
    sellerId: String(sellerId),
    productId: productId === undefined ? undefined : String(productId),
  });
export const closeChat = () => publish({ ...state, open: false });

export const useChatWindow = () => useSyncExternalStore(subscribe, () => state);
export const useChatOpen = () => useSyncExternalStore(subscribe, () => state.open);

/** A stable text for a target: effects reload when it changes. */
export const targetKey = (t: ChatTarget) => (t.kind === "store" ? `store:${t.sellerId}:${t.productId ?? ""}` : t.kind);
