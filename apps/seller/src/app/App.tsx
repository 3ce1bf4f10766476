import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster, UiTextProvider, uiTextFrom } from "@mall/ui";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router";
import { queryClient } from "./queryClient.ts";
import { router } from "./router.tsx";

export function App() {
  const { t } = useTranslation("seller");
  // The shared components' own words, in the seller app's language.
  const text = useMemo(() => uiTextFrom(t), [t]);
  return (
    <QueryClientProvider client={queryClient}>
      <UiTextProvider value={text}>
        <RouterProvider router={router} />
        <Toaster />
      </UiTextProvider>
    </QueryClientProvider>
  );
}
