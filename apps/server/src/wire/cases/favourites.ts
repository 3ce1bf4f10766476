import { type WireCase, withoutToken } from "../case.ts";
import { pageOf, keptGoods, sellerVo, textId } from "./shapes.ts";

const PAGE = { pageNum: "1", pageSize: "20" };

/** Contract 3.3: followed stores and favourite goods, all the signed-in buyer's own. */
export const favouriteCases: WireCase[] = [
  {
    action: "focusSeller!list",
    section: "3.3",
    params: (w) => ({ token: w.buyer.token, ...PAGE }),
    expect: {
      code: "0",
      data: pageOf({ id: textId, partyId: textId, sellerId: textId, createTime: "datetime", sellerVo }),
    },
  },
  {
    action: "focusSeller!add",
    section: "3.3",
    params: (w) => ({ token: w.buyer.token, sellerId: String(w.stores.toFollow) }),
    expect: { code: "0", msg: "操作成功", data: "null" },
  },
  {
    action: "focusSeller!add",
    section: "3.3",
    title: "already followed",
    params: (w) => ({ token: w.buyer.token, sellerId: String(w.stores.followed) }),
    expect: { code: "1", msg: "请勿重复添加" },
  },
  {
    action: "focusSeller!add",
    section: "3.3",
    title: "without sellerId",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "1", msg: "店家id不能为空" },
  },
  {
    action: "focusSeller!del",
    section: "3.3",
    params: (w) => ({ token: w.buyer.token, sellerId: String(w.stores.toUnfollow) }),
    expect: { code: "0", msg: "操作成功", data: "null" },
  },
  {
    action: "focusSeller!count",
    section: "3.3",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "0", data: "integer" },
  },
  {
    action: "keepGoods!list",
    section: "3.3",
    params: (w) => ({ token: w.buyer.token, lang: "en", ...PAGE }),
    expect: { code: "0", data: pageOf(keptGoods) },
  },
  {
    action: "keepGoods!add",
    section: "3.3",
    params: (w) => ({ token: w.buyer.token, sellerGoodsId: String(w.goods.plain) }),
    expect: { code: "0", msg: "操作成功", data: "null" },
  },
  {
    action: "keepGoods!add",
    section: "3.3",
    title: "already kept",
    params: (w) => ({ token: w.buyer.token, sellerGoodsId: String(w.goods.kept) }),
    expect: { code: "1", msg: "请勿重复添加" },
  },
  {
    action: "keepGoods!del",
    section: "3.3",
    params: (w) => ({ token: w.buyer.token, sellerGoodsId: String(w.goods.toUnkeep) }),
    expect: { code: "0", msg: "操作成功", data: "null" },
  },
  {
    action: "keepGoods!count",
    section: "3.3",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "0", data: "integer" },
  },
  withoutToken("focusSeller!list", "3.3", PAGE),
  withoutToken("focusSeller!add", "3.3", { sellerId: "1" }),
  withoutToken("focusSeller!del", "3.3", { sellerId: "1" }),
  withoutToken("focusSeller!count", "3.3"),
  withoutToken("keepGoods!list", "3.3", PAGE),
  withoutToken("keepGoods!add", "3.3", { sellerGoodsId: "1" }),
  withoutToken("keepGoods!del", "3.3", { sellerGoodsId: "1" }),
  withoutToken("keepGoods!count", "3.3"),
];
