import { MAX_BUY_DEFAULT, PUBLIC_SYSPARA, type PublicSyspara, type PublicSysparaCode } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { type Caches, cached } from "../http/cache.ts";

/** Values used when the platform has not set a parameter, so clients always get a usable answer. */
const DEFAULTS: Record<string, string> = {
  mall_max_goods_number_in_order: String(MAX_BUY_DEFAULT),
  goods_buy_min: "1",
  app_download_url: "/wap/",
  seller_app_download_url: "/seller/",
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

const isPublic = (code: string): code is PublicSysparaCode => (PUBLIC_SYSPARA as string[]).includes(code);

/**
 * syspara!getSyspara: `codes` is one code or a comma-separated list (at most 20 are read). Only public codes
 * are answered; others are silently absent (they are internal).
 */
export async function publicSyspara(db: Queryable, caches: Caches, codes: string): Promise<PublicSyspara> {
  const all = await sysparaAll(db, caches);
  const out: PublicSyspara = {};
  for (const code of codes
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 20)) {
    if (!isPublic(code)) continue;
    const value = all.get(code) ?? DEFAULTS[code];
    if (value === undefined) continue;
    // withdraw_fee is an object on the wire (contract 3.1): a percent rate.
    if (code === "withdraw_fee") out.withdraw_fee = { type: "rate", fee: value };
    else out[code] = value;
  }
  return out;
}
