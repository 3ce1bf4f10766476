import { LOCALES } from "@mall/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../../test/db.ts";
import type { Db } from "../db/db.ts";
import { seed, seedIfEmpty } from "./seed.ts";

const OPTS = { goods: 2000, sellers: 30, progress: false } as const;

/** Checksums over the generated content (not timestamps, which are relative to now). */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  const checks: Record<string, string> = {
    names:
      "select md5(string_agg(goods_id || lang || name || des, ',' order by goods_id, lang)) v from system_goods_lang",
    goods:
      "select md5(string_agg(id || ':' || system_price || ':' || category_id || ':' || buy_min, ',' order by id)) v from system_goods",
    skus: "select md5(string_agg(id || ':' || system_price || ':' || stock || ':' || attr_value_ids::text, ',' order by id)) v from goods_sku",
    listings:
      "select md5(string_agg(id || ':' || seller_id || ':' || goods_id || ':' || selling_price || ':' || sold_num, ',' order by id)) v from seller_goods",
    sellers: "select md5(string_agg(id || name, ',' order by id)) v from seller",
    reviews:
      "select md5(string_agg(order_id || evaluation_type || rating || content, ',' order by order_id)) v from evaluation",
  };
  for (const [k, sql] of Object.entries(checks)) {
    const [row] = await db.query<{ v: string }>(sql);
    sums[k] = row?.v ?? "";
  }
  return sums;
}

/** A migrated, empty database on the backend under test (PGlite, or PostgreSQL in the postgres project). */
const fresh = (): Promise<Db> => testDb();

let db: Db;
beforeAll(async () => {
  db = await fresh();
  expect(await seedIfEmpty(db, OPTS)).toBe(true);
}, 120_000);
afterAll(() => db?.close());

const one = async <T>(sql: string) => (await db.query<T>(sql))[0] as T;

describe("demo seed", () => {
  it("is deterministic", async () => {
    const other = await fresh();
    try {
      await seed(other, OPTS);
      expect(await fingerprint(other)).toEqual(await fingerprint(db));
    } finally {
      await other.close();
    }
  }, 120_000);

  it("does nothing on a database that has a brand", async () => {
    expect(await seedIfEmpty(db, OPTS)).toBe(false);
  });

  it("creates the requested sizes", async () => {
    expect((await one<{ n: number }>("select count(*)::int n from seller_goods")).n).toBe(2000);
    expect((await one<{ n: number }>("select count(*)::int n from system_goods")).n).toBe(500);
    expect((await one<{ n: number }>("select count(*)::int n from seller")).n).toBe(30);
    expect((await one<{ n: number }>("select count(*)::int n from party where role = 'SELLER'")).n).toBe(30);
    expect(
      (await one<{ n: number }>("select count(*)::int n from party where role = 'MEMBER' and password_hash is null")).n,
    ).toBe(500);
  });

  it("has two brands with different themes and one default", async () => {
    const rows = await db.query<{ id: string; is_default: boolean; theme: { primary: string } }>(
      "select * from brand order by id",
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
    expect(new Set(rows.map((r) => r.theme.primary)).size).toBe(rows.length);
  });

  it("names every category in all 21 languages, three levels deep", async () => {
    const bad = await db.query(
      "select c.id from category c left join category_lang l on l.category_id = c.id and l.name <> '' group by c.id having count(l.lang) <> $1",
      [LOCALES.length],
    );
    expect(bad).toEqual([]);
    const levels = await db.query<{ level: number; n: number }>(
      "select level, count(*)::int n from category group by level order by level",
    );
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3]);
    expect(levels[0]?.n).toBe(20);
  });

  it("names goods in en, zh-CN and zh-TW", async () => {
    const r = await one<{ n: number }>(
      "select count(*)::int n from system_goods g where (select count(*) from system_goods_lang l where l.goods_id = g.id and l.name <> '') <> 3",
    );
    expect(r.n).toBe(0);
  });

  it("derives every sold count from paid order lines", async () => {
    const r = await one<{ n: number; total: number }>(`
      select count(*) filter (where s.sold_num <> coalesce(t.sold, 0))::int n, sum(s.sold_num)::int total
      from seller_goods s left join (
        select og.seller_goods_id id, sum(og.goods_num) sold from mall_order_goods og
        join mall_order o on o.id = og.order_id where o.status >= 1 group by 1) t on t.id = s.id`);
    expect(r.n).toBe(0);
    expect(r.total).toBeGreaterThan(0);
    expect((await one<{ n: number }>("select count(*)::int n from seller_goods where sold_num = 0")).n).toBeGreaterThan(
      500,
    );
    expect(
      (await one<{ n: number }>("select count(*)::int n from seller where focus_num <> 0 or views_num <> 0")).n,
    ).toBe(0);
  });

  it("counts no order as settled to a store without its settlement in the ledger", async () => {
    // The seller's "profit so far" sums settled orders: demo history, which moved no money, is not among them.
    const r = await one<{ settled: number; unbacked: number }>(`
      select count(*)::int settled, count(*) filter (where not exists (
        select 1 from ledger_txn t where t.ref = o.id and t.kind = 'order-settle'))::int unbacked
      from mall_order o where o.settled_at is not null`);
    expect(r.unbacked).toBe(0);
  });

  it("prices every SKU above zero and gives only attributed goods SKUs", async () => {
    expect((await one<{ n: number }>("select count(*)::int n from goods_sku where system_price <= 0")).n).toBe(0);
    expect(
      (
        await one<{ n: number }>(
          "select count(*)::int n from goods_sku k where not exists (select 1 from goods_attr a where a.goods_id = k.goods_id)",
        )
      ).n,
    ).toBe(0);
    const combos = await one<{ n: number }>(`select count(*)::int n from system_goods g
      where (select coalesce(exp(sum(ln(cnt))), 0)::int from (select count(*) cnt from goods_attr a join goods_attr_value v on v.attr_id = a.id where a.goods_id = g.id group by a.id) x)
        <> (select count(*) from goods_sku k where k.goods_id = g.id)
        and exists (select 1 from goods_attr a where a.goods_id = g.id)`);
    expect(combos.n).toBe(0);
  });

  it("keeps review types consistent with ratings, one review per order line", async () => {
    const r = await one<{ n: number; total: number }>(`select count(*) filter (where not (
        evaluation_type = 1 and rating >= 4 or evaluation_type = 2 and rating = 3 or evaluation_type = 3 and rating <= 2))::int n,
        count(*)::int total from evaluation`);
    expect(r.n).toBe(0);
    expect(r.total).toBeGreaterThan(0);
    const orders = await one<{ n: number }>(
      "select count(*)::int n from mall_order o where (o.status = 5) <> exists (select 1 from evaluation e where e.order_id = o.id)",
    );
    expect(orders.n).toBe(0);
  });

  it("moves identity sequences past the seeded ids", async () => {
    const [row] = await db.query<{ id: number }>("insert into seller (name) values ('After seed') returning id");
    expect(row?.id).toBe(31);
  });

  it("has discounts with a live window and recent arrivals", async () => {
    const d = await one<{ n: number; bad: number }>(`select count(*)::int n, count(*) filter (where not (
        discount_start < now() and discount_end > now() and discount_price < selling_price))::int bad
      from seller_goods where discount_price is not null`);
    expect(d.n).toBeGreaterThan(100);
    expect(d.bad).toBe(0);
    expect(
      (
        await one<{ n: number }>(
          "select count(*)::int n from seller_goods where first_shelf_time > now() - interval '1 day'",
        )
      ).n,
    ).toBeGreaterThan(0);
  });

  it("leaves every store's counters equal to its rows", async () => {
    const drift = await db.query(
      `select st.seller_id from seller_stats st
       where st.sold_num <> coalesce((select sum(sold_num) from seller_goods g where g.seller_id = st.seller_id), 0)
          or st.on_shelf <> (select count(*) from seller_goods g where g.seller_id = st.seller_id and g.is_shelf)
          or st.reviews <> (select count(*) from evaluation e where e.seller_id = st.seller_id and e.status = 1)`,
    );
    expect(drift).toEqual([]);
    const [n] = await db.query<{ missing: number }>(
      "select count(*)::int missing from seller s where not exists (select 1 from seller_stats st where st.seller_id = s.id)",
    );
    expect(n?.missing).toBe(0);
  });
});
