import { UPLOAD_IMAGE_TYPES } from "@mall/contract";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";

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

/**
 * A picture's pixels are what a browser must hold to show it: a 389 KB PNG can claim 20000×20000 and cost a
 * viewer 3.8 GB. Pictures larger than a 6000 px side or 36 megapixels (a 36 MP camera's full frame) are
 * refused; a header that cannot be read is left to the type check, since no browser can draw it either.
 */
export const MAX_IMAGE_SIDE = 6000;
export const MAX_IMAGE_PIXELS = 36_000_000;

export function tooManyPixels(bytes: Uint8Array): boolean {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return false;
  }
  const w = size.width ?? 0;
  const h = size.height ?? 0;
  return w > MAX_IMAGE_SIDE || h > MAX_IMAGE_SIDE || w * h > MAX_IMAGE_PIXELS;
}
