import { createRequire } from "node:module";
import { dirname } from "node:path";
import fastifyStatic from "@fastify/static";
import { API, type ActionSpec, envelopeOf } from "@mall/contract";
import type { FastifyInstance } from "fastify";
import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import type { z } from "zod";

const DOORS: Record<ActionSpec["app"], string> = {
  public: "No session needed; a storefront token, when sent, adds the caller's own fields (isKeep, isFocus).",
  shop: "Needs a storefront session (`token` from user!newlogin).",
  seller: "Needs a seller-app session (`token` from merchant/account!login).",
  console: "Needs a console session (`token` from console/auth!login).",
};

/** "order!info" → "order", "console/orders!list" → "console/orders": the module a client calls. */
const moduleOf = (name: string) => name.slice(0, name.indexOf("!"));

/**
 * The OpenAPI description of every action, made from the action table (packages/contract/src/api), so it
 * cannot drift from what the server validates and answers. Served at /api/openapi.json, shown at /api/docs.
 */
export function openApiDocument(): object {
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, spec] of Object.entries(API as Record<string, ActionSpec>)) {
    const operation = {
      operationId: name,
      tags: [moduleOf(name)],
      summary: spec.summary ?? name,
      description: [
        DOORS[spec.app],
        spec.store ? "The seller must own an approved store." : "",
        spec.permission ? `Console permission: \`${spec.permission}\`.` : "",
      ]
        .filter(Boolean)
        .join(" "),
      requestBody: {
        content: {
          "application/x-www-form-urlencoded": { schema: spec.params as z.ZodObject },
        },
      },
      responses: {
        "200": {
          description:
            'The envelope: `code` "0" with `data` on success, "1" with a catalogue sentence in `msg` on a business error, "403" when the session is missing or lost.',
          content: { "application/json": { schema: envelopeOf(spec.data) } },
        },
      },
      ...(spec.app === "public" ? {} : { security: [{ token: [] }] }),
    };
    const methods = spec.method === "ANY" ? (["get", "post"] as const) : ([spec.method.toLowerCase()] as const);
    const item: Record<string, unknown> = {};
    for (const m of methods)
      item[m] = m === "get" ? { ...operation, operationId: `${name} (GET)`, requestBody: undefined } : operation;
    paths[`/api/${name}.action`] = item;
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Mall API",
        version: "1",
        description:
          "The wire contract of the original mall API (`/api/<module>!<method>.action`; the mobile clients use `/wap/api/`). Parameters may come in the query string, a form body or a JSON object body; `lang` chooses the answer's language and `token` the session.",
      },
      components: {
        securitySchemes: { token: { type: "apiKey", in: "query", name: "token" } },
      },
      paths,
    },
    {
      // Wire params arrive as text and are coerced (z.preprocess): document what they become.
      override: (ctx) => {
        const def = ctx.zodSchema._zod.def as { type: string; in?: { _zod: { def: { type: string } } } };
        if (def.type === "pipe" && def.in?._zod.def.type === "transform" && ctx.io === "input") {
          delete ctx.jsonSchema.not;
        }
      },
      allowEmptySchema: { transform: true, pipe: true, custom: true },
    },
  );
}

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mall API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="api"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#api", deepLinking: true,
  docExpansion: "none", filter: true, defaultModelsExpandDepth: 0, supportedSubmitMethods: [] });`;

/** /api/openapi.json, and /api/docs: the same description, browsable (Swagger UI from its npm package). */
export async function registerApiDocs(app: FastifyInstance) {
  let json: string | undefined;
  app.get("/api/openapi.json", async (_req, reply) => {
    json ??= JSON.stringify(openApiDocument());
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(json);
  });
  app.get("/api/docs", async (_req, reply) => reply.header("content-type", "text/html; charset=utf-8").send(DOCS_PAGE));
  app.get("/api/docs/init.js", async (_req, reply) =>
    reply.header("content-type", "text/javascript; charset=utf-8").send(DOCS_INIT),
  );
  await app.register(fastifyStatic, {
    root: swaggerUiDist(),
    prefix: "/api/docs/assets/",
    decorateReply: false,
    allowedPath: (path) => /^\/(swagger-ui\.css|swagger-ui-bundle\.js)$/.test(path),
  });
}

function swaggerUiDist(): string {
  return dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
}
