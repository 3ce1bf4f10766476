import type { APIRequestContext } from "@playwright/test";
import type { GoodsVo, PageOf, SellerVo } from "@mall/contract";
import { PNG } from "pngjs";

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

/** The demo sends verification codes to the outbox, which staff read in the console: the newest sent to `target`. */
export async function codeSentTo(request: APIRequestContext, target: string): Promise<string> {
  const { token } = await api<{ token: string }>(request, "console/auth!login", {
    username: "admin001",
    password: "pass1234",
  });
  const box = await api<{ pageList: { recipient: string; subject: string }[] }>(request, "console/mail!outbox", {
    token,
    q: target,
    pageNum: 1,
    pageSize: 5,
  });
  const code = /\b(\d{6})\b/.exec(box.pageList.find((m) => m.recipient === target)?.subject ?? "")?.[1];
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}

/** A small real PNG of one colour (pngjs): the server recognises pictures by their content. */
export function png(rgb: [number, number, number], size = 32): Buffer {
  const image = new PNG({ width: size, height: size, colorType: 2 });
  for (let i = 0; i < size * size; i++) image.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(image, { colorType: 2 });
}
