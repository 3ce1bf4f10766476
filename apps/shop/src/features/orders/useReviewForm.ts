import { type OrderLineVo, ORDER_STATUS as S } from "@mall/contract";
import { toast } from "@mall/ui";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../lib/error-text.ts";
import { useSubmission } from "../../lib/submission.ts";
import { submitReviews, useOrdersChanged } from "./api.ts";
import { blockerOf, toReviewLines } from "./review-draft.ts";
import type { ReviewItemProps } from "./ReviewFields.tsx";
import { useReviewDrafts } from "./useReviewDrafts.ts";

/** One review per listing: the same goods bought in two variants is reviewed once (as the server counts). */
const reviewable = (lines: OrderLineVo[]) => [...new Map(lines.map((l) => [l.sellerGoodsId, l])).values()];

/** A received order not yet reviewed takes reviews; otherwise the key of what to say instead. */
export const reviewClosedKey = (o: { status: number; hasComment: number }) =>
  o.status === S.received && o.hasComment === 0
    ? null
    : o.status === S.reviewed || o.hasComment
      ? "review.done"
      : "review.notOpen";

/**
 * An order's review form, for the desktop page and the phone's: a draft per goods, the one send of them all
 * (evaluation!addList) once no picture is uploading or failed and every text is right, a second click while
 * one is in flight ignored, and the line under the form (`notice`: a refusal or what blocks the send, else
 * the reminder that reviews are public). `done` runs after every order view has been refreshed.
 */
export function useReviewForm(orderId: string, goods: OrderLineVo[] | undefined, done: () => Promise<void> | void) {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const changed = useOrdersChanged();
  const lines = useMemo(() => reviewable(goods ?? []), [goods]);
  const { drafts, patch, addFiles, removePicture } = useReviewDrafts(lines.map((l) => l.sellerGoodsId));
  const [tried, setTried] = useState(false);
  // What blocks the send (said before trying), or the server's refusal.
  const [blocked, setBlocked] = useState<string | null>(null);
  const submission = useSubmission();
  const blocker = blockerOf(drafts);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (submission.busy) return;
    setTried(true);
    setBlocked(null);
    submission.setRefusal(null);
    if (blocker.reason === "stillUploading") return setBlocked(t("errors:stillUploading"));
    if (blocker.reason === "failedPictures") return setBlocked(t("review.failedPictures"));
    if (blocker.reason === "content") return setBlocked(t("review.fixTexts"));
    void submission.run(async () => {
      await submitReviews(orderId, toReviewLines(drafts));
      toast.success(t("errors:reviewSubmitted"));
      await changed();
      await done();
    });
  };

  const entries: ReviewItemProps[] = lines.flatMap((line) => {
    const gid = line.sellerGoodsId;
    const draft = drafts.find((x) => x.sellerGoodsId === gid);
    if (!draft) return [];
    return [
      {
        line,
        draft,
        problem: tried ? blocker.contentProblems.get(gid) : undefined,
        onChange: (change) => patch(gid, (x) => ({ ...x, ...change })),
        onAddPictures: (files) => addFiles(gid, files),
        onRemovePicture: (key) => removePicture(gid, key),
      },
    ];
  });
  const refusal = blocked ?? (submission.refusal === null ? null : errorText(submission.refusal));
  const notice = refusal ?? (blocker.reason === "stillUploading" ? t("review.waitUploads") : t("review.public"));
  return { entries, notice, alert: refusal !== null, busy: submission.busy, submit };
}
