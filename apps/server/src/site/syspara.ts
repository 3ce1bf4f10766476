import { MAX_BUY_DEFAULT, PUBLIC_SYSPARA } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { type Caches, cached } from "../http/cache.ts";

/** Values used when the platform has not set a parameter, so clients always get a usable answer. */
const DEFAULTS: Record<string, string> = {
  mall_max_goods_number_in_order: String(MAX_BUY_DEFAULT),
  goods_buy_min: "1",
};

/** All system parameters (a small table), cached for a minute. */
export function sysparaAll(db: Queryable, caches: Caches): Promise<Map<string, string>> {
  return cached(caches.reference, "syspara", async () => {
    const rows = await db.query<{ code: string; value: string }>("select code, value from syspara");
    return new Map(rows.map((r) => [r.code, r.value]));
  }) as Promise<Map<string, string>>;
}

export async function syspara(db: Queryable, caches: Caches, code: string): Promise<string | undefined> {
  return (await sysparaAll(db, caches)).get(code) ?? DEFAULTS[code];
}

/** syspara!getSyspara: only public codes; others are silently absent (they are internal). */
export async function publicSyspara(db: Queryable, caches: Caches, codes: string[]): Promise<Record<string, unknown>> {
  const all = await sysparaAll(db, caches);
  const out: Record<string, unknown> = {};
  for (const code of codes) {
    if (!(PUBLIC_SYSPARA as readonly string[]).includes(code)) continue;
    const value = all.get(code) ?? DEFAULTS[code];
    if (value === undefined) continue;
    // withdraw_fee is an object on the wire (contract 3.1): a percent rate.
    out[code] = code === "withdraw_fee" ? { type: "rate", fee: value } : value;
  }
  return out;
}
