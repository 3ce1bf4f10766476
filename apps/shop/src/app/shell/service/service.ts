/**
 * The chat window as the shell opens it: the header's support icon, the footer's link and `?customerService`
 * open the platform's customer service; the header's chat icon the buyer's store conversations; the product
 * and store pages a store's conversation ({sellerId, productId}). The window itself is features/chat.
 * Straight from window.ts, not the feature's index: start-up (app/startup.ts, both sites) imports this, and the
 * index would bring the chat's schemas (zod) and socket code into every first load.
 */
export {
  type ChatTarget,
  closeChat as closeService,
  openChat,
  openPlatformChat as openService,
  openStoreChat,
  openStoreList,
  useChatOpen as useServiceOpen,
} from "../../../features/chat/window.ts";
