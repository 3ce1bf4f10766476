import type { Db, Queryable } from "../db/db.ts";
import { insertGoods } from "./catalogue.ts";
import { deriveCounters, insertBuyers, insertOrders } from "./history.ts";
import { dropSecondaryIndexes, rebuildIndexes } from "./indexes.ts";
import { insertListings, insertSellers } from "./market.ts";
import { loadVocabulary, makePlan, planGoods } from "./plan.ts";
import { createProgress } from "./progress.ts";
import { insertBannersAndLottery, insertBrands, insertCategories, insertSyspara } from "./site.ts";

export interface SeedOptions {
  /** Store listings (seller_goods rows); platform goods are about a quarter of this. */
  goods: number;
  /** Print a progress bar on stdout. */
  progress: boolean;
  /** Number of stores; default max(200, goods / 250). */
  sellers?: number;
}

export interface SeedSummary {
  goods: number;
  systemGoods: number;
  sellers: number;
  orderLines: number;
  ms: number;
}

/** Tables whose ids the seed assigns itself; their identity sequences are moved past the seeded ids. */
const OWN_ID_TABLES = [
  "category",
  "system_goods",
  "goods_attr",
  "goods_attr_value",
  "goods_sku",
  "seller",
  "seller_goods",
];

/** Bulk-loaded tables: their secondary indexes are built once after loading. */
const BULK_TABLES = [
  "system_goods",
  "system_goods_lang",
  "goods_attr",
  "goods_attr_value",
  "goods_sku",
  "seller_goods",
  "mall_order",
  "mall_order_goods",
  "evaluation",
];

const GOODS_BATCH = 20_000;
const ORDER_BATCH = 50_000;

/** Seeds demo data unless the database already has a brand. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  const [row] = await db.query<{ has: boolean }>("select exists (select 1 from brand) as has");
  if (row?.has) return false;
  await seed(db, opts);
  return true;
}

/**
 * Writes the whole demo data set in one transaction (a failure leaves the database empty, so the next start
 * retries). Deterministic: the same options give the same rows, except timestamps relative to now.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const plan = makePlan(opts);
  const { systemGoods: G, goods: N, lines: L } = plan;
  // Weights follow measured time per row of each phase (PostgreSQL, 1M listings).
  const total = 50 + G * 16 + N * 5 + L * 7;
  const bar = createProgress(opts.progress, total);
  let done = 0;
  const tick = (label: string, units: number) => {
    done += units;
    bar.step(label, done);
  };

  await db.tx(async (q: Queryable) => {
    bar.step("brands and categories", 0);
    await insertBrands(q);
    await insertSyspara(q);
    await insertCategories(q);
    tick("stores", 20);
    await insertSellers(q, plan);
    await insertBannersAndLottery(q);
    tick("planning goods", 10);
    await loadVocabulary(q, plan);
    await planGoods(q, plan);
    const indexDefs = await dropSecondaryIndexes(q, BULK_TABLES);
    tick("goods", 20);
    for (let a = 1; a <= G; a += GOODS_BATCH) {
      const b = Math.min(G, a + GOODS_BATCH - 1);
      await insertGoods(q, a, b);
      tick(`goods ${b.toLocaleString("en")}/${G.toLocaleString("en")}`, (b - a + 1) * 16);
    }
    for (let a = 1; a <= G; a += GOODS_BATCH) {
      const b = Math.min(G, a + GOODS_BATCH - 1);
      await insertListings(q, plan, a, b);
      const [c] = await q.query<{ n: number }>("select count(*)::int n from seller_goods");
      tick(
        `listings ${(c?.n ?? 0).toLocaleString("en")}/${N.toLocaleString("en")}`,
        Math.round(((b - a + 1) / Math.max(G, 1)) * N * 2),
      );
    }
    await insertBuyers(q, plan);
    for (let a = 1; a <= L; a += ORDER_BATCH) {
      const b = Math.min(L, a + ORDER_BATCH - 1);
      await insertOrders(q, plan, a, b);
      tick(`orders and reviews ${b.toLocaleString("en")}/${L.toLocaleString("en")}`, (b - a + 1) * 7);
    }
    await deriveCounters(q);
    tick("building indexes", N);
    await rebuildIndexes(q, indexDefs, () => tick("building indexes", Math.round(N / indexDefs.length)));
    for (const t of OWN_ID_TABLES) {
      await q.query(`select setval(pg_get_serial_sequence('${t}', 'id'), greatest((select max(id) from ${t}), 1))`);
    }
    tick("statistics", N);
  });
  // Fresh statistics so the first queries on a bulk-loaded database get sensible plans.
  // VACUUM as well as ANALYZE: it sets the visibility map, so covering indexes (store figures, review counts)
  // are read index-only instead of visiting a million heap rows.
  await db.exec("vacuum analyze");
  const summary: SeedSummary = {
    goods: N,
    systemGoods: G,
    sellers: plan.sellers,
    orderLines: L,
    ms: Date.now() - started,
  };
  bar.finish(
    `${N.toLocaleString("en")} listings, ${G.toLocaleString("en")} goods, ${plan.sellers} stores, ${L.toLocaleString("en")} orders`,
  );
  return summary;
}
