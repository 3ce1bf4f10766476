import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from "@mall/contract";
import type { PhotoState } from "./loan-terms.ts";

/**
 * The ID pictures apart from React: what the pickers accept and what state a picture is in. One picture:
 * its preview, how far its upload is, then its address or why it failed.
 */
export type Photo = { name: string; preview: string; progress: number; url?: string; failed?: string };
export type PhotoRefusal = "photoType" | "photoSize";

/** What the pickers offer; the server recognises pictures by their content anyway. */
export const PHOTO_ACCEPT = UPLOAD_ACCEPT;
const ACCEPTED = new Set(UPLOAD_ACCEPT.split(","));

/** Why a picked file is refused before it is sent (a credit.problems key), or undefined. */
export function photoFileProblem(f: { type: string; size: number }): PhotoRefusal | undefined {
  if (f.type && !ACCEPTED.has(f.type.toLowerCase())) return "photoType";
  if (f.size > UPLOAD_MAX_BYTES) return "photoSize";
  return undefined;
}

export const photoState = (p: Photo | undefined): PhotoState =>
  !p ? "missing" : p.url !== undefined ? "done" : p.failed !== undefined ? "failed" : "uploading";
