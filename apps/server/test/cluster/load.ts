import { randomUUID } from "node:crypto";
import type { ChatMessageVo, SubmittedOrder } from "@mall/contract";
import { call, sleep } from "./wire.ts";

export interface LoadBuyer {
  id: number;
  token: string;
  /** The buyer's chat conversation with a store. */
  conversationId: string;
}

/** Every write the server acknowledged (code "0"): each must be in the database afterwards. */
export interface Acknowledged {
  orders: { id: string; partyId: number; sellerGoodsId: number }[];
  paid: Set<string>;
  favourites: { partyId: number; sellerGoodsId: number }[];
  messages: { id: string; conversationId: string }[];
}

/**
 * Buyers writing through the load balancer while the faults happen: orders (half of them paid at once),
 * favourites and chat messages, with list reads between. A call that fails (a killed or paused instance, a
 * 502, a refusal while Redis is cut) is only counted: it was never acknowledged.
 */
export function startLoad(o: { url: string; buyers: LoadBuyer[]; listings: number[]; workers: number }) {
  const acked: Acknowledged = { orders: [], paid: new Set(), favourites: [], messages: [] };
  const counts = { calls: 0, failed: 0 };
  let stopped = false;
  const pick = <T>(xs: T[], i: number): T => xs[i % xs.length] as T;

  const attempt = async <T>(action: string, params: Record<string, string | number>): Promise<T | undefined> => {
    counts.calls++;
    try {
      const r = await call<T>(o.url, action, params, { timeoutMs: 60_000 });
      if (r.code === "0") return r.data;
    } catch {
      // A connection cut by a killed instance, a timeout: not acknowledged.
    }
    counts.failed++;
    return undefined;
  };

  async function worker(w: number) {
    for (let i = w; !stopped; i += o.workers) {
      const buyer = pick(o.buyers, i);
      const listing = pick(o.listings, i * 7 + w);
      switch (i % 4) {
        case 0: {
          const data = await attempt<{ orderList: SubmittedOrder[] }>("order!submit", {
            token: buyer.token,
            orderInfo: `${listing},-1,1`,
          });
          for (const order of data?.orderList ?? []) {
            acked.orders.push({ id: order.orderId, partyId: buyer.id, sellerGoodsId: listing });
            if (i % 8 === 0) {
              const paid = await attempt("order!pay", {
                token: buyer.token,
                orderId: order.orderId,
                safeword: "123456",
              });
              if (paid !== undefined) acked.paid.add(order.orderId);
            }
          }
          break;
        }
        case 1:
          if ((await attempt("keepGoods!add", { token: buyer.token, sellerGoodsId: listing })) !== undefined)
            acked.favourites.push({ partyId: buyer.id, sellerGoodsId: listing });
          break;
        case 2: {
          const m = await attempt<ChatMessageVo>("chat!send", {
            token: buyer.token,
            conversationId: buyer.conversationId,
            content: `load ${i}`,
            clientKey: randomUUID(),
          });
          if (m) acked.messages.push({ id: String(m.id), conversationId: buyer.conversationId });
          break;
        }
        default:
          await attempt("sellerGoods!list", { lang: "en", pageNum: 1, pageSize: 10 });
      }
      await sleep(100);
    }
  }

  const running = Promise.all(Array.from({ length: o.workers }, (_, w) => worker(w)));
  return {
    acked,
    counts,
    /** Writes acknowledged so far. */
    writes: () => acked.orders.length + acked.paid.size + acked.favourites.length + acked.messages.length,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
