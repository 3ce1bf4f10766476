import type { OrderListItemVo } from "@mall/contract";

/**
 * What the order pages read of order!listMain, order!info, order!listGoods and orderLog!list (contract 3.7):
 * the contract's answer types, which the server's queries are typed against.
 */
export type { OrderInfoVo, OrderLineVo, OrderLogVo } from "@mall/contract";
export type OrderSummaryVo = OrderListItemVo;
