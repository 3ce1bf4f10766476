import { CODE, ERRORS, type ErrorKey, localeOf } from "@mall/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import type { Db } from "../db/db.ts";
import { type Brand, pickBrand } from "../site/index.ts";
import type { AnyAction, Services, SessionUser } from "./actions.ts";
import { hasPermission } from "../auth/policies.ts";
import type { ViewCounter } from "../catalogue/index.ts";
import { acceptedEncoding, type Caches, RawJson } from "./cache.ts";
import { DomainError, SessionError } from "./errors.ts";

export interface RouterDeps {
  db: Db;
  caches: Caches;
  views: ViewCounter;
  brands: () => Brand[];
  services: Services;
  /** Resolves a token to a user; undefined when unknown. A disabled user throws SessionError. */
  resolveUser: (token: string) => Promise<SessionUser | undefined>;
}

const ACTION_PATH = /^(?:\/wap)?\/+api\/+([A-Za-z0-9_/-]+![A-Za-z0-9_-]+)\.action$/;

/** Request parameters as the original reads them: query string, then form or JSON object body. */
function paramsOf(req: FastifyRequest): Record<string, unknown> {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const b = req.body;
  const body =
    b && typeof b === "object" && !Array.isArray(b) && !Buffer.isBuffer(b) ? (b as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  // Repeated parameters (?a=1&a=2, or a form field twice): the servlet's getParameter returns the first.
  // A JSON body is structured on purpose (evaluation!addList sends an array), so it is kept as sent.
  const json = typeof req.headers["content-type"] === "string" && req.headers["content-type"].includes("json");
  for (const [k, v] of Object.entries(q)) out[k] = Array.isArray(v) ? v[0] : v;
  for (const [k, v] of Object.entries(body)) out[k] = Array.isArray(v) && !json ? v[0] : v;
  return out;
}

/** A NUL character in any text of the params, however deep (a JSON body's arrays and objects), or in a key. */
function holdsNul(raw: unknown): boolean {
  const pending: unknown[] = [raw];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === "string") {
      if (v.includes("\u0000")) return true;
    } else if (v !== null && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes("\u0000")) return true;
        pending.push(x);
      }
    }
  }
  return false;
}

export function envelope(reply: FastifyReply, code: string, msg: string | null, data: unknown, status = 200) {
  return reply.status(status).header("content-type", "application/json; charset=utf-8").send({ code, msg, data });
}

function zodKey(err: ZodError, paramErrors: AnyAction["paramErrors"], raw: Record<string, unknown>): ErrorKey {
  for (const issue of err.issues) {
    const field = String(issue.path[0] ?? "");
    const specific = paramErrors?.[field];
    if (specific) return specific;
  }
  // Missing means the parameter was not sent (or sent empty); a value that does not parse is a wrong one.
  const missing = err.issues.some((i) => {
    const v = raw[String(i.path[0] ?? "")];
    return v === undefined || (typeof v === "string" && v.trim() === "");
  });
  return missing ? "paramMissing" : "paramError";
}

export function registerActions(app: FastifyInstance, actions: AnyAction[], deps: RouterDeps) {
  const byName = new Map(actions.map((a) => [a.name, a]));

  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const m = ACTION_PATH.exec(req.url.split("?")[0] ?? "");
    const def = m ? byName.get(m[1] ?? "") : undefined;
    if (!def) return envelope(reply, CODE.business, ERRORS.unknownAction.zh, null, 404);
    if (def.method !== "ANY" && def.method !== req.method && !(def.method === "GET" && req.method === "HEAD")) {
      return envelope(reply, CODE.business, ERRORS.illegalRequest.zh, null, 405);
    }
    const raw = paramsOf(req);
    const token = typeof raw.token === "string" && raw.token ? raw.token : bearer(req);
    const session = token ? await deps.resolveUser(token) : undefined;
    const app = def.auth === true ? "shop" : (def.auth ?? "shop");
    // Only a session of the action's own app counts; public shop calls read per-user fields from shop sessions.
    const user = session?.app === app ? session : undefined;
    if (def.auth && !user) throw new SessionError(def.sessionError ?? "notLoggedIn");
    if (def.permission && !(user && hasPermission(user, def.permission))) {
      return envelope(reply, CODE.business, ERRORS.noPermission.zh, null);
    }
    if (def.store && user?.sellerId === undefined) return envelope(reply, CODE.business, ERRORS.storeNotFound.zh, null);
    // Budgets are spent before validation, so malformed guesses cost the same as well-formed ones.
    for (const limit of def.rateLimit ?? []) {
      const key = limit.by === "ip" ? req.ip : limit.by === "user" ? String(user?.partyId ?? req.ip) : limit.by(raw);
      if (!(await deps.services.limits.take(limit.rule, key))) {
        return envelope(reply, CODE.business, ERRORS.tooFrequent.zh, null, 429);
      }
    }
    // PostgreSQL text cannot hold a NUL character: refused here for every action, in any value or key.
    if (holdsNul(raw)) return envelope(reply, CODE.business, ERRORS.paramError.zh, null);
    const parsed = def.params.safeParse(raw);
    if (!parsed.success) {
      const key = zodKey(parsed.error, def.paramErrors, raw);
      return envelope(reply, CODE.business, ERRORS[key].zh, null);
    }

    const data = await def.handler({
      params: parsed.data,
      db: deps.db,
      locale: localeOf(typeof raw.lang === "string" ? raw.lang : undefined),
      brand: pickBrand(deps.brands(), req.headers.host, typeof raw.brand === "string" ? raw.brand : undefined),
      user,
      sellerId: user?.sellerId,
      token,
      services: deps.services,
      caches: deps.caches,
      views: deps.views,
      req,
    });
    const msg = def.successMsg ? ERRORS[def.successMsg].zh : null;
    if (data instanceof RawJson) {
      const body = `{"code":"0","msg":${JSON.stringify(msg)},"data":${data.json}}`;
      void reply.header("content-type", "application/json; charset=utf-8");
      const encoding = body.length >= 1024 ? acceptedEncoding(req.headers["accept-encoding"]) : undefined;
      if (!encoding) return reply.send(body);
      // The message is the action's own, so one compressed copy per answer and encoding serves every request.
      return reply
        .header("content-encoding", encoding)
        .header("vary", "accept-encoding")
        .send(data.encoded(body, encoding));
    }
    return envelope(reply, CODE.ok, msg, data ?? null);
  };

  for (const prefix of ["/api/*", "/wap/api/*"]) app.all(prefix, handle);
}

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h?.startsWith("Bearer ") ? h.slice(7).trim() || undefined : undefined;
}

/** One error handler: domain errors → code "1", session → "403", anything else → logged, generic message. */
export function installErrorHandler(
  app: FastifyInstance,
  /** Answers paths that belong to the web app (returns true when it did). */
  fallback?: (req: FastifyRequest, reply: FastifyReply) => boolean,
) {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof DomainError) return envelope(reply, CODE.business, err.message, null);
    if (err instanceof SessionError) return envelope(reply, CODE.session, err.message, null);
    if (err instanceof ZodError) return envelope(reply, CODE.business, ERRORS.paramError.zh, null);
    const e = err as { statusCode?: number; code?: string };
    if (e.statusCode === 413 || e.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return envelope(reply, CODE.business, ERRORS.requestTooLarge.zh, null, 413);
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      // Malformed JSON, bad content type, bad URL encoding: the client's fault, said plainly.
      return envelope(reply, CODE.business, ERRORS.paramError.zh, null, e.statusCode);
    }
    req.log.error({ err, reqId: req.id }, "unhandled error");
    return envelope(reply, CODE.business, ERRORS.systemError.zh, null, 500);
  });
  app.setNotFoundHandler((req, reply) => {
    if (fallback?.(req, reply)) return reply;
    return envelope(reply, CODE.business, ERRORS.unknownAction.zh, null, 404);
  });
}
