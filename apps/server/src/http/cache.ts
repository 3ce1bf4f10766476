import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/**
 * Short-lived caches of public catalogue answers. A listing page or a suggestion list may be a few seconds
 * stale; counts and prices a buyer pays are always read fresh at checkout.
 */
export function createCaches() {
  return {
    /**
     * Whole `data` of public list/search answers, keyed by action + normalised params + locale. Entries live
     * `ttl` (10 s by default); searches and suggestions set 60 s: the same words are searched again and again.
     */
    lists: new LRUCache<string, { value: unknown }>({ max: 50_000, ttl: 10_000 }),
    /** Totals for pagination (count(*) over big filters), kept longer. */
    counts: new LRUCache<string, { value: number }>({ max: 50_000, ttl: 60_000 }),
    /** Slow-changing reference data: categories, brands, syspara. */
    reference: new LRUCache<string, { value: unknown }>({ max: 2_000, ttl: 60_000 }),
  };
}
export type Caches = ReturnType<typeof createCaches>;

/** Returns the cached value for key, or computes, stores and returns it. Concurrent misses share one load. */
export async function cached<T>(
  cache: LRUCache<string, { value: T }>,
  key: string,
  load: () => Promise<T>,
  ttl?: number,
): Promise<T> {
  const hit = cache.get(key);
  if (hit) return hit.value;
  let p = inflight.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load().finally(() => inflight.delete(key));
    inflight.set(key, p);
  }
  const value = await p;
  cache.set(key, { value }, ttl ? { ttl } : undefined);
  return value;
}
const inflight = new Map<string, Promise<unknown>>();

/**
 * An answer's `data` already serialised. The router splices it into the envelope as it is, so a cached list
 * costs a string copy per request instead of serialising thirty fields of twenty goods every time.
 */
export class RawJson {
  private readonly packed: { br?: Buffer; gzip?: Buffer } = {};
  constructor(readonly json: string) {}
  static of(value: unknown): RawJson {
    return new RawJson(JSON.stringify(value ?? null));
  }

  /**
   * The whole answer compressed, made once and kept with the answer (so for as long as it is cached): a cached
   * page of goods costs a browser no compression per request.
   */
  encoded(envelope: string, encoding: "br" | "gzip"): Buffer {
    // The envelope around the data is its action's own (the same message each time), so one copy per encoding.
    this.packed[encoding] ??= compressBody(envelope, encoding);
    return this.packed[encoding];
  }
}

/** Brotli's quality for answers compressed as they are sent: near gzip's cost, smaller. */
export const BROTLI_QUALITY = 4;

/** An answer compressed as it is sent (Brotli at BROTLI_QUALITY, gzip at 6, as @fastify/compress in app.ts). */
export function compressBody(body: string, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: 6 });
}

/** Brotli when the browser takes it, else gzip, else none (the same choice as @fastify/compress's). */
export function acceptedEncoding(header: string | undefined): "br" | "gzip" | undefined {
  if (!header) return undefined;
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(header)) return "br";
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(header)) return "gzip";
  return undefined;
}
