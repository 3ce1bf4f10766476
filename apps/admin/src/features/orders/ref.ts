import type { Cents, ConsoleOrder, ConsoleOrderDetail } from "@mall/contract";
import { sumWire } from "../../lib/format.ts";

/** What the ship and refund dialogs show of an order, from a list row or from the detail alike. */
export type OrderRef = {
  id: string;
  username: string;
  store: string;
  /** Goods, freight and tax: what the buyer paid and gets back on a refund. */
  total: Cents;
  goodsCount: number;
  goodsName: string;
  goodsIcon: string;
};

export const refOfRow = (r: ConsoleOrder): OrderRef => ({
  id: r.id,
  username: r.username,
  store: r.goodsFrom,
  total: sumWire(r.prizeReal, r.fees, r.tax),
  goodsCount: r.goodsCount,
  goodsName: r.goods[0]?.goodsName ?? "",
  goodsIcon: r.goods[0]?.goodsIcon ?? "",
});

export const refOfDetail = (d: ConsoleOrderDetail): OrderRef => ({
  id: d.orderInfo.id,
  username: d.orderInfo.username,
  store: d.orderInfo.sellerName,
  total: sumWire(d.orderInfo.prizeReal, d.orderInfo.fees, d.orderInfo.tax),
  goodsCount: d.orderInfo.goodsCount,
  goodsName: d.goods[0]?.goodsName ?? "",
  goodsIcon: d.goods[0]?.goodsIcon ?? "",
});
