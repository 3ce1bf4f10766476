/**
 * Shared pieces of the back-office apps (seller app, platform console): the API client, the i18n start-up,
 * and a small set of components. Import "@mall/ui/styles.css" once at the app's entry.
 */
export {
  ApiError,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  createApiClient,
  type Params,
} from "@mall/api";
export {
  apiErrorText,
  changeLanguage,
  currentLocale,
  currentWireLang,
  initAppI18n,
  localeFromQuery,
  startLocale,
} from "./i18n/bootstrap.ts";
export { applyBrandTheme } from "./brand.ts";
export { ENGLISH_UI_TEXT, type UiText, UiTextProvider, useUiText } from "./text.tsx";
export { toast, type ToastKind, useToasts } from "./toast/toast.ts";
export { Toaster } from "./toast/Toaster.tsx";
export { Button, ButtonLink, type ButtonProps } from "./components/Button.tsx";
export { Field, type FieldProps, Input, PasswordInput, TextArea } from "./components/Field.tsx";
export { type TabItem, Tabs } from "./components/Tabs.tsx";
export { PageHeader, Panel } from "./components/Panel.tsx";
export { StatusBadge, type Tone } from "./components/StatusBadge.tsx";
export { type Column, DataTable, type PageState } from "./components/DataTable.tsx";
export { Pagination, pageWindow } from "./components/Pagination.tsx";
export { LanguageMenu } from "./components/LanguageMenu.tsx";
export { LoginCard } from "./components/LoginCard.tsx";
export { Avatar, ConsoleShell, type NavItem, type NavSection, UserChip } from "./components/ConsoleShell.tsx";
export * from "./icons.tsx";
export { Dialog } from "./components/Dialog.tsx";
