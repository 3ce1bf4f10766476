import multipart from "@fastify/multipart";
import { ERRORS, UPLOAD_MAX_BYTES } from "@mall/contract";
import type { FastifyInstance } from "fastify";
import { IMAGE_MIME, type ImageType } from "./images.ts";
import { S3_NAME, type S3Pictures } from "./s3.ts";
import { UPLOAD_NAME, UploadStore } from "./store.ts";

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
