import type { ChatType } from "@mall/contract";
import { resolveSession } from "../accounts/index.ts";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail, SessionError } from "../http/errors.ts";
import { isBlacklisted } from "./agents.ts";
import {
  conversationVo,
  messageVo,
  platformConversationOf,
  type Reader,
  readableConversation,
  storeConversationOf,
  storeOfParty,
} from "./conversations.ts";
import { announce } from "./hub.ts";
import {
  buyerConversations,
  historyOf,
  messagesAfter,
  platformWireList,
  storeWireList,
  storeWireUserlist,
} from "./queries.ts";
import { markRead, postMessage } from "./send-message.ts";
import { messageContent } from "./text.ts";

const chatLimit = [{ rule: "chat" as const, by: "user" as const }];

type AnyCtx = Ctx<unknown>;

/**
 * Who calls a store-chat action of the original: `loginType` user is the buyer's shop session, shop the
 * seller's seller-app session (the original checked only the latter). Guests are refused: the original's
 * visitors-by-address would let one address read another's messages.
 */
async function storeCaller(ctx: AnyCtx, loginType: "user" | "shop" | undefined): Promise<Reader> {
  if (loginType === "shop") {
    const s = ctx.token ? await resolveSession(ctx.db, ctx.token, ctx.services.clock.now()) : undefined;
    if (s?.app !== "seller") throw new SessionError("notLoggedIn");
    if (s.sellerId === undefined) return fail("storeNotFound");
    return { as: "store", sellerId: s.sellerId, partyId: s.partyId };
  }
  // A guest is asked to log in (spec point 6), as on the storefront's own chat calls.
  if (!ctx.user) throw new SessionError("notLoggedIn");
  return { as: "buyer", partyId: ctx.user.partyId };
}

/** The store conversation a wire call names: for a buyer the seller's party (or sellerId), for a seller the buyer's party. */
async function wireStoreConversation(
  ctx: AnyCtx,
  r: Reader,
  p: { partyid?: number | undefined; sellerId?: number | undefined },
  create: boolean,
): Promise<string | undefined> {
  if (r.as === "store") {
    if (!p.partyid) return fail("chatNoUser");
    const [c] = await ctx.db.query<{ id: string }>(
      "select id::text id from chat_conversation where kind = 'store' and seller_id = $1 and buyer_party_id = $2",
      [r.sellerId, p.partyid],
    );
    return c?.id ?? fail("chatNoUser");
  }
  const sellerId = p.sellerId ?? (p.partyid ? await storeOfParty(ctx.db, p.partyid) : undefined);
  if (!sellerId) return fail("chatNoUser");
  if (create) return storeConversationOf(ctx.db, r.partyId, sellerId);
  const [c] = await ctx.db.query<{ id: string }>(
    "select id::text id from chat_conversation where kind = 'store' and buyer_party_id = $1 and seller_id = $2",
    [r.partyId, sellerId],
  );
  return c?.id;
}

/** Stores a message and tells every socket concerned; the message as the writer sees it. */
export async function send(
  ctx: AnyCtx,
  r: Reader,
  conversationId: string,
  p: { type: ChatType; content: string; clientKey?: string | undefined; productId?: number | undefined },
) {
  const content = messageContent(p.type, p.content) ?? fail("chatEnterContent");
  const now = ctx.services.clock.now();
  const author =
    r.as === "buyer"
      ? { side: "buyer" as const, partyId: r.partyId }
      : r.as === "store"
        ? { side: "store" as const, partyId: r.partyId }
        : { side: "agent" as const, partyId: r.partyId };
  const posted = await ctx.db.tx((tx) =>
    postMessage(tx, conversationId, author, {
      type: p.type,
      content,
      productId: p.productId,
      clientKey: p.clientKey,
      now,
    }),
  );
  if (!posted.duplicate) await announce(ctx.db, ctx.services.chat, "message", conversationId, posted.messages);
  const first = posted.messages[0] ?? fail("chatNotFound");
  return messageVo(first, r);
}

async function read(ctx: AnyCtx, r: Reader, conversationId: string, seq: number) {
  const unread = await ctx.db.tx((tx) => markRead(tx, conversationId, r.as === "buyer" ? "buyer" : "other", seq));
  await announce(ctx.db, ctx.services.chat, "read", conversationId);
  return unread;
}

/** A blacklisted buyer's message is ignored without a word (the original's syspara online_username_black_menu). */
const ignored = async (ctx: AnyCtx) => Boolean(ctx.user && (await isBlacklisted(ctx.db, ctx.user.username)));

const buyer = (ctx: { user: { partyId: number } }): Reader => ({ as: "buyer", partyId: ctx.user.partyId });

/** The buyer's chat calls: the original's (newOnlinechat, userOnlineChatController) and the storefront's own. */
export const chatShopActions: AnyAction[] = [
  action("newOnlinechat!list", {
    handler: async (ctx) => {
      const id = await platformConversationOf(ctx.db, ctx.user.partyId);
      const items = await platformWireList(ctx.db, id, ctx.params.message_id);
      // The first page reads the conversation, as the original's list resets the unread counter.
      if (ctx.params.message_id === undefined) await read(ctx, buyer(ctx), id, 0);
      return items;
    },
  }),
  action("newOnlinechat!send", {
    rateLimit: chatLimit,
    handler: async (ctx) => {
      // An empty text is answered with nothing done, as the original's.
      if (messageContent(ctx.params.type, ctx.params.content) === undefined) return null;
      if (await ignored(ctx)) return null;
      const id = await platformConversationOf(ctx.db, ctx.user.partyId);
      await send(ctx, buyer(ctx), id, ctx.params);
      return null;
    },
  }),
  action("newOnlinechat!unread", {
    handler: async ({ db, user }) => {
      if (!user) return 0;
      const [c] = await db.query<{ n: number }>(
        "select buyer_unread n from chat_conversation where kind = 'platform' and buyer_party_id = $1",
        [user.partyId],
      );
      return c?.n ?? 0;
    },
  }),
  action("public/userOnlineChatController!userlist", {
    handler: async (ctx) => storeWireUserlist(ctx.db, await storeCaller(ctx, ctx.params.loginType), ctx.params.page_no),
  }),
  action("public/userOnlineChatController!list", {
    handler: async (ctx) => {
      const r = await storeCaller(ctx, ctx.params.loginType);
      const id = await wireStoreConversation(ctx, r, ctx.params, false);
      const items = await storeWireList(ctx.db, id, ctx.params.message_id, r);
      if (id && ctx.params.message_id === undefined) await read(ctx, r, id, 0);
      return items;
    },
  }),
  action("public/userOnlineChatController!send", {
    rateLimit: chatLimit,
    handler: async (ctx) => {
      const r = await storeCaller(ctx, ctx.params.loginType);
      const id = (await wireStoreConversation(ctx, r, ctx.params, true)) ?? fail("chatNoUser");
      const m = await send(ctx, r, id, {
        ...ctx.params,
        productId: r.as === "buyer" ? ctx.params.productId : undefined,
      });
      return {
        updatetime: m.at.slice(0, 16).replace("T", " "),
        delete_status: 0,
        chat_id: m.id,
        type: m.type,
        content: m.content,
        send_receive: "send" as const,
      };
    },
  }),
  action("public/userOnlineChatController!unread", {
    handler: async (ctx) => {
      // Without loginType the original answers 0.
      if (!ctx.params.loginType || (ctx.params.loginType === "user" && !ctx.user)) return 0;
      const r = await storeCaller(ctx, ctx.params.loginType);
      const [t] =
        r.as === "store"
          ? await ctx.db.query<{ n: number }>(
              `select coalesce(sum(other_unread), 0)::int n from chat_conversation c
               where kind = 'store' and seller_id = $1 and ($2::int is null or buyer_party_id = $2)`,
              [r.sellerId, ctx.params.partyid ?? null],
            )
          : await ctx.db.query<{ n: number }>(
              `select coalesce(sum(buyer_unread), 0)::int n from chat_conversation c left join seller s on s.id = c.seller_id
               where kind = 'store' and buyer_party_id = $1 and ($2::int is null or s.party_id = $2)`,
              [r.partyId, ctx.params.partyid ?? null],
            );
      return t?.n ?? 0;
    },
  }),
  action("public/userOnlineChatController!buyunread", {
    handler: async ({ db, user }) => {
      if (!user) return 0;
      const [t] = await db.query<{ n: number }>(
        "select coalesce(sum(buyer_unread), 0)::int n from chat_conversation where kind = 'store' and buyer_party_id = $1",
        [user.partyId],
      );
      return t?.n ?? 0;
    },
  }),
  action("public/userOnlineChatController!check", {
    handler: async ({ db, params }) => {
      const sellerId = params.sellerId ?? (params.partyid ? await storeOfParty(db, params.partyid) : undefined);
      if (!sellerId) return false;
      const [s] = await db.query("select 1 from seller where id = $1 and status = 1 and party_id is not null", [
        sellerId,
      ]);
      return Boolean(s);
    },
  }),
  action("chat!platform", {
    handler: async (ctx) => {
      const id = await platformConversationOf(ctx.db, ctx.user.partyId);
      return conversationVo(await readableConversation(ctx.db, id, buyer(ctx), ctx.locale), buyer(ctx));
    },
  }),
  action("chat!store", {
    handler: async (ctx) => {
      const sellerId =
        ctx.params.sellerId ?? (ctx.params.partyid ? await storeOfParty(ctx.db, ctx.params.partyid) : undefined);
      if (!sellerId) return fail("chatNoUser");
      const id = await storeConversationOf(ctx.db, ctx.user.partyId, sellerId);
      if (ctx.params.productId) {
        await ctx.db.query(
          "update chat_conversation set product_id = $2 where id = $1 and exists (select 1 from seller_goods where id = $2 and seller_id = $3)",
          [id, ctx.params.productId, sellerId],
        );
      }
      return conversationVo(await readableConversation(ctx.db, id, buyer(ctx), ctx.locale), buyer(ctx));
    },
  }),
  action("chat!conversations", { handler: (ctx) => buyerConversations(ctx.db, ctx.user.partyId, ctx.locale) }),
  action("chat!history", {
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, buyer(ctx));
      return historyOf(ctx.db, c, buyer(ctx), ctx.params.beforeSeq);
    },
  }),
  action("chat!after", {
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, buyer(ctx));
      return (await messagesAfter(ctx.db, c.id, ctx.params.afterSeq)).map((m) => messageVo(m, buyer(ctx)));
    },
  }),
  action("chat!send", {
    rateLimit: chatLimit,
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, buyer(ctx));
      if (await ignored(ctx)) {
        // Ignored without a word: the writer sees their message; nobody else ever does.
        const content = messageContent(ctx.params.type, ctx.params.content) ?? fail("chatEnterContent");
        return {
          id: "0",
          conversationId: c.id,
          seq: 0,
          side: "buyer" as const,
          mine: true,
          type: ctx.params.type,
          content,
          at: ctx.services.clock.now().toISOString(),
          authorName: null,
          productId: null,
          clientKey: ctx.params.clientKey ?? null,
        };
      }
      return send(ctx, buyer(ctx), c.id, {
        ...ctx.params,
        productId: c.kind === "store" ? (c.product_id ?? undefined) : undefined,
      });
    },
  }),
  action("chat!read", {
    handler: async (ctx) => {
      const c = await readableConversation(ctx.db, ctx.params.conversationId, buyer(ctx));
      await read(ctx, buyer(ctx), c.id, ctx.params.seq);
      return null;
    },
  }),
  action("chat!unread", {
    handler: async ({ db, user }) => {
      const [t] = await db.query<{ platform: number; store: number }>(
        `select coalesce(sum(buyer_unread) filter (where kind = 'platform'), 0)::int platform,
                coalesce(sum(buyer_unread) filter (where kind = 'store'), 0)::int store
         from chat_conversation where buyer_party_id = $1`,
        [user.partyId],
      );
      return { platform: t?.platform ?? 0, store: t?.store ?? 0 };
    },
  }),
];
