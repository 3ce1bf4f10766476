import type { Queryable } from "../../db/db.ts";
import { type WireCase, withoutToken } from "../case.ts";
import { lit, matching } from "../shape.ts";

/**
 * Contract 3.9 with api-contract-money-chat.md §4 (issue 13): the buyer's chat with the platform and with a
 * store, as the PC and H5 clients call it. `partyid` of the store calls is the other side's party.
 */
const held = { storeParty: "" };
async function storeParty(db: Queryable, sellerId: number) {
  const [s] = await db.query<{ party_id: number }>("select party_id from seller where id = $1", [sellerId]);
  held.storeParty = String(s?.party_id ?? "");
}
const minute = matching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/, "yyyy-MM-dd HH:mm");
const platformMessage = {
  id: "string",
  send_receive: lit("send", "receive"),
  type: lit("text", "img"),
  content: "string",
  targetUsername: "null-or-string",
  createtime: minute,
  delete_status: "integer",
} as const;
const storeMessage = {
  id: "string",
  send_receive: lit("send", "receive"),
  type: lit("text", "img"),
  content: "string",
  createtime: matching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/, "ISO-8601"),
  delete_status: "integer",
} as const;

export const chatCases: WireCase[] = [
  {
    action: "newOnlinechat!send",
    section: "3.9",
    params: (w) => ({
      token: w.buyer.token,
      type: "text",
      content: encodeURIComponent("Hello,\nis anyone there? 100%"),
    }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "newOnlinechat!list",
    section: "3.9",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "0", data: [platformMessage] },
    verify: (data) =>
      Array.isArray(data) && data.some((m) => (m as { content: string }).content === "Hello,\nis anyone there? 100%")
        ? []
        : ["the sent text, decoded once, is in the list"],
  },
  {
    action: "newOnlinechat!list",
    section: "3.9",
    title: "an unknown message_id",
    params: (w) => ({ token: w.buyer.token, message_id: "987654321" }),
    expect: { code: "1", msg: "参数异常，消息获取失败" },
  },
  withoutToken("newOnlinechat!list", "3.9"),
  {
    action: "newOnlinechat!unread",
    section: "3.9",
    method: "GET",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "0", data: "integer" },
  },
  {
    action: "newOnlinechat!unread",
    section: "3.9",
    title: "a guest",
    method: "GET",
    params: () => ({}),
    expect: { code: "0", data: lit(0) },
  },
  {
    action: "public/userOnlineChatController!send",
    section: "3.9",
    params: (w) => ({
      token: w.buyer.token,
      partyid: held.storeParty,
      loginType: "user",
      type: "text",
      content: "Is it in stock?",
    }),
    before: (db, w) => storeParty(db, w.store.sellerId),
    expect: {
      code: "0",
      data: {
        updatetime: minute,
        delete_status: "integer",
        chat_id: "string",
        type: "string",
        content: "string",
        send_receive: lit("send"),
      },
    },
  },
  {
    action: "public/userOnlineChatController!list",
    section: "3.9",
    params: (w) => ({ token: w.buyer.token, partyid: held.storeParty, loginType: "user" }),
    before: (db, w) => storeParty(db, w.store.sellerId),
    expect: { code: "0", data: [storeMessage] },
  },
  {
    action: "public/userOnlineChatController!list",
    section: "3.9",
    title: "the seller's side (loginType shop)",
    params: (w) => ({ token: w.store.ownerToken, partyid: String(w.buyer.id), loginType: "shop" }),
    expect: { code: "0", data: [storeMessage] },
  },
  {
    action: "public/userOnlineChatController!unread",
    section: "3.9",
    title: "without loginType",
    method: "GET",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "0", data: lit(0) },
  },
  {
    action: "public/userOnlineChatController!unread",
    section: "3.9",
    method: "GET",
    params: (w) => ({ token: w.store.ownerToken, loginType: "shop" }),
    expect: { code: "0", data: "integer" },
  },
  {
    action: "public/userOnlineChatController!buyunread",
    section: "3.9",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "0", data: "integer" },
  },
  {
    action: "public/userOnlineChatController!userlist",
    section: "3.9",
    params: (w) => ({ token: w.buyer.token, loginType: "user" }),
    expect: {
      code: "0",
      data: [
        {
          id: "string",
          partyid: "string",
          username: "string",
          unreadmsg: "integer",
          content: "string",
          updatetime: "string",
        },
      ],
    },
  },
  {
    action: "public/userOnlineChatController!check",
    section: "3.9",
    params: () => ({ partyid: held.storeParty }),
    before: (db, w) => storeParty(db, w.store.sellerId),
    expect: { code: "0", data: lit(true) },
  },
  {
    action: "public/userOnlineChatController!send",
    section: "3.9",
    title: "a guest",
    params: () => ({ partyid: held.storeParty, loginType: "user", content: "hi" }),
    expect: { code: "403", msg: "请重新登录" },
  },
];
