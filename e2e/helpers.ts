import type { APIRequestContext } from "@playwright/test";
import type { GoodsVo, PageOf, SellerVo } from "@mall/contract";

/** Calls the API the way the storefront does; returns `data` or throws with the envelope. */
export async function api<T>(
  request: APIRequestContext,
  action: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await request.post(`/api/${action}.action?${q}`);
  const env = (await res.json()) as { code: string; msg: string | null; data: T };
  if (env.code !== "0") throw new Error(`${action} → ${JSON.stringify(env)}`);
  return env.data;
}

export const firstGoods = async (request: APIRequestContext) =>
  (await api<PageOf<GoodsVo>>(request, "sellerGoods!list", { pageNum: 1, pageSize: 40, lang: "en" })).pageList;

export const recommendedStores = async (request: APIRequestContext) =>
  (await api<PageOf<SellerVo>>(request, "seller!list", { pageNum: 1, pageSize: 20 })).pageList;

/** A listing whose SKUs have at least two different selling prices. */
export async function goodsWithPricedSkus(request: APIRequestContext): Promise<GoodsVo> {
  for (const g of await firstGoods(request)) {
    const info = await api<GoodsVo>(request, "sellerGoods!info", { sellerGoodsId: g.id, lang: "en" });
    const prices = new Set(
      info.canSelectAttributes?.skus.filter((s) => !s.hidden && s.stock > 0).map((s) => s.sellingPrice),
    );
    if (prices.size > 1) return info;
  }
  throw new Error("no listing with differently priced SKUs in the seed");
}
