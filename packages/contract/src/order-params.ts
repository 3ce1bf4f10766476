import { z } from "zod";
import { ORDER_ID } from "./orders.ts";

/** Request schemas of the order calls (contract 3.7), apart from the constants in orders.ts. */
const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const orderId = z.string().trim().regex(ORDER_ID);
const reason = z.preprocess(blank, z.coerce.number().int().min(1).max(9));
export const orderParams = {
  submit: z.object({
    orderInfo: z.string().min(5).max(4000),
    addressId: z.preprocess(blank, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
    fromCart: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
  }),
  pay: z.object({
    orderId: z.string().trim().min(5).max(1000),
    safeword: z.string().min(6).max(12),
  }),
  cancel: z.object({ orderId, returnReason: reason }),
  byId: z.object({ orderId }),
  returns: z.object({ orderId, returnReason: reason, returnDetail: z.string().trim().max(500).optional() }),
  list: z.object({
    status: z.preprocess(blank, z.coerce.number().int().min(-1).max(6).optional()),
    pageNum: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
    pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
  }),
  goods: z.object({
    orderId,
    pageNum: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
    pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(100)),
  }),
};
