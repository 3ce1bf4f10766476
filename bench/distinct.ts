/**
 * The "every request distinct" runs of `npm run bench` (issue 15 §1): traffic the caches cannot help. Each
 * run's requests are all different from one another, shuffled with a fixed seed, so that a run of a few
 * seconds at 50 connections meets each at most once and every answer is computed by the database.
 *
 *   list-distinct    sellerGoods!list: every page of the whole shelf × 5 sort orders × 4 page sizes
 *   search-distinct  sellerGoods!search: every word of the goods names, and every pair of adjacent words
 *   info-distinct    sellerGoods!info: every listing on the shelf
 */

type Api = <T>(action: string, params: Record<string, string | number>, method?: string) => Promise<T>;
type Card = { id: string; name: string };
type Page = { pageInfo: { totalElements: number }; pageList: Card[] };

const SORTS = ["", "&isPrice=1", "&isPrice=2", "&isNew=2", "&isHot=2"];
const PAGE_SIZES = [10, 12, 16, 20];

/** A deterministic shuffle (a fixed linear congruential seed), so two runs send the same requests. */
function shuffled<T>(items: T[]): T[] {
  const out = items.slice();
  let seed = 15;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Every listing on the shelf (ids and English names), read a hundred at a time. */
async function shelf(api: Api): Promise<{ total: number; cards: Card[] }> {
  const first = await api<Page>("sellerGoods!list", { pageNum: 1, pageSize: 100, lang: "en" });
  const total = first.pageInfo.totalElements;
  const cards = [...first.pageList];
  for (let n = 2; (n - 1) * 100 < total && n <= 10_000; n++)
    cards.push(...(await api<Page>("sellerGoods!list", { pageNum: n, pageSize: 100, lang: "en" })).pageList);
  return { total, cards };
}

export type DistinctPlan = { name: string; paths: string[] };

export async function distinctPlans(api: Api): Promise<DistinctPlan[]> {
  const { total, cards } = await shelf(api);
  const list: string[] = [];
  for (const size of PAGE_SIZES)
    for (let page = 1; (page - 1) * size < total; page++)
      for (const sort of SORTS)
        list.push(`/api/sellerGoods!list.action?pageNum=${page}&pageSize=${size}&lang=en${sort}`);

  const words = new Set<string>();
  for (const c of cards) {
    const ws = c.name.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
    ws.forEach((w, k) => {
      words.add(w);
      if (k > 0) words.add(`${ws[k - 1]} ${w}`);
    });
  }
  const search = [...words].map(
    (w, n) =>
      `/api/sellerGoods!search.action?keyword=${encodeURIComponent(w)}&pageNum=1&pageSize=20&lang=en${SORTS[n % SORTS.length]}`,
  );
  const info = cards.map((c) => `/api/sellerGoods!info.action?sellerGoodsId=${c.id}&lang=en`);
  return [
    // At a million listings the product is 1.5M pages: a shuffled 200,000 of them outlast any run.
    { name: `sellerGoods!list (list-distinct, ${total} listings)`, paths: shuffled(list).slice(0, 200_000) },
    { name: "sellerGoods!search (search-distinct)", paths: shuffled(search) },
    { name: "sellerGoods!info (info-distinct)", paths: shuffled(info) },
  ];
}
