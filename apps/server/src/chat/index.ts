export { chatConsoleActions } from "./console.routes.ts";
export { ChatHub } from "./hub.ts";
export { chatSellerActions } from "./seller.routes.ts";
export { chatShopActions } from "./shop.routes.ts";
export { registerChatSocket } from "./socket.ts";
