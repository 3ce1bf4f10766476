import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

/** "" every review, "1" shown, "0" hidden by moderation. */
export type ReviewFilter = "" | "1" | "0";

export const useReviews = (status: ReviewFilter, q: string, page: number) =>
  useQuery({
    queryKey: ["console", "reviews", status, q, page],
    queryFn: () =>
      api.call("console/reviews!list", {
        status: status || undefined,
        q: q || undefined,
        pageNum: page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export function useSetReviewStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; status: 0 | 1 }) => api.call("console/reviews!setStatus", p, { silent: true }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["console", "reviews"] });
      void qc.invalidateQueries({ queryKey: ["console", "audit"] });
    },
  });
}
