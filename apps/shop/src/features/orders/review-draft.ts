import { REVIEW_PICTURES_MAX, REVIEW_TEXT_MAX, type ReviewLine, UPLOAD_MAX_BYTES } from "@mall/contract";

/**
 * The review form of an order (spec point 5): per goods a rating bucket, 1–5 stars, a required text and up
 * to 9 pictures. Limits come from @mall/contract, which the server validates with too.
 */
export type Bucket = 1 | 2 | 3;
export const BUCKETS = [
  { value: 1, key: "good" },
  { value: 2, key: "medium" },
  { value: 3, key: "bad" },
] as const;

export type Picture = {
  /** Identifies the picture while it uploads (two picks of one file are two pictures). */
  key: string;
  name: string;
  /** A local object URL, shown until (and after) the upload finishes. */
  preview: string;
  /** 0..1 while uploading. */
  progress: number;
  /** The server's address once uploaded. */
  url?: string;
  /** Why the upload failed, as a sentence to show. */
  failed?: string;
};

/** A picked file that was not added (not a JPEG or PNG, too large), and why, as a sentence to show. */
export type RefusedFile = { key: string; name: string; reason: string };

export type ReviewDraft = {
  sellerGoodsId: string;
  evaluationType: Bucket;
  rating: number;
  content: string;
  pictures: Picture[];
  /** The files of the last pick that were refused before sending; the next pick replaces them. */
  refused: RefusedFile[];
};

export const newDraft = (sellerGoodsId: string): ReviewDraft => ({
  sellerGoodsId,
  evaluationType: 1,
  rating: 5,
  content: "",
  pictures: [],
  refused: [],
});

/** Stars suggest the bucket: 4–5 good, 3 medium, 1–2 bad (the buyer may still pick another). */
export const bucketOfRating = (rating: number): Bucket => (rating >= 4 ? 1 : rating === 3 ? 2 : 3);

export const isUploading = (p: Picture) => p.url === undefined && p.failed === undefined;

/** How many more pictures a goods' review can take. */
export const roomFor = (d: ReviewDraft) => Math.max(0, REVIEW_PICTURES_MAX - d.pictures.length);

const JPEG_OR_PNG = new Set(["image/jpeg", "image/jpg", "image/png"]);
const JPEG_OR_PNG_NAME = /\.(jpe?g|png)$/i;

/**
 * What the picture field says under the pictures: each picture the server refused, by its place and name,
 * with the server's reason; then each file refused before sending. Nothing while all is well.
 */
export function pictureNotes(
  d: Pick<ReviewDraft, "pictures" | "refused">,
): ({ kind: "picture"; key: string; n: number; name: string; reason: string } | ({ kind: "file" } & RefusedFile))[] {
  return [
    ...d.pictures.flatMap((p, i) =>
      p.failed === undefined
        ? []
        : [{ kind: "picture" as const, key: p.key, n: i + 1, name: p.name, reason: p.failed }],
    ),
    ...d.refused.map((r) => ({ kind: "file" as const, ...r })),
  ];
}

/** Why a chosen file is refused before it is sent (an errors-catalogue key), or undefined. */
export function pictureProblem(f: {
  name: string;
  type: string;
  size: number;
}): "imageTypeInvalid" | "imageTooLarge" | undefined {
  const typeOk = f.type ? JPEG_OR_PNG.has(f.type.toLowerCase()) : JPEG_OR_PNG_NAME.test(f.name);
  const nameOk = !/\.[^.]+$/.test(f.name) || JPEG_OR_PNG_NAME.test(f.name);
  if (!typeOk || !nameOk) return "imageTypeInvalid";
  if (f.size > UPLOAD_MAX_BYTES) return "imageTooLarge";
  return undefined;
}

/**
 * What stops the submission, first things first: pictures still uploading (spec point 5), pictures that
 * failed (remove or replace them), then texts missing or too long (by goods).
 */
export function blockerOf(drafts: ReviewDraft[]): {
  reason: "stillUploading" | "failedPictures" | "content" | undefined;
  contentProblems: Map<string, "required" | "tooLong">;
} {
  const contentProblems = new Map<string, "required" | "tooLong">();
  for (const d of drafts) {
    const text = d.content.trim();
    if (!text) contentProblems.set(d.sellerGoodsId, "required");
    else if (text.length > REVIEW_TEXT_MAX) contentProblems.set(d.sellerGoodsId, "tooLong");
  }
  const pictures = drafts.flatMap((d) => d.pictures);
  const reason = pictures.some(isUploading)
    ? "stillUploading"
    : pictures.some((p) => p.failed !== undefined)
      ? "failedPictures"
      : contentProblems.size > 0
        ? "content"
        : undefined;
  return { reason, contentProblems };
}

/** evaluation!addList's evaluationAdds: the uploaded pictures as imgUrl1..imgUrl9, in the order shown. */
export function toReviewLines(drafts: ReviewDraft[]): ReviewLine[] {
  return drafts.map((d) => {
    const urls = d.pictures.flatMap((p) => (p.url ? [p.url] : [])).slice(0, REVIEW_PICTURES_MAX);
    const line: ReviewLine = {
      sellerGoodsId: Number(d.sellerGoodsId),
      evaluationType: d.evaluationType,
      rating: Math.max(1, Math.min(5, Math.round(d.rating))),
      content: d.content.trim(),
    };
    urls.forEach((url, i) => {
      line[`imgUrl${i + 1}` as `imgUrl${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`] = url;
    });
    return line;
  });
}
