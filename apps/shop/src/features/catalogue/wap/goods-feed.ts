import type { GoodsVo } from "@mall/contract";
import { sortParams } from "../../../components/goods/sort.ts";
import { feedState, pageListFeed } from "../../../components/wap/browse-feed.ts";
import type { BrowseFilter } from "../../../components/wap/BrowseSort.tsx";
import { useGoodsList } from "../api.ts";

const PAGE_SIZE = 20;

/** A list's order and filter before the visitor changes them: the shelf's own order, every price. */
export const START: BrowseFilter = { sort: { key: "default", dir: 2 }, discount: false };

/** A goods list of the shelf on a phone: one category's, or every category's (the deals). */
export type ListArgs = { categoryId?: string | undefined } & BrowseFilter;

/** sellerGoods!list's parameters for page `pageNum` of a list. */
export const listParams = (a: ListArgs, pageNum: number) => ({
  ...(a.categoryId ? { categoryId: a.categoryId } : {}),
  pageNum,
  pageSize: PAGE_SIZE,
  ...(a.discount ? { discount: 1 as const } : {}),
  ...sortParams(a.sort),
});

/** Page `n` of the desktop catalogue's goods list, as an endless list's page. */
export const useListPage = (n: number, a: ListArgs) =>
  feedState(useGoodsList(listParams(a, n)), (d) => pageListFeed<GoodsVo>(d));
