import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import formbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Db } from "./db/db.ts";
import { allActions } from "./http/registry.ts";
import { type Caches, createCaches } from "./http/cache.ts";
import { installErrorHandler, registerActions } from "./http/router.ts";
import type { SessionUser } from "./http/actions.ts";
import { ViewCounter } from "./catalogue/views.ts";
import { registerMedia } from "./media/routes.ts";
import { type Brand, loadBrands } from "./site/brands.ts";

export interface AppOptions {
  db: Db;
  logLevel?: string;
  /** Serve the built storefront from apps/shop/dist (on by default when it exists). */
  serveWeb?: boolean;
}

export interface App {
  app: FastifyInstance;
  db: Db;
  caches: Caches;
  views: ViewCounter;
  reloadBrands(): Promise<void>;
}

const webDist = fileURLToPath(new URL("../../shop/dist/", import.meta.url));

/** Client-side routes: a GET that is not an API, media or file path answers the app shell. */
function spaFallback(req: FastifyRequest, reply: FastifyReply): boolean {
  const path = req.url.split("?")[0] ?? "";
  if (req.method !== "GET" || /^\/(wap\/)?api\/|^\/media\/|\.[a-z0-9]+$/i.test(path)) return false;
  void reply.header("cache-control", "no-cache").sendFile("index.html");
  return true;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const app = Fastify({
    logger: { level: opts.logLevel ?? "info" },
    bodyLimit: 1_048_576,
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 500 },
    // Per-request lines would dominate the log and the hot path; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
  });
  const caches = createCaches();
  let brands: Brand[] = await loadBrands(opts.db);

  app.addHook("onSend", async (_req, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
  });

  await app.register(formbody, { bodyLimit: 1_048_576 });
  const serveWeb = (opts.serveWeb ?? true) && existsSync(webDist);
  installErrorHandler(app, serveWeb ? spaFallback : undefined);
  const views = new ViewCounter(opts.db);
  views.start();
  app.addHook("onClose", () => views.stop());
  registerActions(app, allActions, {
    db: opts.db,
    caches,
    views,
    brands: () => brands,
    // Sessions arrive with the accounts work; until then nobody is logged in.
    resolveUser: async (): Promise<SessionUser | undefined> => undefined,
  });
  registerMedia(app);
  app.get("/healthz", async () => ({ ok: true }));

  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (res, path) => {
        res.setHeader("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  return {
    app,
    db: opts.db,
    caches,
    views,
    reloadBrands: async () => {
      brands = await loadBrands(opts.db);
    },
  };
}
