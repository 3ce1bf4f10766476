/**
 * Shared pieces of the web apps. The back-office apps (seller app, platform console) take the API client, the
 * i18n start-up and the components, with "@mall/ui/styles.css" imported once at the entry; the storefront
 * takes the toast store, the language menu, the icon frame and "@mall/ui/base.css".
 */
export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  type CallOptions,
  createApiClient,
  type Params,
} from "@mall/api";
export { applyBrandTheme } from "./brand.ts";
export { Button, ButtonLink, type ButtonProps } from "./components/Button.tsx";
export { Avatar, ConsoleShell, type NavItem, type NavSection, UserChip } from "./components/ConsoleShell.tsx";
export { type Column, DataTable, type PageState } from "./components/DataTable.tsx";
export { Dialog } from "./components/Dialog.tsx";
export { Field, type FieldProps, Input, PasswordInput, TextArea } from "./components/Field.tsx";
export { LanguageMenu } from "./components/LanguageMenu.tsx";
export { LoginCard } from "./components/LoginCard.tsx";
export { Pagination, pageWindow } from "./components/Pagination.tsx";
export { PageHeader, Panel } from "./components/Panel.tsx";
export { StatusBadge, type Tone } from "./components/StatusBadge.tsx";
export { tabArrowKeys } from "./components/tab-keys.ts";
export { type TabItem, Tabs } from "./components/Tabs.tsx";
export {
  apiErrorText,
  changeLanguage,
  currentLocale,
  currentWireLang,
  initAppI18n,
  localeFromQuery,
  startLocale,
} from "./i18n/bootstrap.ts";
export * from "./icons.tsx";
export { mountApp } from "./mount.tsx";
export { ENGLISH_UI_TEXT, type UiText, UiTextProvider, uiTextFrom, useUiText } from "./text.tsx";
export { TOAST_ICONS, Toaster, toastRole } from "./toast/Toaster.tsx";
export { type ToastKind, toast, useToasts } from "./toast/toast.ts";
export { useDismiss } from "./useDismiss.ts";
export { useWide } from "./useWide.ts";
