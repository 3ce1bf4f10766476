import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

export const useOutbox = (q: string, page: number) =>
  useQuery({
    queryKey: ["console", "outbox", q, page],
    queryFn: () => api.call("console/mail!outbox", { q: q || undefined, pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // New verification codes arrive while a tester waits on this page.
    refetchInterval: 10_000,
  });
