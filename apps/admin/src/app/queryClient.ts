import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@mall/ui";

/** Staff expect what they see to be current: short freshness, and no retry of a business answer. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        refetchOnWindowFocus: true,
        retry: (count, err) => err instanceof ApiError && err.key === "networkError" && count < 1,
      },
      mutations: { retry: false },
    },
  });
