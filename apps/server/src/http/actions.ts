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
import type { Brand } from "../site/brands.ts";
import type { ViewCounter } from "../catalogue/views.ts";
import type { Caches, RawJson } from "./cache.ts";
import type { App, Permission, SessionUser } from "../auth/policies.ts";
import type { Clock } from "../accounts/clock.ts";
import type { Mailer } from "../accounts/mailer.ts";
import type { RateLimits, RateRuleName } from "./rate-limit.ts";

export type { SessionUser };

/** Process-wide helpers every handler may use; tests swap the clock and the limits. */
export interface Services {
  clock: Clock;
  limits: RateLimits;
  mailer: Mailer;
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
  rateLimit?: { rule: RateRuleName; by: "ip" | "user" | ((params: Record<string, unknown>) => string) }[];
  params: S;
  /** A specific catalogue sentence per parameter when it fails validation (default: 参数错误). */
  paramErrors?: Partial<Record<string, import("@mall/contract").ErrorKey>>;
  /** Message sent with a successful answer (msg), e.g. operationSuccess. */
  successMsg?: import("@mall/contract").ErrorKey;
  handler: (ctx: Ctx<z.output<S>>) => Promise<unknown>;
}

/** Where the table's door names meet the session's app: the console's sessions are "admin" sessions. */
const SESSION_APP = { public: undefined, shop: "shop", seller: "seller", console: "admin" } as const;

type UserOf<N extends ActionName> = Api[N]["app"] extends "public" ? SessionUser | undefined : SessionUser;
type StoreOf<N extends ActionName> = Api[N] extends { store: true } ? { sellerId: number } : unknown;

/** The context of action N: its parsed params, and a user that is there whenever the action needs one. */
export type CtxOf<N extends ActionName> = Ctx<ParsedParamsOf<N>, UserOf<N>> & StoreOf<N>;

/** The server's half of an action; its name, door, method and schemas are the table's (packages/contract/api). */
export interface ActionImpl<N extends ActionName> {
  rateLimit?: ActionDef<z.ZodType>["rateLimit"];
  paramErrors?: Partial<Record<string, ErrorKey>>;
  successMsg?: ErrorKey;
  /** Answers `data` as the table declares it (or already serialised, for cached public answers). */
  handler: (ctx: CtxOf<N>) => Promise<DataOf<N> | RawJson>;
}

export function action<N extends ActionName>(name: N, impl: ActionImpl<N>): AnyAction;
/** @deprecated the untyped form, until every feature declares its actions in the table. */
export function action<S extends z.ZodType>(def: ActionDef<S>): ActionDef<S>;
export function action(a: string | AnyAction, impl?: ActionImpl<ActionName>): AnyAction {
  if (typeof a !== "string") return a;
  const spec = (API as Record<string, ActionSpec>)[a];
  if (!spec) throw new Error(`${a} is not in the action table`);
  const app = SESSION_APP[spec.app];
  return {
    name: a,
    method: spec.method,
    ...(app ? { auth: app === "shop" ? (true as const) : app } : {}),
    ...("permission" in spec && spec.permission ? { permission: spec.permission } : {}),
    ...("store" in spec && spec.store ? { store: true as const } : {}),
    params: spec.params,
    ...impl,
    handler: impl?.handler as AnyAction["handler"],
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds actions of every parameter type.
export type AnyAction = ActionDef<any>;
