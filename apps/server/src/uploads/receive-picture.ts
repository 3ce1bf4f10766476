import { uploadParams } from "@mall/contract";
import { resolveSession } from "../accounts/index.ts";
import { canUpload } from "../auth/policies.ts";
import type { Ctx, CtxOf } from "../http/actions.ts";
import { fail, SessionError } from "../http/errors.ts";
import { imageTypeOf, tooManyPixels } from "./images.ts";
import { uploadUrl } from "./store.ts";

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

/**
 * Buyers (reviews, chat) and sellers (store pictures) upload, each with a session of their own app: the
 * router has already found a storefront session; a seller-app one is looked up here.
 */
async function uploader(ctx: Ctx<unknown>, token: string | undefined) {
  const user = ctx.user ?? (token ? await resolveSession(ctx.db, token, ctx.services.clock.now()) : undefined);
  if (!user || !canUpload(user)) throw new SessionError("notLoggedIn");
  return user;
}

/**
 * uploadimg!execute (contract 3.10): one picture from a multipart body, recognised by its content, stored
 * where the brand keeps its pictures; answers its URL. `token` may come in the query (as every call) or as a
 * multipart field.
 */
export async function receivePicture(ctx: CtxOf<"uploadimg!execute">): Promise<string> {
  // With the token in the query a stranger is refused before the body is read.
  if (ctx.token) await uploader(ctx, ctx.token);
  const { fields, file } = await readParts(ctx);
  if (!ctx.token) await uploader(ctx, fields.token || undefined);
  const p = uploadParams.safeParse({ moduleName: fields.moduleName ?? ctx.params.moduleName });
  if (!p.success) return fail(fields.moduleName || ctx.params.moduleName ? "paramError" : "paramMissing");
  if (!file) return fail("paramMissing");
  const type = await imageTypeOf(file);
  if (!type) return fail("imageTypeInvalid");
  if (tooManyPixels(file)) return fail("imagePixelsTooMany");
  return uploadUrl(await ctx.req.server.uploads.put(file, type, ctx.brand.bucket));
}
