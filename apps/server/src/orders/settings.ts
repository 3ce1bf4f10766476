import { MAX_BUY_DEFAULT } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import type { Caches } from "../http/cache.ts";
import { syspara } from "../site/index.ts";

/** Order rules the platform tunes through system parameters, with the spec's defaults. */
const DEFAULTS = {
  goods_buy_min: 1,
  mall_max_goods_number_in_order: MAX_BUY_DEFAULT,
  /** Hours after shipment a refund may still be asked for. */
  mall_returnTimeOut: 168,
  /** Days after receipt a refund may still be asked for. */
  mall_return_days: 7,
  /** Hours an order waits for payment before it is cancelled. */
  mall_autoCancel_timeout: 24,
  /** Days after shipment an order counts as received. */
  mall_auto_receipt_days: 10,
} as const;

export async function orderSetting(db: Queryable, caches: Caches, code: keyof typeof DEFAULTS): Promise<number> {
  const n = Number(await syspara(db, caches, code));
  return Number.isFinite(n) && n > 0 ? n : DEFAULTS[code];
}
