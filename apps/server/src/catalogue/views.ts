import type { Db } from "../db/db.ts";

/**
 * Counts real page views of listings (and of their stores) without a write per view: views accumulate in
 * memory and are added to the database in one statement every `intervalMs`. Each server instance flushes
 * its own increments, so several instances add up correctly. At most one interval of views is lost if the
 * process dies; a view counter is allowed that, money and stock never are.
 */
export class ViewCounter {
  private pending = new Map<number, { seller: number; n: number }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly intervalMs = 2000,
  ) {}

  start() {
    this.timer ??= setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /** Records one view; returns the views not yet written for this listing (this one included). */
  add(sellerGoodsId: number, sellerId: number): number {
    const p = this.pending.get(sellerGoodsId);
    if (p) p.n++;
    else this.pending.set(sellerGoodsId, { seller: sellerId, n: 1 });
    return this.pending.get(sellerGoodsId)?.n ?? 1;
  }

  pendingFor(sellerGoodsId: number): number {
    return this.pending.get(sellerGoodsId)?.n ?? 0;
  }

  /** Writes everything pending in one transaction (two statements); safe to call at any time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return;
      const batch = this.pending;
      this.pending = new Map();
      const ids = [...batch.keys()];
      const counts = ids.map((id) => batch.get(id)?.n ?? 0);
      const bySeller = new Map<number, number>();
      for (const { seller, n } of batch.values()) bySeller.set(seller, (bySeller.get(seller) ?? 0) + n);
      try {
        await this.db.tx(async (tx) => {
          await tx.query(
            `update seller_goods sg set views_num = sg.views_num + v.n
             from unnest($1::int[], $2::int[]) as v(id, n) where sg.id = v.id`,
            [ids, counts],
          );
          await tx.query(
            `update seller s set views_num = s.views_num + v.n
             from unnest($1::int[], $2::int[]) as v(id, n) where s.id = v.id`,
            [[...bySeller.keys()], [...bySeller.values()]],
          );
        });
      } catch {
        // Put the batch back so the views are written with the next flush.
        for (const [id, p] of batch) {
          const now = this.pending.get(id);
          if (now) now.n += p.n;
          else this.pending.set(id, p);
        }
      }
    });
    return this.flushing;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
