import { existsSync } from "node:fs";
import { CODE, ERRORS } from "@mall/contract";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Db } from "./db/db.ts";
import { allActions } from "./routes.ts";
import { acceptedEncoding, BROTLI_QUALITY, type Caches, compressBody, createCaches } from "./http/cache.ts";
import { envelope, installErrorHandler, registerActions } from "./http/router.ts";
import { registerApiDocs } from "./http/openapi.ts";
import type { Services } from "./http/actions.ts";
import { systemClock } from "./accounts/clock.ts";
import { Mailer } from "./accounts/mailer.ts";
import { resolveSession } from "./accounts/sessions.ts";
import { RateLimits } from "./http/rate-limit.ts";
import { ViewCounter } from "./catalogue/views.ts";
import { registerMedia } from "./media/index.ts";
import { demoArtwork } from "./seed/artwork.ts";
import { registerUploads } from "./uploads/serve.ts";
import { evmChainReader, registerPayments, sandboxProvider } from "./wallet/index.ts";
import { desktopShell, shellLocale, wapShell, withFirstScreen } from "./http/wap-shell.ts";
import { registerJobs } from "./jobs/index.ts";
import { type S3Config, S3Pictures } from "./uploads/s3.ts";
import { type Brand, loadBrands } from "./site/brands.ts";

import type { Redis } from "ioredis";
import { ChatHub, registerChatSocket } from "./chat/index.ts";
export interface AppOptions {
  db: Db;
  logLevel?: string;
  /** Serve the built storefront from apps/shop/dist (on by default when it exists). */
  serveWeb?: boolean;
  /** Clock, rate limits and mailer; defaults are the system clock, in-memory limits and the outbox only. */
  services?: Partial<Services>;
  /** Where uploaded pictures are stored (DATA_DIR/uploads from main.ts; a temporary folder when absent). */
  uploadsDir?: string;
  /** With S3 settings, pictures go to the brand's bucket (brands whose bucket is "local" keep the disk). */
  s3?: S3Config;
  /** Origins whose pages may call /api from a browser (CORS_ORIGINS); none by default. */
  corsOrigins?: string[];
  /**
   * The sandbox payment provider (its pay page credits without charging anyone): the demo and tests only.
   * Without a provider, card, PayPal and third-party deposits answer "not open in your region".
   */
  sandboxPayments?: boolean;
  /** A JSON-RPC node of an EVM chain (EVM_RPC_URL): the finance desk then verifies ERC20 deposits' hashes. */
  evmRpcUrl?: string;
  /** With Redis (REDIS_URL), chat events reach the sockets of every instance (chat/hub.ts). */
  redis?: Redis;
}

export interface App {
  app: FastifyInstance;
  db: Db;
  caches: Caches;
  views: ViewCounter;
  services: Services;
  reloadBrands(): Promise<void>;
}

/**
 * The web apps' pages load only this server's scripts, styles, pictures and API (pictures also as data: and
 * blob: URLs: QR codes, previews of a picture being uploaded). Inline style attributes are React's.
 */
const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** The web apps and where they are served; the storefront takes the root. */
const WEB_APPS = [
  { prefix: "/seller/", dist: fileURLToPath(new URL("../../seller/dist/", import.meta.url)) },
  { prefix: "/admin/", dist: fileURLToPath(new URL("../../admin/dist/", import.meta.url)) },
  { prefix: "/", dist: fileURLToPath(new URL("../../shop/dist/", import.meta.url)) },
];
const webDist = WEB_APPS[2]?.dist ?? "";

/** Client-side routes: a GET that is not an API, media or file path answers its app's shell. */
function spaFallback(req: FastifyRequest, reply: FastifyReply): boolean {
  const path = req.url.split("?")[0] ?? "";
  if (req.method !== "GET" || /^\/(wap\/)?api\/|^\/media\/|\.[a-z0-9]+$/i.test(path)) return false;
  const web = WEB_APPS.find((w) => (path === w.prefix.slice(0, -1) || path.startsWith(w.prefix)) && existsSync(w.dist));
  if (!web) return false;
  void reply.header("cache-control", "no-cache");
  const query = new URLSearchParams(req.url.slice(path.length + 1));
  const locale = shellLocale(query, req.headers.cookie);
  const storefront = web.prefix === "/" ? shellsOf(web.dist) : undefined;
  // The mobile storefront is the storefront's second entry (decision 0019), built beside it.
  const shell = /^\/wap(\/|$)/.test(path) ? storefront?.wap?.(path, locale) : storefront?.desktop?.(path);
  if (!shell) {
    void reply.sendFile("index.html", web.dist);
    return true;
  }
  void reply.header("content-type", "text/html; charset=utf-8").header("vary", "accept-encoding, cookie");
  const encoding = acceptedEncoding(req.headers["accept-encoding"]);
  if (encoding) void reply.header("content-encoding", encoding);
  if (shell.calls.length || shell.sketch) {
    // A landing page with its first screen's answers: made and compressed per request.
    const send = (html: string) => reply.send(encoding ? compressBody(html, encoding) : html);
    withFirstScreen(req, shell, query, locale).then(send, () => send(shell.text));
    return true;
  }
  void reply.send(encoding ? shell.page[encoding] : shell.page.html);
  return true;
}

/** The storefront's HTML with first screens (/wap's and the desktop's), read from the build once per process. */
const shells = new Map<string, { wap: ReturnType<typeof wapShell>; desktop: ReturnType<typeof desktopShell> }>();
function shellsOf(dist: string) {
  if (!shells.has(dist)) shells.set(dist, { wap: wapShell(dist), desktop: desktopShell(dist) });
  return shells.get(dist);
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const app = Fastify({
    logger: { level: opts.logLevel ?? "info" },
    bodyLimit: 1_048_576,
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 500 },
    // Per-request lines would dominate the log and the hot path; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
    // A path the router cannot read (over-long or badly encoded) is the client's mistake: the envelope,
    // never Fastify's own error body, which repeats the path back.
    frameworkErrors: (err, _req, reply) =>
      envelope(reply, CODE.business, ERRORS.paramError.zh, null, err.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400),
  });
  const caches = createCaches();
  const sandbox = opts.sandboxPayments ? sandboxProvider(opts.db) : undefined;
  const services: Services = {
    clock: opts.services?.clock ?? systemClock,
    limits: opts.services?.limits ?? new RateLimits(),
    mailer: opts.services?.mailer ?? new Mailer(),
    ...(sandbox ? { payments: sandbox } : {}),
    ...(opts.services?.chain
      ? { chain: opts.services.chain }
      : opts.evmRpcUrl
        ? { chain: evmChainReader(opts.evmRpcUrl) }
        : {}),
    chat: opts.services?.chat ?? new ChatHub(opts.redis),
  };
  let brands: Brand[] = await loadBrands(opts.db);

  app.addHook("onSend", async (req, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("text/html") && !req.url.startsWith("/api/")) {
      reply.header("content-security-policy", WEB_APP_CSP);
    }
  });

  await app.register(formbody, { bodyLimit: 1_048_576 });
  // Answers of 1 KB or more go compressed to browsers that accept it (a page of goods: 19 KB of JSON, 2.7 KB
  // gzipped; on a phone's network that is most of its wait). Cached catalogue answers keep their compressed
  // copies (http/router.ts); built files and the /wap HTML are compressed at build or first use.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
  // Clients of the original API served from another host: only the origins the operator lists, and only
  // for the API. Sessions travel as a token parameter, never a cookie, so no credentials mode is needed.
  const corsOrigins = new Set(opts.corsOrigins ?? []);
  if (corsOrigins.size) {
    await app.register(cors, {
      origin: (origin, cb) => cb(null, origin !== undefined && corsOrigins.has(origin)),
      methods: ["GET", "POST"],
      allowedHeaders: ["content-type", "authorization"],
      maxAge: 600,
    });
  }
  const s3 = opts.s3 ? new S3Pictures(opts.s3) : undefined;
  if (s3) app.addHook("onClose", async () => s3.close());
  await registerUploads(app, {
    dir: opts.uploadsDir,
    s3: s3 ? { pictures: s3, buckets: () => brands.map((b) => b.bucket) } : undefined,
  });
  const serveWeb = (opts.serveWeb ?? true) && existsSync(webDist);
  installErrorHandler(app, serveWeb ? spaFallback : undefined);
  const views = new ViewCounter(opts.db);
  views.start();
  app.addHook("onClose", () => views.stop());
  // Timed jobs (orders' auto-cancel, auto-receipt and default reviews, the loans' day, the lottery's close,
  // payment expiry, discount repricing, pruning): once across instances through the job queue (jobs/,
  // decision 0022), started when the server listens and stopped on close.
  registerJobs(app, { db: opts.db, caches, clock: services.clock });
  registerActions(app, allActions, {
    db: opts.db,
    caches,
    views,
    brands: () => brands,
    services,
    resolveUser: (token) => resolveSession(opts.db, token, services.clock.now()),
  });
  // Chat: the websocket, and the hub reading the other instances' events (with Redis).
  const chatHub = services.chat as ChatHub;
  await registerChatSocket(app, { db: opts.db, hub: chatHub, clock: services.clock });
  await chatHub.start();
  app.addHook("onClose", async () => chatHub.stop());
  if (sandbox) registerPayments(app, { db: opts.db, clock: services.clock, sandbox });
  registerMedia(app, demoArtwork);
  await registerApiDocs(app);
  app.get("/healthz", async () => ({ ok: true }));

  if (serveWeb) {
    let first = true;
    for (const web of WEB_APPS) {
      if (!existsSync(web.dist)) continue;
      await app.register(fastifyStatic, {
        root: web.dist,
        prefix: web.prefix,
        wildcard: false,
        // Only the first registration adds reply.sendFile; the others share it.
        decorateReply: first,
        // The builds write Brotli and gzip copies beside their text files (apps/shop/precompress.ts): sent as they
        // are to browsers that accept them, the original otherwise.
        preCompressed: true,
        // Our cache-control below; send's own ("public, max-age=0") was written over it after setHeaders.
        cacheControl: false,
        setHeaders: (res, path) => {
          res.setHeader(
            "cache-control",
            // Built files carry their content's hash in the name: the desktop's assets/ and /wap's wap-assets/.
            /[\\/](wap-)?assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
          );
          res.setHeader("vary", "accept-encoding");
        },
      });
      first = false;
    }
  }

  return {
    app,
    db: opts.db,
    caches,
    views,
    services,
    reloadBrands: async () => {
      brands = await loadBrands(opts.db);
    },
  };
}
