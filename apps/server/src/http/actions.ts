import type { Locale } from "@mall/contract";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../db/db.ts";
import type { Brand } from "../site/brands.ts";
import type { ViewCounter } from "../catalogue/views.ts";
import type { Caches } from "./cache.ts";
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

export interface Ctx<P> {
  params: P;
  db: Db;
  locale: Locale;
  brand: Brand;
  /** The logged-in user, when a valid token of this action's app came with the request. */
  user: SessionUser | undefined;
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
  /** Budgets spent before the handler runs; an exhausted one answers 操作频繁，请稍后再试. */
  rateLimit?: { rule: RateRuleName; by: "ip" | "user" | ((params: Record<string, unknown>) => string) }[];
  params: S;
  /** A specific catalogue sentence per parameter when it fails validation (default: 参数错误). */
  paramErrors?: Partial<Record<string, import("@mall/contract").ErrorKey>>;
  /** Message sent with a successful answer (msg), e.g. operationSuccess. */
  successMsg?: import("@mall/contract").ErrorKey;
  handler: (ctx: Ctx<z.output<S>>) => Promise<unknown>;
}

export const action = <S extends z.ZodType>(def: ActionDef<S>): ActionDef<S> => def;

// biome-ignore lint/suspicious/noExplicitAny: a registry holds actions of every parameter type.
export type AnyAction = ActionDef<any>;
