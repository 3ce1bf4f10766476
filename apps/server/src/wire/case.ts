import type { Queryable } from "../db/db.ts";
import type { Expected } from "./shape.ts";

/** Request parameters as the original clients send them: every value a string (contract 2.2). */
export type Params = Record<string, string>;

export interface Account {
  id: number;
  username: string;
  password: string;
  usercode: string;
  /** A storefront session, sent as the `token` parameter (contract 2.3). */
  token: string;
}

/**
 * What the conformance suite's data holds (apps/server/test/wire-world.ts builds it with the factories and
 * the real order flow). Cases that change something get their own rows, so every case runs on its own.
 */
export interface World {
  /** Password "pass1234", fund password "123456", 10,000.00 in the wallet, one address book entry. */
  buyer: Account;
  /** An address of the buyer's that address!edit changes and one that address!del removes. */
  addresses: { kept: number; toEdit: number; toDelete: number };
  /** One account per case that changes or ends it. */
  accounts: {
    password: Account;
    safewordUnset: Account;
    safewordChange: Account;
    logoff: Account;
    logout: Account;
    /** Fund password 123456, no money, one unpaid order. */
    poor: Account;
    /** No fund password, money and one unpaid order. */
    noSafeword: Account;
  };
  store: { sellerId: number; ownerToken: string; ownerShopToken: string };
  /** A store without goods, one that is closed (status 0), one the buyer follows, one to follow, one to unfollow. */
  stores: { empty: number; closed: number; followed: number; toFollow: number; toUnfollow: number };
  category: { top: number; sub: number };
  /** Listings of `store`. */
  goods: {
    /** Two attributes, four SKUs, a running discount, reviews with and without pictures. */
    sku: { id: number; skuId: number; goodsId: number };
    plain: number;
    kept: number;
    toUnkeep: number;
    offShelf: number;
    /** buyMin 2. */
    buyMinTwo: number;
    /** A listing of the closed store. */
    ofClosed: number;
  };
  /** The buyer's orders, one per status, and one per case that moves an order. */
  orders: {
    unpaid: string;
    paid: string;
    confirmed: string;
    shipped: string;
    received: string;
    reviewed: string;
    refund: string;
    cancelled: string;
    toPay: string;
    toCancel: string;
    toReceive: string;
    toReturn: string;
    toReview: string;
    toReviewList: string;
    /** Unpaid orders of accounts.poor and accounts.noSafeword. */
    poorUnpaid: string;
    noSafewordUnpaid: string;
  };
  /** A fresh suffix for names a case creates (registration, subscription). */
  unique: string;
}

/** One recorded request of an action and what the contract says its answer is. */
export interface WireCase {
  action: string;
  /** Where api-contract.md documents it ("3.2"). */
  section: string;
  /** The variant, when an action has several cases. */
  title?: string;
  /** Default POST; GET where the contract maps the action with @GetMapping. */
  method?: "GET" | "POST";
  /** Where the params travel: the query string (the PC client's POST, the default), a form, JSON, multipart. */
  as?: "query" | "form" | "json" | "multipart";
  params: (w: World) => Params;
  /** With as "multipart": the picture sent as `file` (a 1×1 PNG, or one past the 4500 KB limit). */
  file?: "picture" | "too large";
  /** A JSON body (evaluation!addList, contract 2.2); the params then stay in the query string. */
  body?: (w: World) => unknown;
  expect: Expected;
  /** Value rules the types cannot say (a masked name, a log sentence); each returned line is a mismatch. */
  verify?: (data: unknown, w: World) => string[];
  /** Puts the database in the state the case needs (rarely: most state is in the world). */
  before?: (db: Queryable, w: World) => Promise<void>;
}

/** The contract's 403 for an Auth action called without a token (contract 2.3). */
export const withoutToken = (
  action: string,
  section: string,
  params: Params = {},
  msg = "请重新登录",
  method: "GET" | "POST" = "POST",
): WireCase => ({
  action,
  section,
  title: "without a token",
  method,
  params: () => params,
  expect: { code: "403", msg },
});

/** Rows of an answer list as objects (verify helpers). */
export const rows = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? (v as Record<string, unknown>[]) : [];
