import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api.ts";

/** Catalogue data changes slowly; 30 s keeps back-and-forth browsing instant without going stale. */
export const CATALOGUE_STALE_MS = 30_000;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CATALOGUE_STALE_MS,
        refetchOnWindowFocus: false,
        // A business answer will not change on retry; a dropped connection might.
        retry: (count, err) => err instanceof ApiError && err.key === "networkError" && count < 1,
      },
    },
  });
