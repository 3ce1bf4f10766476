import type { ActionName, DataOf } from "@mall/contract";
import type { Ctx } from "../http/actions.ts";
import { cached, RawJson } from "../http/cache.ts";
import { categoryIndex } from "./categories.ts";
import type { Shelf } from "./queries.ts";

/** The shelf a catalogue request reads: its language's categories, and now by the injected clock. */
export const shelfOf = async (ctx: Ctx<unknown>): Promise<Shelf> => ({
  db: ctx.db,
  caches: ctx.caches,
  locale: ctx.locale,
  cats: await categoryIndex(ctx.db, ctx.caches, ctx.locale),
  now: ctx.services.clock.now(),
});

/** Searches and suggestions repeat far more than they change; a minute-old answer is still right. */
export const SEARCH_TTL = 60_000;

/**
 * Public answers may be ~10 s stale (caches.lists). Never with a token: per-user fields such as isKeep
 * would leak between users.
 */
export function publicCache<N extends ActionName>(
  ctx: Ctx<unknown>,
  name: N,
  load: () => Promise<DataOf<N>>,
  ttl?: number,
): Promise<DataOf<N>> {
  if (ctx.user) return load();
  return cached<unknown>(ctx.caches.lists, publicKey(ctx, name), load, ttl) as Promise<DataOf<N>>;
}

/** As publicCache, but keeps the answer serialised: for answers sent as they are (lists, searches). */
export function publicJson<N extends ActionName>(
  ctx: Ctx<unknown>,
  name: N,
  load: () => Promise<DataOf<N>>,
  ttl?: number,
): Promise<RawJson> {
  const serialised = async () => RawJson.of(await load());
  if (ctx.user) return serialised();
  return cached<unknown>(ctx.caches.lists, `json|${publicKey(ctx, name)}`, serialised, ttl) as Promise<RawJson>;
}

function publicKey(ctx: Ctx<unknown>, name: string): string {
  // Keywords differ only in case and spacing as often as not: one entry for all of them.
  const key = JSON.stringify(ctx.params, (k, v) =>
    k === "keyword" && typeof v === "string" ? v.toLowerCase().replace(/\s+/g, " ") : v,
  );
  return `${name}|${ctx.locale}|${key}`;
}
