import { audit } from "../auth/audit-log.ts";
import type { Db } from "../db/db.ts";
import { action, type AnyAction } from "../http/actions.ts";
import {
  agentsOf,
  cannedReplies,
  chatSettings,
  handOver,
  isBlacklisted,
  mayAnswer,
  parseBlacklist,
  saveCanned,
  saveChatSettings,
  setBlacklisted,
  setStatus,
  takeConversation,
  touchAgent,
} from "./agents.ts";
import { conversationById, conversationVo, messageVo, type Reader, readableConversation } from "./conversations.ts";
import { announce, type ChatHub } from "./hub.ts";
import { buyerContext, historyOf, inboxOf, messagesAfter } from "./queries.ts";
import { markRead } from "./send-message.ts";
import { send } from "./shop.routes.ts";

const chatLimit = [{ rule: "chat" as const, by: "user" as const }];
const desk = (ctx: { user: { partyId: number } }): Reader => ({ as: "desk", partyId: ctx.user.partyId });

/** The agents' desk (permission service): every platform conversation, assignment, the buyer's file, settings. */
export const chatConsoleActions: AnyAction[] = [
  action("console/chat!conversations", { handler: (ctx) => inboxOf(ctx.db, desk(ctx), ctx.params, ctx.locale) }),
  action("console/chat!get", {
    handler: async (ctx) =>
      conversationVo(await readableConversation(ctx.db, ctx.params.conversationId, desk(ctx), ctx.locale), desk(ctx)),
  }),
  action("console/chat!history", {
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, desk(ctx));
      return historyOf(ctx.db, c, desk(ctx), ctx.params.beforeSeq);
    },
  }),
  action("console/chat!after", {
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, desk(ctx));
      return (await messagesAfter(ctx.db, c.id, ctx.params.afterSeq)).map((m) => messageVo(m, desk(ctx)));
    },
  }),
  action("console/chat!send", {
    rateLimit: chatLimit,
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, desk(ctx));
      await mayAnswer(ctx.db, c.id, ctx.user.partyId);
      await touchAgent(ctx.db, ctx.user.partyId, ctx.services.clock.now());
      return send(ctx, desk(ctx), c.id, ctx.params);
    },
  }),
  action("console/chat!read", {
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, desk(ctx));
      await ctx.db.tx((tx) => markRead(tx, c.id, "other", ctx.params.seq));
      await announce(ctx.db, ctx.services.chat, "read", c.id);
      return null;
    },
  }),
  action("console/chat!unread", {
    handler: async ({ db, user }) => {
      const [t] = await db.query<{ waiting: number; mine: number }>(
        `select count(*) filter (where agent_party_id is null and other_unread > 0)::int waiting,
                coalesce(sum(other_unread) filter (where agent_party_id = $1), 0)::int mine
         from chat_conversation where kind = 'platform' and status = 'open'`,
        [user.partyId],
      );
      return { waiting: t?.waiting ?? 0, mine: t?.mine ?? 0 };
    },
  }),
  action("console/chat!take", {
    handler: async (ctx) => {
      await takeConversation(ctx.db, ctx.params.conversationId, ctx.user.partyId);
      return changed(ctx, ctx.params.conversationId);
    },
  }),
  action("console/chat!handover", {
    handler: async (ctx) => {
      await readableConversation(ctx.db, ctx.params.conversationId, desk(ctx));
      await handOver(ctx.db, ctx.params.conversationId, ctx.params.agentPartyId);
      await audit(ctx.db, ctx.user, "chat.handover", { type: "chat", id: ctx.params.conversationId }, null, {
        agentPartyId: ctx.params.agentPartyId ?? null,
      });
      return changed(ctx, ctx.params.conversationId);
    },
  }),
  action("console/chat!close", {
    handler: async (ctx) => {
      await setStatus(ctx.db, ctx.params.conversationId, "closed");
      return changed(ctx, ctx.params.conversationId);
    },
  }),
  action("console/chat!reopen", {
    handler: async (ctx) => {
      await setStatus(ctx.db, ctx.params.conversationId, "open");
      return changed(ctx, ctx.params.conversationId);
    },
  }),
  action("console/chat!context", {
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, desk(ctx));
      return buyerContext(ctx.db, c.buyer_party_id, await isBlacklisted(ctx.db, c.buyer_username));
    },
  }),
  action("console/chat!agents", { handler: ({ db, services }) => agentsOf(db, services.clock.now()) }),
  action("console/chat!presence", {
    handler: async ({ db, user, params, services }) => {
      await touchAgent(db, user.partyId, services.clock.now(), params.away === 1);
      return null;
    },
  }),
  action("console/chat!canned", { handler: ({ db }) => cannedReplies(db) }),
  action("console/chat!cannedSave", { handler: ({ db, user, params }) => saveCanned(db, user.partyId, params) }),
  action("console/chat!cannedDelete", {
    handler: async ({ db, params }) => {
      await db.query("delete from chat_canned_reply where id = $1", [params.id ?? 0]);
      return null;
    },
  }),
  action("console/chat!settings", { handler: ({ db }) => chatSettings(db) }),
  action("console/chat!settingsSave", {
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const before = await chatSettings(ctx.db);
      const blacklist = parseBlacklist(ctx.params.blacklist);
      await ctx.db.tx(async (tx) => {
        await saveChatSettings(tx, ctx.params.autoAnswer, blacklist);
        await audit(tx, ctx.user, "chat.settings", { type: "setting", id: "chat" }, before, {
          autoAnswer: ctx.params.autoAnswer,
          blacklist,
        });
      });
      return null;
    },
  }),
  action("console/chat!blacklist", {
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, desk(ctx));
      await ctx.db.tx(async (tx) => {
        await setBlacklisted(tx, c.buyer_username, ctx.params.on);
        await audit(tx, ctx.user, "chat.blacklist", { type: "party", id: c.buyer_party_id }, null, {
          on: ctx.params.on,
        });
      });
      return null;
    },
  }),
];

/** After an assignment or status move: every desk socket hears it; the answer is the conversation now. */
async function changed(
  ctx: { db: Db; services: { chat?: ChatHub | undefined }; user: { partyId: number }; locale: string },
  id: string,
) {
  await announce(ctx.db, ctx.services.chat, "conversation", id);
  return conversationVo(await conversationById(ctx.db, id, ctx.locale), desk(ctx));
}
