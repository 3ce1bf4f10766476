import type { TFunction } from "i18next";
import { createContext, type ReactNode, useContext } from "react";

/**
 * The few words the shared components say themselves. The package holds no catalogue: each app passes
 * these from its own namespace (seller, console) once, at the root.
 */
export type UiText = {
  language: string;
  close: string;
  loading: string;
  empty: string;
  previous: string;
  next: string;
  /** "Page 2 of 7" */
  pageOf: (page: number, pages: number) => string;
  /** "128 in total" */
  total: (total: number) => string;
  showPassword: string;
  hidePassword: string;
  /** The button that opens the navigation on narrow screens. */
  menu: string;
};

export const ENGLISH_UI_TEXT: UiText = {
  language: "Language",
  close: "Close",
  loading: "Loading…",
  empty: "No data",
  previous: "Previous",
  next: "Next",
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  total: (total) => `${total} in total`,
  showPassword: "Show password",
  hidePassword: "Hide password",
  menu: "Menu",
};

/**
 * The words from an app catalogue that keeps them under `ui.*`, as the seller app's and the console's do (the
 * menu button's word may be under `nav.menu` instead).
 */
export const uiTextFrom = (t: TFunction): UiText => ({
  language: t("ui.language"),
  close: t("ui.close"),
  loading: t("ui.loading"),
  empty: t("ui.empty"),
  previous: t("ui.previous"),
  next: t("ui.next"),
  pageOf: (page, pages) => t("ui.pageOf", { page, pages }),
  // One catalogue names the number {{total}}, the other {{n}}.
  total: (total) => t("ui.total", { total, n: total }),
  showPassword: t("ui.showPassword"),
  hidePassword: t("ui.hidePassword"),
  // The console keeps the word with its navigation (nav.menu); English until a catalogue has it.
  menu: t(["ui.menu", "nav.menu"], { defaultValue: ENGLISH_UI_TEXT.menu }),
});

const Ctx = createContext<UiText>(ENGLISH_UI_TEXT);

export function UiTextProvider({ value, children }: { value: UiText; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export const useUiText = () => useContext(Ctx);
