import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@mall/ui";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A business answer does not change by asking again; only a network failure earns one retry.
      retry: (count, err) => count < 1 && err instanceof ApiError && err.key === "networkError",
    },
  },
});
