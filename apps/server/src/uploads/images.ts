import { UPLOAD_IMAGE_TYPES } from "@mall/contract";
import { fileTypeFromBuffer } from "file-type";

export type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

export const IMAGE_MIME: Record<ImageType, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

/**
 * The picture type a file really is, read from its first bytes; undefined for anything else. The name and
 * the declared content type are the sender's word and are ignored: an HTML page called photo.png stays HTML.
 */
export async function imageTypeOf(bytes: Uint8Array): Promise<ImageType | undefined> {
  if (bytes.length === 0) return undefined;
  const found = await fileTypeFromBuffer(bytes);
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(found?.ext ?? "") ? (found?.ext as ImageType) : undefined;
}
