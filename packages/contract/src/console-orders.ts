import { z } from "zod";
import type { WalletRecord } from "./accounts.ts";
import type { OrderDetailVo, OrderInfoVo, OrderLineVo, OrderListItemVo, OrderLogVo } from "./orders.ts";
import { optionalText, type PageOf, pageParams } from "./params.ts";

/**
 * The console's fulfilment, refunds, reviews and finance calls: the form rules the console checks before
 * sending (the same limits the server's params enforce in orders/console-routes.ts and
 * ledger/console-routes.ts) and the answers it reads. Money fields are wire numbers with two decimals, read
 * through parseCents/formatAmount, never added as floats.
 */

/** `console/orders!ship`: a carrier name and a tracking number of 4–40 letters, digits or dashes. */
export const SHIP_PROVIDER_MIN = 2;
export const SHIP_PROVIDER_MAX = 64;
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

/** Staff remarks on refund decisions and manual refunds. */
export const REFUND_REMARK_MAX = 500;

/** `console/wallet!grant`: a memo of 2–200 characters and at most 1,000,000.00 USDT per grant. */
export const GRANT_MEMO_MIN = 2;
export const GRANT_MEMO_MAX = 200;
export const GRANT_MAX_CENTS = 100_000_000n;
/** The idempotency key the console draws per grant form (the server accepts 8–64 letters, digits, dashes). */
export const GRANT_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** `console/refunds!list`: the queue of requests waiting for a decision, or the decided ones. */
export const REFUND_QUEUES = ["waiting", "decided"] as const;
export type RefundQueue = (typeof REFUND_QUEUES)[number];
export const consoleRefundsParams = z.object({
  ...pageParams,
  queue: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(REFUND_QUEUES).default("waiting")),
  /** An order id exactly, or part of the buyer's username. */
  q: optionalText(64),
});

/** The console reads the same order answers as everyone (orders.ts); these names say where they come from. */
export type ConsoleOrderLine = OrderLineVo;
/** A row of `console/orders!list`. */
export type ConsoleOrder = OrderListItemVo;
/** `orderInfo` of `console/orders!info`. */
export type ConsoleOrderInfo = OrderInfoVo;
export type OrderLogEntry = OrderLogVo;
/** `console/orders!info`. */
export type ConsoleOrderDetail = OrderDetailVo;

/** A row of `console/refunds!list`. */
export type RefundRequest = {
  orderId: string;
  partyId: number;
  username: string;
  sellerId: number;
  sellerName: string;
  status: number;
  /** The status the order had when the refund started (it returns there when refused). */
  statusBefore: number | null;
  returnStatus: number;
  returnReason: number | null;
  returnDetail: string | null;
  /** What the buyer gets back: goods, freight and tax. */
  amount: number;
  goodsCount: number;
  goodsName: string;
  goodsIcon: string;
  /** The store had bought the goods from the platform (it gets the wholesale price back). */
  purchased: boolean;
  /** Started by the platform rather than requested by the buyer. */
  manual: boolean;
  requestedAt: string | null;
  decidedAt: string | null;
  remark: string | null;
};

export type RefundRequestPage = PageOf<RefundRequest> & { waiting: number };

/** A row of `console/reviews!list`. */
export type ConsoleReview = {
  id: number;
  orderId: string;
  /** Masked, as everywhere reviews are shown. */
  userName: string;
  sellerGoodsId: number;
  sellerName: string;
  /** 1 good, 2 medium, 3 bad. */
  evaluationType: number;
  rating: number;
  content: string;
  images: string[];
  /** 1 shown, 0 hidden by moderation. */
  status: number;
  /** Given by the system when the buyer did not review in time. */
  isDefault: boolean;
  createTime: string | null;
};

/** `console/ledger!check`: the ledger's invariants over the whole database. */
export type LedgerReport = {
  transactions: number;
  postings: number;
  unbalanced: { txnId: string; total: string }[];
  drifted: { accountId: string; balance: string; postings: string }[];
  negative: { accountId: string; balance: string }[];
  ok: boolean;
};

/** `console/wallet!get`. */
export type ConsoleWallet = {
  money: number;
  frozenMoney: number;
  records: PageOf<WalletRecord>;
};
