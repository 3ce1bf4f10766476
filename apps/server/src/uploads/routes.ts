import multipart from "@fastify/multipart";
import { ERRORS, UPLOAD_MAX_BYTES, uploadParams } from "@mall/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { resolveSession } from "../accounts/sessions.ts";
import { canUpload } from "../auth/policies.ts";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail, SessionError } from "../http/errors.ts";
import { IMAGE_MIME, type ImageType, imageTypeOf } from "./images.ts";
import { UPLOAD_NAME, UploadStore, uploadUrl } from "./store.ts";
import { S3_NAME, type S3Pictures } from "./s3.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Where uploaded pictures live (registerUploads). */
    uploads: UploadStore;
  }
}

/**
 * Multipart parsing (for uploadimg!execute only; other actions read query and form parameters) and the
 * route that serves stored pictures. Call before the actions are registered.
 */
export async function registerUploads(
  app: FastifyInstance,
  o: { dir?: string | undefined; s3?: { pictures: S3Pictures; buckets: () => string[] } | undefined },
) {
  app.decorate("uploads", new UploadStore(o.dir, o.s3));
  await app.register(multipart, {
    // One picture and a few small fields; a bigger file stops at the limit instead of filling memory.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 200 },
    throwFileSizeLimit: true,
  });
  app.get<{ Params: { name: string } }>("/media/uploads/:name", async (req, reply) => {
    const name = req.params.name;
    const file = await app.uploads.read(name);
    if (!file) return reply.status(404).send({ code: "1", msg: ERRORS.paramError.zh, data: null });
    const type = (UPLOAD_NAME.exec(name)?.[1] ?? S3_NAME.exec(name)?.[3] ?? "png") as ImageType;
    if (file.size !== undefined) reply.header("content-length", file.size);
    return reply
      .header("content-type", IMAGE_MIME[type])
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'")
      .send(file.stream);
  });
}

type Parts = { fields: Record<string, string>; file: Buffer | undefined };

async function readParts(ctx: Ctx<unknown>): Promise<Parts> {
  const out: Parts = { fields: {}, file: undefined };
  if (!ctx.req.isMultipart()) return out;
  try {
    for await (const part of ctx.req.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "file" && !out.file) out.file = bytes;
      } else if (typeof part.value === "string") {
        out.fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") fail("imageTooLarge");
    // Everything else here is the body not being the multipart it claims (cut short, malformed, too many parts).
    return fail("paramError");
  }
  return out;
}

/** Buyers (reviews, chat) and sellers (store pictures) upload; each with a session of their own app. */
async function uploader(ctx: Ctx<unknown>, token: string | undefined) {
  const user = ctx.user ?? (token ? await resolveSession(ctx.db, token, ctx.services.clock.now()) : undefined);
  if (!user || !canUpload(user)) throw new SessionError(token ? "tokenInvalid" : "notLoggedIn");
  return user;
}

/** Contract 3.10. `token` may come in the query (as every call) or as a multipart field. */
export const uploadActions: AnyAction[] = [
  action({
    name: "uploadimg!execute",
    method: "ANY",
    params: z.object({ moduleName: z.string().optional() }),
    rateLimit: [{ rule: "upload", by: "ip" }],
    handler: async (ctx) => {
      // With the token in the query a stranger is refused before the body is read.
      if (ctx.token) await uploader(ctx, ctx.token);
      const { fields, file } = await readParts(ctx);
      if (!ctx.token) await uploader(ctx, fields.token || undefined);
      const p = uploadParams.safeParse({ moduleName: fields.moduleName ?? ctx.params.moduleName });
      if (!p.success) return fail(fields.moduleName || ctx.params.moduleName ? "paramError" : "paramMissing");
      if (!file) return fail("paramMissing");
      const type = await imageTypeOf(file);
      if (!type) return fail("imageTypeInvalid");
      return uploadUrl(await ctx.req.server.uploads.put(file, type, ctx.brand.bucket));
    },
  }),
];
