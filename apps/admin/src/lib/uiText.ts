import type { UiText } from "@mall/ui";
import type { TFunction } from "i18next";

/** The shared components' own words, from the console catalogue. */
export const consoleUiText = (t: TFunction): UiText => ({
  language: t("ui.language"),
  close: t("ui.close"),
  loading: t("ui.loading"),
  empty: t("ui.empty"),
  previous: t("ui.previous"),
  next: t("ui.next"),
  pageOf: (page, pages) => t("ui.pageOf", { page, pages }),
  total: (total) => t("ui.total", { n: total }),
  showPassword: t("ui.showPassword"),
  hidePassword: t("ui.hidePassword"),
});
