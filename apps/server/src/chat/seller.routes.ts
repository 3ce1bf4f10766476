import { action, type AnyAction } from "../http/actions.ts";
import { conversationVo, messageVo, type Reader, readableConversation } from "./conversations.ts";
import { announce } from "./hub.ts";
import { historyOf, inboxOf, messagesAfter } from "./queries.ts";
import { markRead } from "./send-message.ts";
import { send } from "./shop.routes.ts";

const chatLimit = [{ rule: "chat" as const, by: "user" as const }];

const store = (ctx: { sellerId?: number | undefined; user: { partyId: number } }): Reader => ({
  as: "store",
  sellerId: ctx.sellerId ?? 0,
  partyId: ctx.user.partyId,
});

/** The seller app's inbox: the store's conversations with buyers, and nothing of another store's. */
export const chatSellerActions: AnyAction[] = [
  action("merchant/chat!conversations", {
    handler: (ctx) => inboxOf(ctx.db, store(ctx), { ...ctx.params, box: "all" }, ctx.locale),
  }),
  action("merchant/chat!get", {
    handler: async (ctx) =>
      conversationVo(await readableConversation(ctx.db, ctx.params.conversationId, store(ctx), ctx.locale), store(ctx)),
  }),
  action("merchant/chat!history", {
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, store(ctx));
      return historyOf(ctx.db, c, store(ctx), ctx.params.beforeSeq);
    },
  }),
  action("merchant/chat!after", {
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, store(ctx));
      return (await messagesAfter(ctx.db, c.id, ctx.params.afterSeq)).map((m) => messageVo(m, store(ctx)));
    },
  }),
  action("merchant/chat!send", {
    rateLimit: chatLimit,
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, store(ctx));
      return send(ctx, store(ctx), c.id, ctx.params);
    },
  }),
  action("merchant/chat!read", {
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, store(ctx));
      await ctx.db.tx((tx) => markRead(tx, c.id, "other", ctx.params.seq));
      await announce(ctx.db, ctx.services.chat, "read", c.id);
      return null;
    },
  }),
  action("merchant/chat!unread", {
    handler: async ({ db, sellerId }) => {
      const [t] = await db.query<{ n: number }>(
        "select coalesce(sum(other_unread), 0)::int n from chat_conversation where kind = 'store' and seller_id = $1",
        [sellerId],
      );
      return t?.n ?? 0;
    },
  }),
];
