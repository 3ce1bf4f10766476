import { wireLang } from "@mall/contract";
import { currentLocale } from "./locale.ts";
import { KEYS, storage } from "./storage.ts";

export type MerchantPage = "register" | "login";

/**
 * The seller app (served at /seller/) opened from the header, with the visitor's language and avatar as
 * query parameters (spec point 2, /merchantSettled and /merchantLogin).
 */
export function merchantUrl(page: MerchantPage): string {
  const user = storage.json<{ avatar?: number | string } | null>(KEYS.userInfo, null);
  const q = new URLSearchParams({ lang: wireLang(currentLocale()), avatar: String(user?.avatar ?? 1) });
  return `/seller/${page}?${q}`;
}

export const openMerchant = (page: MerchantPage) => window.open(merchantUrl(page), "_blank", "noopener");
