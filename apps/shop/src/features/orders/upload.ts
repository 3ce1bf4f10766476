import { upload } from "../../lib/api.ts";

/** What the review's picture picker offers (spec point 5: JPEG and PNG); review-draft.ts checks the pick. */
export const REVIEW_PICTURE_ACCEPT = "image/jpeg,image/png,.jpg,.jpeg,.png";

/**
 * uploadimg!execute through the one API client, with progress. Resolves with the picture's address; rejects
 * with its ApiError (the server's refusal: its catalogue sentence in `msg`, or the network failure) or an
 * AbortError. Silent: the refusal is shown beside the picture, not as a toast.
 */
export function uploadPicture(
  file: File,
  o: { moduleName: string; onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<string> {
  return upload(file, o.moduleName, {
    silent: true,
    onProgress: (f) => o.onProgress(Math.min(1, f)),
    ...(o.signal ? { signal: o.signal } : {}),
  });
}
