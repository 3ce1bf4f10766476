import type { Locale } from "@mall/contract";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../db/db.ts";
import type { Brand } from "../site/brands.ts";
import type { ViewCounter } from "../catalogue/views.ts";
import type { Caches } from "./cache.ts";

export type SessionUser = { partyId: number; username: string; usercode: string; role: string };

export interface Ctx<P> {
  params: P;
  db: Db;
  locale: Locale;
  brand: Brand;
  /** The logged-in user, when a valid token came with the request. */
  user: SessionUser | undefined;
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
  /** Requires a logged-in user; without one the answer is code "403". */
  auth?: boolean;
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
