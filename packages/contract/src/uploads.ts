import { z } from "zod";

// Picture uploads (contract 3.10, `uploadimg!execute`): multipart `file` + `moduleName`, answered with the URL.

/** Largest accepted picture: 4500 KB (the original's limit, announced as "4M"). */
export const UPLOAD_MAX_BYTES = 4500 * 1024;
/** Pictures are recognised by their content, never by their name or declared type. */
export const UPLOAD_IMAGE_TYPES = ["jpg", "png", "webp", "gif"] as const;
/** What the file pickers offer; the server decides by content anyway. */
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";
/**
 * What the router validates before the body is read: the multipart fields (`moduleName`, `token`) are read by
 * the handler, then checked with uploadParams.
 */
export const uploadQuery = z.object({ moduleName: z.string().optional() });
export const uploadParams = z.object({
  /** Where the picture is used (evaluate, online, store, ...); required by the original. */
  moduleName: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/),
});
