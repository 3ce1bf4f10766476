import type { PageInfo } from "@mall/contract";
import type { GoodsSort, SortKey } from "../goods/sort.ts";

/**
 * An endless list on /wap is the desktop's page hooks asked for page 1, 2, 3…: one page of items, and whether
 * another one follows.
 */
export type FeedPage<T> = { items: T[]; more: boolean };

/** What a page hook answered, reduced to what the feed needs. */
export type FeedState<T> = {
  page: FeedPage<T> | undefined;
  pending: boolean;
  error: boolean;
  /** Still showing the previous page's answer while this one loads (keepPreviousData). */
  placeholder: boolean;
  retry: () => void;
};

type QueryLike<D> = {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

export function feedState<D, T>(q: QueryLike<D>, pick: (d: D) => FeedPage<T>): FeedState<T> {
  return {
    page: q.data === undefined ? undefined : pick(q.data),
    pending: q.isPending,
    error: q.isError,
    placeholder: q.isPlaceholderData,
    retry: () => void q.refetch(),
  };
}

/** A page of the mall's lists (contract 2.6): more follow while this is not the last page. */
export function pageListFeed<T>(d: { pageList?: T[] | null; pageInfo?: PageInfo | null }): FeedPage<T> {
  const info = d.pageInfo;
  return { items: d.pageList ?? [], more: Boolean(info && info.pageNum < info.totalPage) };
}

/** A list without page information (recommend_new): a full page may have a next one. */
export const arrayFeed = <T>(items: T[], pageSize: number): FeedPage<T> => ({
  items,
  more: items.length >= pageSize,
});

/** The feed asks for the next page when its end is near and the last page is in, complete and not the last. */
export const shouldLoadNext = (near: boolean, last: FeedState<unknown>) =>
  near && !last.pending && !last.placeholder && !last.error && last.page?.more === true;

/** The orders a goods list offers on a phone: one list, price both ways. */
export type SortChoice = { id: string; sort: GoodsSort };
export function sortChoices(keys: SortKey[]): SortChoice[] {
  const out: SortChoice[] = [];
  for (const key of keys) {
    if (key === "isPrice") {
      out.push({ id: "isPrice-1", sort: { key, dir: 1 } }, { id: "isPrice-2", sort: { key, dir: 2 } });
    } else out.push({ id: key, sort: { key, dir: 2 } });
  }
  return out;
}
export const sortId = (s: GoodsSort) => (s.key === "isPrice" ? `isPrice-${s.dir}` : s.key);
