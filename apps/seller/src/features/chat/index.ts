/** What the app frame uses of the chat: the websocket's life and the navigation badge. */
export { useChatUnread } from "./api.ts";
export { ChatIcon } from "./icons.tsx";
export { badgeCount } from "./inbox.ts";
export { useChatLive } from "./live.ts";
