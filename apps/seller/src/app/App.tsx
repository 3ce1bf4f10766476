import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster, type UiText, UiTextProvider } from "@mall/ui";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router";
import { queryClient } from "./queryClient.ts";
import { router } from "./router.tsx";

/** The shared components' own words, in the seller app's language. */
function useUiText(): UiText {
  const { t } = useTranslation("seller");
  return useMemo(
    () => ({
      language: t("ui.language"),
      close: t("ui.close"),
      loading: t("ui.loading"),
      empty: t("ui.empty"),
      previous: t("ui.previous"),
      next: t("ui.next"),
      pageOf: (page, pages) => t("ui.pageOf", { page, pages }),
      total: (total) => t("ui.total", { total }),
      showPassword: t("ui.showPassword"),
      hidePassword: t("ui.hidePassword"),
    }),
    [t],
  );
}

export function App() {
  const text = useUiText();
  return (
    <QueryClientProvider client={queryClient}>
      <UiTextProvider value={text}>
        <RouterProvider router={router} />
        <Toaster />
      </UiTextProvider>
    </QueryClientProvider>
  );
}
