import { SEARCH_HISTORY_MAX } from "@mall/contract";
import { KEYS, storage } from "../../lib/storage.ts";

/** Newest first, unique, at most SEARCH_HISTORY_MAX (spec point 5). */
export function pushHistory(list: readonly string[], text: string, max = SEARCH_HISTORY_MAX): string[] {
  const t = text.trim();
  if (!t) return [...list];
  return [t, ...list.filter((x) => x !== t)].slice(0, max);
}

export function readHistory(): string[] {
  const raw = storage.json<unknown>(KEYS.searchHistory, []);
  return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === "string").slice(0, SEARCH_HISTORY_MAX) : [];
}

export const writeHistory = (list: string[]) =>
  list.length ? storage.setJson(KEYS.searchHistory, list) : storage.set(KEYS.searchHistory, null);

/** `k` of /searchGoods and /searchStore is the JSON-encoded text (spec point 2). */
export const encodeK = (text: string) => JSON.stringify(text);
export function decodeK(k: string | null): string {
  if (!k) return "";
  try {
    const v: unknown = JSON.parse(k);
    return typeof v === "string" ? v : String(v);
  } catch {
    return k;
  }
}

export const SEARCH_ROUTES = ["/searchGoods", "/searchStore", "/searchResult"];
export const isSearchRoute = (pathname: string) =>
  SEARCH_ROUTES.some((r) => pathname === r || pathname.startsWith(`${r}/`));
