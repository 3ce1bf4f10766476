import {
  API,
  type ActionName,
  type ActionSpec,
  type Api,
  type DataOf,
  type ErrorKey,
  type Locale,
  type ParsedParamsOf,
} from "@mall/contract";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../db/db.ts";
import type { Brand } from "../site/index.ts";
import type { ViewCounter } from "../catalogue/index.ts";
import type { Caches, RawJson } from "./cache.ts";
import type { App, Permission, SessionUser } from "../auth/policies.ts";
import type { Clock, Mailer } from "../accounts/index.ts";
import type { ChainReader, PaymentProvider } from "../wallet/index.ts";
import type { ChatHub } from "../chat/index.ts";
import type { RateLimits, RateRuleName } from "./rate-limit.ts";

export type { SessionUser };

/** Process-wide helpers every handler may use; tests swap the clock and the limits. */
export interface Services {
  clock: Clock;
  limits: RateLimits;
  mailer: Mailer;
  /** The payment provider of deposits and card payments; none: those answer 该支付方式尚未对您所在的地区开放. */
  payments?: PaymentProvider;
  /** Reads deposits' transactions from the chains it knows, for the finance desk (wallet/chain-reader.ts). */
  chain?: ChainReader;
  /** Chat events to the sockets of every instance (chat/hub.ts). */
  chat?: ChatHub;
}

export interface Ctx<P, U extends SessionUser | undefined = SessionUser | undefined> {
  params: P;
  db: Db;
  locale: Locale;
  brand: Brand;
  /**
   * The logged-in user: always there for actions of the shop, the seller app and the console (the router
   * answers code "403" before the handler runs); for public actions, there when a shop token came along.
   */
  user: U;
  /** The caller's store, for seller-app actions marked `store` in the table. */
  sellerId?: number;
  /** The raw session token of the request (for logout and heartbeat). */
  token: string | undefined;
  services: Services;
  caches: Caches;
  /** Buffered view counts (catalogue/views.ts). */
  views: ViewCounter;
  req: FastifyRequest;
}

export type HttpMethod = "GET" | "POST" | "ANY";

/** An action as the router runs it: the table's row made concrete, with the server's half beside it. */
export interface ActionDef<S extends z.ZodType> {
  /** Path after /api/, without ".action": "sellerGoods!list", "activity/lottery!getCurrentActivity". */
  name: string;
  method: HttpMethod;
  /**
   * Requires a session of this app (true means the shop); without one the answer is code "403". Sessions of
   * another app do not count: a console token cannot call the shop's order endpoints, nor the reverse.
   */
  auth?: true | App;
  /** Console permission the staff member's role must hold (checked after auth: "admin"). */
  permission?: Permission;
  /** Seller app: the caller must own an approved store (storeNotFound otherwise); `ctx.sellerId` is its id. */
  store?: true;
  /** Budgets spent before the handler runs; an exhausted one answers 操作频繁，请稍后再试. */
  rateLimit?: RateLimitRule[];
  params: S;
  /** A specific catalogue sentence per parameter when it fails validation (default: 参数错误). */
  paramErrors?: Partial<Record<string, ErrorKey>>;
  /** Message sent with a successful answer (msg), e.g. operationSuccess. */
  successMsg?: ErrorKey;
  /** The sentence of the "403" without a session (default notLoggedIn, 请重新登录). */
  sessionError?: ErrorKey;
  handler: (ctx: Ctx<z.output<S>>) => Promise<unknown>;
}

export type RateLimitRule = {
  rule: RateRuleName;
  by: "ip" | "user" | ((params: Record<string, unknown>) => string);
};

/** Where the table's door names meet the session's app: the console's sessions are "admin" sessions. */
const SESSION_APP = { public: undefined, shop: "shop", seller: "seller", console: "admin" } as const;

type UserOf<N extends ActionName> = Api[N]["app"] extends "public" ? SessionUser | undefined : SessionUser;
type StoreOf<N extends ActionName> = Api[N] extends { store: true } ? { sellerId: number } : unknown;

/** The context of action N: its parsed params, and a user that is there whenever the action needs one. */
export type CtxOf<N extends ActionName> = Ctx<ParsedParamsOf<N>, UserOf<N>> & StoreOf<N>;

/** The server's half of an action; its name, door, method and schemas are the table's (packages/contract/api). */
export interface ActionImpl<N extends ActionName> {
  rateLimit?: RateLimitRule[];
  paramErrors?: Partial<Record<string, ErrorKey>>;
  successMsg?: ErrorKey;
  /**
   * The sentence of the "403" without a session, where the original's controller had its own (wallet!getUsdt:
   * 登录过期，请重新登录); every other action answers notLoggedIn (请重新登录).
   */
  sessionError?: ErrorKey;
  /** Answers `data` as the table declares it (or already serialised, for cached public answers). */
  handler: (ctx: CtxOf<N>) => Promise<DataOf<N> | RawJson>;
}

/** Declares the server's half of action `name`; door, method, params, store and permission come from the table. */
export function action<N extends ActionName>(name: N, impl: ActionImpl<N>): AnyAction {
  const spec: ActionSpec = API[name];
  const app = SESSION_APP[spec.app];
  return {
    ...impl,
    name,
    method: spec.method,
    ...(app ? { auth: app === "shop" ? (true as const) : app } : {}),
    ...(spec.permission ? { permission: spec.permission } : {}),
    ...(spec.store ? { store: true as const } : {}),
    params: spec.params,
    handler: impl.handler as AnyAction["handler"],
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds actions of every parameter type.
export type AnyAction = ActionDef<any>;
