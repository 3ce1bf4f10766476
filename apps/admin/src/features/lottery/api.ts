import type { LotteryInput } from "@mall/contract";
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

const KEY = ["console", "lottery"] as const;

export const useLotteries = (page: number) =>
  useQuery({
    queryKey: [...KEY, "list", page],
    queryFn: () => api.call("console/lottery!list", { pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // Draws keep coming while staff look at the counts.
    refetchInterval: 60_000,
  });

export const useLottery = (id: number | undefined) =>
  useQuery({
    queryKey: [...KEY, "detail", id],
    queryFn: id === undefined ? skipToken : () => api.call("console/lottery!get", { id }),
  });

function useChanged() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: KEY });
}

/** The dialogs show a refusal themselves, so the writes are silent. */
const quiet = { silent: true } as const;

/** A JSON body: the prizes are a list. */
export const useSaveLottery = () =>
  useMutation({
    mutationFn: (p: LotteryInput & { id?: number }) => api.call("console/lottery!save", p, { json: true, ...quiet }),
    onSuccess: useChanged(),
  });

export const usePublishLottery = () =>
  useMutation({
    mutationFn: (id: number) => api.call("console/lottery!publish", { id }, quiet),
    onSuccess: useChanged(),
  });

export const useCloseLottery = () =>
  useMutation({
    mutationFn: (id: number) => api.call("console/lottery!close", { id }, quiet),
    onSuccess: useChanged(),
  });
