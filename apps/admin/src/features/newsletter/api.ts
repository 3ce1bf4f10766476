import type { DataOf, ParamsOf } from "@mall/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

export type Subscriber = DataOf<"console/newsletter!list">["pageList"][number];
export type Mailing = DataOf<"console/newsletter!mailings">["pageList"][number];
export type SubscriberFilter = { q: string; brandId: string };

const KEY = ["console", "newsletter"] as const;
const filterParams = (f: SubscriberFilter) => ({ q: f.q || undefined, brandId: f.brandId || undefined });

export const useNewsletterSummary = () =>
  useQuery({ queryKey: [...KEY, "summary"], queryFn: () => api.call("console/newsletter!summary") });

export const useSubscribers = (f: SubscriberFilter, page: number) =>
  useQuery({
    queryKey: [...KEY, "list", f, page],
    queryFn: () => api.call("console/newsletter!list", { ...filterParams(f), pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useMailings = (page: number) =>
  useQuery({
    queryKey: [...KEY, "mailings", page],
    queryFn: () => api.call("console/newsletter!mailings", { pageNum: page, pageSize: 5 }),
    placeholderData: keepPreviousData,
  });

export function useRemoveSubscriber() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call("console/newsletter!remove", { id }, { silent: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSendMailing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/newsletter!send">) => api.call("console/newsletter!send", p, { silent: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

/**
 * Every subscriber matching the filter, not just the page on screen: the export action's batches, one after
 * another (keyset by id), until the server says there is no next one.
 */
export async function fetchAllSubscribers(
  f: SubscriberFilter,
  onProgress: (count: number) => void,
  signal?: AbortSignal,
): Promise<Subscriber[]> {
  const all: Subscriber[] = [];
  let after: number | undefined;
  do {
    const batch = await api.call("console/newsletter!export", { ...filterParams(f), after }, { signal });
    all.push(...batch.rows);
    onProgress(all.length);
    after = batch.next ?? undefined;
  } while (after !== undefined);
  return all;
}

/** Drawn once per send form, so a double click or a retried request sends one mailing. */
export const newRequestId = (): string => `nl-${crypto.randomUUID()}`;
