import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

const keywordQuery = (keyword: string) => ({
  queryKey: ["search-keyword", keyword] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call("sellerGoods!search-keyword", { keyword }, { silent: true, signal }),
  staleTime: 60_000,
});

/** Header suggestions: goods and stores for what the visitor has typed so far. */
export const useKeywordSuggestions = (keyword: string) =>
  useQuery({ ...keywordQuery(keyword), enabled: keyword.length > 0, placeholderData: keepPreviousData, retry: false });

/** Same answer as the suggestions (usually already cached), used to choose goods or store results. */
export const fetchKeyword = (qc: QueryClient, keyword: string) => qc.fetchQuery(keywordQuery(keyword));
