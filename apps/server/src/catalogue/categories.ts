import { type CategoryCard, type CategoryVo, type Locale, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { type Caches, cached } from "../http/cache.ts";

export type CategoryNode = {
  id: number;
  parentId: number | null;
  level: number;
  sort: number;
  status: number;
  isRec: boolean;
  iconImg: string;
  name: string;
  des: string;
  createdAt: Date;
};

/** All categories in one locale. A few hundred rows that change rarely: kept in the reference cache. */
export interface CategoryIndex {
  all: CategoryNode[];
  byId: Map<number, CategoryNode>;
  children: Map<number | null, CategoryNode[]>;
}

type Row = {
  id: number;
  parent_id: number | null;
  level: number;
  sort: number;
  status: number;
  is_rec: boolean;
  icon_img: string;
  created_at: Date;
  name: string;
  des: string;
};

export function categoryIndex(db: Queryable, caches: Caches, locale: Locale): Promise<CategoryIndex> {
  return cached(caches.reference, `categories|${locale}`, async () => {
    const rows = await db.query<Row>(
      `select c.id, c.parent_id, c.level, c.sort, c.status, c.is_rec, c.icon_img, c.created_at,
              coalesce(l.name, le.name, '') as name, coalesce(l.des, le.des, '') as des
       from category c
       left join category_lang l on l.category_id = c.id and l.lang = $1
       left join category_lang le on le.category_id = c.id and le.lang = 'en'
       order by c.level, c.sort, c.id`,
      [locale],
    );
    const all = rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      level: r.level,
      sort: r.sort,
      status: r.status,
      isRec: r.is_rec,
      iconImg: r.icon_img,
      name: r.name,
      des: r.des,
      createdAt: r.created_at,
    }));
    const children = new Map<number | null, CategoryNode[]>();
    for (const c of all) {
      const list = children.get(c.parentId) ?? [];
      list.push(c);
      children.set(c.parentId, list);
    }
    return { all, byId: new Map(all.map((c) => [c.id, c])), children };
  }) as Promise<CategoryIndex>;
}

/** seller_goods column that holds a category of this level (the list filter works out which, contract 3.2). */
export function categoryColumn(index: CategoryIndex, id: number): string | undefined {
  const level = index.byId.get(id)?.level;
  return level === 1
    ? "top_category_id"
    : level === 2
      ? "secondary_category_id"
      : level === 3
        ? "category_id"
        : undefined;
}

export function toCategoryVo(c: CategoryNode, subList: CategoryVo[]): CategoryVo {
  const created = toWireDate(c.createdAt) ?? "";
  // Ids are text, as the original sent them; a top category's parent is "0", as it stored it.
  return {
    id: String(c.id),
    parentId: String(c.parentId ?? 0),
    categoryId: String(c.id),
    name: c.name,
    iconImg: c.iconImg,
    level: c.level,
    rank: c.sort,
    sort: c.sort,
    status: c.status,
    des: c.des,
    recTime: c.isRec ? created : null,
    createTime: created,
    subList,
  };
}

/** The tree of shown categories (or all with showHidden), optionally pruned to the ids in `keep`. */
export function categoryTree(
  index: CategoryIndex,
  opts: { showHidden?: boolean; keep?: Set<number> } = {},
): CategoryVo[] {
  const build = (parentId: number | null): CategoryVo[] =>
    (index.children.get(parentId) ?? [])
      .filter((c) => opts.showHidden || c.status === 1)
      .flatMap((c) => {
        const subList = build(c.id);
        if (opts.keep && !opts.keep.has(c.id) && subList.length === 0) return [];
        return [toCategoryVo(c, subList)];
      });
  return build(null);
}

const card = (c: CategoryNode): CategoryCard => ({
  name: c.name,
  categoryId: String(c.id),
  iconImg: c.iconImg,
  sort: c.sort,
});
const shown = (c: CategoryNode) => c.status === 1;

/** category!list: a page of the shown top categories, with their descriptions. */
export function topCategories(index: CategoryIndex, page: { limit: number; offset: number }) {
  const top = (index.children.get(null) ?? []).filter(shown);
  const list = top.slice(page.offset, page.offset + page.limit).map((c) => ({ ...card(c), des: c.des }));
  return { list, total: top.length };
}

/** category!recommend: a page of the shown categories the platform recommends, every level. */
export function recommendedCategories(index: CategoryIndex, page: { limit: number; offset: number }) {
  const rec = index.all.filter((c) => c.isRec && shown(c));
  return { list: rec.slice(page.offset, page.offset + page.limit).map(card), total: rec.length };
}

/** Category ids in which a store has on-shelf goods, every level. */
export async function sellerCategoryIds(db: Queryable, sellerId: number): Promise<Set<number>> {
  const rows = await db.query<{ top_category_id: number; secondary_category_id: number | null; category_id: number }>(
    `select distinct top_category_id, secondary_category_id, category_id
     from seller_goods where seller_id = $1 and is_shelf`,
    [sellerId],
  );
  const ids = new Set<number>();
  for (const r of rows) {
    ids.add(r.top_category_id);
    ids.add(r.category_id);
    if (r.secondary_category_id !== null) ids.add(r.secondary_category_id);
  }
  return ids;
}
