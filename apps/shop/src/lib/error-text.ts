import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api.ts";

/** A failed call as a sentence in the interface language (spec point 8), for messages shown inline. */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (e: unknown): string => {
      if (!(e instanceof ApiError)) return t("shell:errors.unknown");
      const key = e.key;
      return key ? t(`errors:${key}`, { defaultValue: e.msg }) : e.msg || t("shell:errors.unknown");
    },
    [t],
  );
}
