import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api.ts";

/**
 * A failed call as a sentence in the interface language (spec point 8): the server's catalogue sentence
 * (`msg`) through the errors catalogue, or as it came when the catalogue does not know it.
 */
export function errorSentence(t: TFunction, e: unknown): string {
  if (!(e instanceof ApiError)) return t("shell:errors.unknown");
  const key = e.key;
  return key ? t(`errors:${key}`, { defaultValue: e.msg }) : e.msg || t("shell:errors.unknown");
}

/** errorSentence for messages shown inline. */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback((e: unknown): string => errorSentence(t, e), [t]);
}
