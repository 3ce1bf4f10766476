import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import type { createRouter } from "./routes.tsx";

/**
 * The router and the query client are made by main.tsx before the catalogues load, so the site's frame, the
 * landing page's code and its first data are fetched meanwhile.
 */
export function App({ router, queryClient }: { router: ReturnType<typeof createRouter>; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
