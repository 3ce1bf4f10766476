import { z } from "zod";
import {
  afterParams,
  buyerContextVo,
  cannedDeleteParams,
  cannedReplyVo,
  cannedSaveParams,
  chatAgentVo,
  chatConversationVo,
  chatHistoryVo,
  chatMessageVo,
  chatSettingsParams,
  chatSettingsVo,
  conversationParams,
  deskUnreadVo,
  handoverParams,
  historyParams,
  inboxParams,
  inboxVo,
  openStoreChatParams,
  platformListParams,
  platformSendParams,
  platformWireMessage,
  presenceParams,
  readParams,
  sendParams,
  storeCheckParams,
  storeListParams,
  storeSendParams,
  storeUnreadParams,
  storeUserlistParams,
  storeWireConversation,
  storeWireMessage,
  storeWireSent,
} from "../chat.ts";
import { nothing } from "../params.ts";
import { spec } from "./define.ts";

const none = z.object({});
const desk = <P extends z.ZodType, D extends z.ZodType>(params: P, data: D) =>
  spec({ app: "console", method: "POST", params, data, permission: "service" });
const inbox = <P extends z.ZodType, D extends z.ZodType>(params: P, data: D) =>
  spec({ app: "seller", method: "POST", params, data, store: true });

/**
 * Chat (issue 13). The original's calls keep their shapes, but every read is the caller's own: no
 * `selectType=background`, no history by IP. The store calls take `loginType` user (a shop session) or shop
 * (a seller-app session), as the original's did.
 */
export const chatApi = {
  "newOnlinechat!list": spec({
    app: "shop",
    method: "ANY",
    params: platformListParams,
    data: z.array(platformWireMessage),
  }),
  "newOnlinechat!send": spec({ app: "shop", method: "ANY", params: platformSendParams, data: nothing }),
  // A guest has no conversation: 0, as the original answers a party without one.
  "newOnlinechat!unread": spec({ app: "public", method: "ANY", params: none, data: z.number().int() }),
  "public/userOnlineChatController!userlist": spec({
    app: "public",
    method: "ANY",
    params: storeUserlistParams,
    data: z.array(storeWireConversation),
  }),
  "public/userOnlineChatController!list": spec({
    app: "public",
    method: "ANY",
    params: storeListParams,
    data: z.array(storeWireMessage),
  }),
  "public/userOnlineChatController!send": spec({
    app: "public",
    method: "ANY",
    params: storeSendParams,
    data: storeWireSent,
  }),
  "public/userOnlineChatController!unread": spec({
    app: "public",
    method: "ANY",
    params: storeUnreadParams,
    data: z.number().int(),
  }),
  "public/userOnlineChatController!buyunread": spec({
    app: "public",
    method: "ANY",
    params: none,
    data: z.number().int(),
  }),
  "public/userOnlineChatController!check": spec({
    app: "public",
    method: "ANY",
    params: storeCheckParams,
    data: z.boolean(),
  }),
  // The storefront's own: open a store's conversation (from a product or store page), read past, mark read.
  "chat!store": spec({ app: "shop", method: "POST", params: openStoreChatParams, data: chatConversationVo }),
  "chat!platform": spec({ app: "shop", method: "POST", params: none, data: chatConversationVo }),
  "chat!conversations": spec({ app: "shop", method: "POST", params: none, data: z.array(chatConversationVo) }),
  "chat!history": spec({ app: "shop", method: "POST", params: historyParams, data: chatHistoryVo }),
  "chat!after": spec({ app: "shop", method: "POST", params: afterParams, data: z.array(chatMessageVo) }),
  "chat!send": spec({ app: "shop", method: "POST", params: sendParams, data: chatMessageVo }),
  "chat!read": spec({ app: "shop", method: "POST", params: readParams, data: nothing }),
  "chat!unread": spec({
    app: "shop",
    method: "POST",
    params: none,
    data: z.object({ platform: z.number().int(), store: z.number().int() }),
  }),
  // The seller app's inbox.
  "merchant/chat!conversations": inbox(inboxParams, inboxVo),
  "merchant/chat!get": inbox(conversationParams, chatConversationVo),
  "merchant/chat!history": inbox(historyParams, chatHistoryVo),
  "merchant/chat!after": inbox(afterParams, z.array(chatMessageVo)),
  "merchant/chat!send": inbox(sendParams, chatMessageVo),
  "merchant/chat!read": inbox(readParams, nothing),
  "merchant/chat!unread": inbox(none, z.number().int()),
  // The console's desk (permission service).
  "console/chat!conversations": desk(inboxParams, inboxVo),
  "console/chat!get": desk(conversationParams, chatConversationVo),
  "console/chat!history": desk(historyParams, chatHistoryVo),
  "console/chat!after": desk(afterParams, z.array(chatMessageVo)),
  "console/chat!send": desk(sendParams, chatMessageVo),
  "console/chat!read": desk(readParams, nothing),
  "console/chat!unread": desk(none, deskUnreadVo),
  "console/chat!take": desk(conversationParams, chatConversationVo),
  "console/chat!handover": desk(handoverParams, chatConversationVo),
  "console/chat!close": desk(conversationParams, chatConversationVo),
  "console/chat!reopen": desk(conversationParams, chatConversationVo),
  "console/chat!context": desk(conversationParams, buyerContextVo),
  "console/chat!agents": desk(none, z.array(chatAgentVo)),
  "console/chat!presence": desk(presenceParams, nothing),
  "console/chat!canned": desk(none, z.array(cannedReplyVo)),
  "console/chat!cannedSave": desk(cannedSaveParams, cannedReplyVo),
  "console/chat!cannedDelete": desk(cannedDeleteParams, nothing),
  "console/chat!settings": desk(none, chatSettingsVo),
  "console/chat!settingsSave": desk(chatSettingsParams, nothing),
  "console/chat!blacklist": desk(
    conversationParams.extend({ on: z.preprocess((v) => v === "1" || v === 1 || v === true, z.boolean()) }),
    nothing,
  ),
};
