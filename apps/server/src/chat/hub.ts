import type { ChatTotals } from "@mall/contract";
import type { Redis } from "ioredis";
import type { Queryable } from "../db/db.ts";
import { type ConvRow, convSelect, type MessageRow } from "./conversations.ts";

/**
 * What happened in a conversation, as every instance's sockets need it: the conversation row after the change,
 * the new messages, and the unread totals of both sides' badges. Plain JSON (dates travel as ISO text).
 */
export type ChatEvent = {
  kind: "message" | "read" | "conversation";
  conv: ConvRow;
  messages: MessageRow[];
  totals: { buyer: ChatTotals; store: number; waiting: number };
};

export type Subscriber = (ev: ChatEvent) => void;

/** Who hears an event: the buyer, the store (store chat) or the whole desk (platform chat). */
export const audiencesOf = (c: Pick<ConvRow, "kind" | "buyer_party_id" | "seller_id">): string[] => [
  `buyer:${c.buyer_party_id}`,
  c.kind === "store" ? `store:${c.seller_id}` : "desk",
];

const STREAM_MAXLEN = 20_000;

/**
 * Fans chat events out to the sockets of every instance (decision 0017). Without Redis, an event goes to this
 * instance's sockets. With Redis, every event is appended to one Redis Stream and each instance reads the stream
 * from the last entry it saw: after a Redis blip the reader carries on from there (nothing missed, unlike
 * pub/sub), and events that could not be appended meanwhile wait in order and are appended when Redis is back.
 * Sockets that were cut ask the database for what they missed (by sequence number), so a lost Redis entirely
 * still loses nothing that was stored.
 */
export class ChatHub {
  private readonly subs = new Map<string, Set<Subscriber>>();
  private readonly outbox: string[] = [];
  private flushing = false;
  private reading = false;
  private lastId = "";
  private reader: Redis | undefined;
  private writer: Redis | undefined;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | undefined;

  private readonly stream: string;
  private readonly onError: (err: unknown) => void;

  constructor(redis?: Redis, o: { stream?: string; onError?: (err: unknown) => void } = {}) {
    this.stream = o.stream ?? "chat:events";
    this.onError = o.onError ?? (() => {});
    if (redis) {
      this.reader = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, lazyConnect: false });
      this.writer = redis.duplicate({ enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      this.reader.on("error", () => {});
      this.writer.on("error", () => {});
    }
  }

  get shared(): boolean {
    return this.reader !== undefined;
  }

  subscribe(audiences: string[], sub: Subscriber): () => void {
    for (const a of audiences) {
      const set = this.subs.get(a) ?? new Set<Subscriber>();
      this.subs.set(a, set);
      set.add(sub);
    }
    return () => {
      for (const a of audiences) {
        const set = this.subs.get(a);
        set?.delete(sub);
        if (set && !set.size) this.subs.delete(a);
      }
    };
  }

  /** Local sockets listening, for the benches and tests. */
  get listeners(): number {
    let n = 0;
    for (const s of this.subs.values()) n += s.size;
    return n;
  }

  publish(ev: ChatEvent): void {
    if (!this.writer) {
      this.deliver(ev);
      return;
    }
    this.outbox.push(JSON.stringify(ev));
    void this.flush();
  }

  private deliver(ev: ChatEvent) {
    const seen = new Set<Subscriber>();
    for (const a of audiencesOf(ev.conv)) {
      for (const sub of this.subs.get(a) ?? []) {
        if (seen.has(sub)) continue;
        seen.add(sub);
        try {
          sub(ev);
        } catch (err) {
          this.onError(err);
        }
      }
    }
  }

  private async flush(): Promise<void> {
    if (this.flushing || !this.writer) return;
    this.flushing = true;
    try {
      while (this.outbox.length && !this.stopped) {
        const batch = this.outbox.slice(0, 100);
        const pipe = this.writer.pipeline();
        for (const e of batch) pipe.xadd(this.stream, "MAXLEN", "~", STREAM_MAXLEN, "*", "e", e);
        const results = await pipe.exec();
        const failed = results?.findIndex(([err]) => err) ?? -1;
        const done = failed === -1 ? batch.length : failed;
        this.outbox.splice(0, done);
        if (failed !== -1) throw results?.[failed]?.[0];
      }
    } catch {
      // Redis is away: keep the events, in order, and try again shortly.
      if (!this.stopped) this.retry = setTimeout(() => void this.flush(), 250);
    } finally {
      this.flushing = false;
    }
  }

  /** Starts reading the stream (with Redis): from its current end, then from each entry read. */
  async start(): Promise<void> {
    if (!this.reader || this.reading) return;
    this.reading = true;
    while (!this.stopped && !this.lastId) {
      try {
        const last = (await this.reader.xrevrange(this.stream, "+", "-", "COUNT", 1)) as [string, string[]][];
        this.lastId = last[0]?.[0] ?? "0-0";
      } catch {
        await sleep(250);
      }
    }
    void this.readLoop();
  }

  private async readLoop(): Promise<void> {
    while (!this.stopped && this.reader) {
      try {
        const res = (await this.reader.xread("COUNT", 500, "BLOCK", 2000, "STREAMS", this.stream, this.lastId)) as
          | [string, [string, string[]][]][]
          | null;
        for (const [, entries] of res ?? []) {
          for (const [id, fields] of entries) {
            this.lastId = id;
            const raw = fields[1];
            if (!raw) continue;
            try {
              this.deliver(JSON.parse(raw) as ChatEvent);
            } catch (err) {
              this.onError(err);
            }
          }
        }
      } catch {
        if (!this.stopped) await sleep(250);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.reader?.disconnect();
    this.writer?.disconnect();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Both sides' badge totals after a change in `c`. */
export async function totalsFor(
  q: Queryable,
  c: Pick<ConvRow, "buyer_party_id" | "seller_id">,
): Promise<ChatEvent["totals"]> {
  const [t] = await q.query<{ platform: number; store: number; seller: number; waiting: number }>(
    `select
       (select coalesce(sum(buyer_unread) filter (where kind = 'platform'), 0)::int from chat_conversation where buyer_party_id = $1) platform,
       (select coalesce(sum(buyer_unread) filter (where kind = 'store'), 0)::int from chat_conversation where buyer_party_id = $1) store,
       (select coalesce(sum(other_unread), 0)::int from chat_conversation where kind = 'store' and seller_id = $2) seller,
       (select count(*)::int from chat_conversation
        where kind = 'platform' and agent_party_id is null and status = 'open' and other_unread > 0) waiting`,
    [c.buyer_party_id, c.seller_id ?? 0],
  );
  return {
    buyer: { platform: t?.platform ?? 0, store: t?.store ?? 0 },
    store: t?.seller ?? 0,
    waiting: t?.waiting ?? 0,
  };
}

/** After a change is committed: the conversation as it is now, with its totals, to every socket concerned. */
export async function announce(
  q: Queryable,
  hub: ChatHub | undefined,
  kind: ChatEvent["kind"],
  conversationId: string,
  messages: MessageRow[] = [],
): Promise<ConvRow | undefined> {
  const [conv] = await q.query<ConvRow>(`${convSelect("'en'")} where c.id = $1`, [conversationId]);
  if (!conv) return undefined;
  if (hub) hub.publish({ kind, conv, messages, totals: await totalsFor(q, conv) });
  return conv;
}
