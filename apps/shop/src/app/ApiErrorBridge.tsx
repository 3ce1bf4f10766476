import { toast } from "@mall/ui";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type ApiError, onApiError, onSessionLost } from "../lib/api.ts";
import { clearSession } from "../lib/session.ts";

/** Spec point 7: the same message within 500 ms of its previous showing is announced only once. */
const DEBOUNCE_MS = 500;

/** Turns failed calls into translated toasts and a lost session into a clean logout. */
export function ApiErrorBridge() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const lastSeen = new Map<string, number>();
    const offError = onApiError((err: ApiError) => {
      const now = Date.now();
      const prev = lastSeen.get(err.msg);
      lastSeen.set(err.msg, now);
      if (prev !== undefined && now - prev < DEBOUNCE_MS) return;
      const key = err.key;
      toast.error(key ? t(`errors:${key}`, { defaultValue: err.msg }) : err.msg || t("shell:errors.unknown"));
    });
    const offLost = onSessionLost(() => {
      clearSession();
      const at = window.location.pathname;
      if (at !== "/" && at !== "/index") navigate("/");
    });
    return () => {
      offError();
      offLost();
    };
  }, [t, navigate]);

  return null;
}
