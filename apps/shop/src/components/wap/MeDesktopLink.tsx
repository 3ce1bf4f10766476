import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { desktopCounterpart } from "../../lib/device.ts";
import { currentLocale } from "../../lib/locale.ts";
import { storage } from "../../lib/storage.ts";
import { ExternalIcon } from "../icons.tsx";
import s from "./me.module.css";

/**
 * "Desktop site" (issue 14): remembers the choice (ES_SITE), so the device check lets this browser stay on the
 * desktop pages, and opens the desktop page of this one with its ids and language (a full load: the desktop's
 * own frame starts).
 */
export function MeDesktopLink({ testId = "wap-desktop-link" }: { testId?: string }) {
  const { t } = useTranslation("wap");
  const { pathname, search } = useLocation();
  const href = desktopCounterpart(pathname, search, currentLocale());
  return (
    <a href={href} className={s.row} onClick={() => storage.setSite("desktop")} data-testid={testId}>
      <span className={s.rowIcon} aria-hidden="true">
        <ExternalIcon size={18} />
      </span>
      <span className={s.rowText}>
        <span className={s.rowLabel}>{t("desktopSite")}</span>
        <span className={s.rowHint}>{t("me.desktopHint")}</span>
      </span>
    </a>
  );
}
