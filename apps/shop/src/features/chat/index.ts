/**
 * What the shell and the other storefront features use of the chat (issue 13): the window and the ways to open
 * it, the "contact the store" button, the badges' counts and where the support icon leads.
 */
export { useChatUnread } from "./api.ts";
// The window itself is loaded when first opened: app/shell/service/ServicePanel.tsx imports ChatDialog.tsx lazily.
export { useChatLive } from "./realtime.ts";
export { ContactStoreButton } from "./ContactStoreButton.tsx";
export { externalSupportUrl } from "./support-url.ts";
export {
  type ChatTarget,
  closeChat,
  openChat,
  openPlatformChat,
  openStoreChat,
  openStoreList,
  useChatOpen,
} from "./window.ts";
