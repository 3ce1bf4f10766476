import { REVIEW_PICTURES_MAX } from "@mall/contract";
import { toast } from "@mall/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../lib/error-text.ts";
import { newDraft, type Picture, pictureProblem, type RefusedFile, type ReviewDraft, roomFor } from "./review-draft.ts";
import { uploadPicture } from "./upload.ts";

let nextKey = 1;

/**
 * The drafts of an order's reviews, one per goods, and their pictures: each picked picture is checked,
 * then uploaded at once with its own progress; removing one cancels its upload. A refusal (of the check or
 * of the server, in the server's words) stays beside the pictures. Leaving the page cancels whatever is
 * still uploading and frees the previews.
 */
export function useReviewDrafts(goodsIds: string[]) {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const [drafts, setDrafts] = useState<ReviewDraft[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const idsKey = goodsIds.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are compared by value through idsKey
  useEffect(() => {
    if (goodsIds.length) setDrafts((ds) => (ds.length ? ds : goodsIds.map(newDraft)));
  }, [idsKey]);

  useEffect(() => {
    const running = uploads.current;
    const urls = previews.current;
    return () => {
      for (const c of running.values()) c.abort();
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, []);

  const patch = useCallback((goodsId: string, change: (d: ReviewDraft) => ReviewDraft) => {
    setDrafts((ds) => ds.map((d) => (d.sellerGoodsId === goodsId ? change(d) : d)));
  }, []);

  const patchPicture = useCallback(
    (goodsId: string, key: string, change: (p: Picture) => Picture) =>
      patch(goodsId, (d) => ({ ...d, pictures: d.pictures.map((p) => (p.key === key ? change(p) : p)) })),
    [patch],
  );

  const upload = useCallback(
    (goodsId: string, key: string, file: File) => {
      const ctrl = new AbortController();
      uploads.current.set(key, ctrl);
      uploadPicture(file, {
        moduleName: "evaluate",
        signal: ctrl.signal,
        onProgress: (f) => patchPicture(goodsId, key, (p) => ({ ...p, progress: f })),
      })
        .then((url) => patchPicture(goodsId, key, (p) => ({ ...p, url, progress: 1 })))
        .catch((e: unknown) => {
          if (ctrl.signal.aborted) return;
          patchPicture(goodsId, key, (p) => ({ ...p, failed: errorText(e) }));
        })
        .finally(() => uploads.current.delete(key));
    },
    [patchPicture, errorText],
  );

  const addFiles = useCallback(
    (goodsId: string, files: File[]) => {
      const draft = drafts.find((d) => d.sellerGoodsId === goodsId);
      if (!draft) return;
      const room = roomFor(draft);
      if (files.length > room) toast.warning(t("review.tooMany", { max: REVIEW_PICTURES_MAX }));
      const added: { picture: Picture; file: File }[] = [];
      const refused: RefusedFile[] = [];
      for (const file of files.slice(0, room)) {
        const problem = pictureProblem(file);
        if (problem) {
          refused.push({ key: `f${nextKey++}`, name: file.name, reason: t(`errors:${problem}`) });
          continue;
        }
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        added.push({ picture: { key: `p${nextKey++}`, name: file.name, preview, progress: 0 }, file });
      }
      patch(goodsId, (d) => ({ ...d, refused, pictures: [...d.pictures, ...added.map((a) => a.picture)] }));
      for (const a of added) upload(goodsId, a.picture.key, a.file);
    },
    [drafts, patch, upload, t],
  );

  const removePicture = useCallback(
    (goodsId: string, key: string) => {
      uploads.current.get(key)?.abort();
      uploads.current.delete(key);
      patch(goodsId, (d) => {
        const gone = d.pictures.find((p) => p.key === key);
        if (gone) {
          URL.revokeObjectURL(gone.preview);
          previews.current.delete(gone.preview);
        }
        return { ...d, pictures: d.pictures.filter((p) => p.key !== key) };
      });
    },
    [patch],
  );

  return { drafts, patch, addFiles, removePicture };
}
