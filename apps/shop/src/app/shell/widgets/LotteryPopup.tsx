import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CloseIcon, GiftIcon } from "../../../components/icons.tsx";
import { LOTTERY_PATH, markPopupShown, popupDueNow } from "../../../features/lottery/index.ts";
import { useCurrentLottery } from "../../../features/site/api.ts";
import s from "./widgets.module.css";

/** The activity's own page (ours, a path) or an outside one the platform set (http, https). */
const isInternal = (url: string) => url.startsWith("/") && !url.startsWith("//");
const isUsable = (url: string | undefined): url is string =>
  Boolean(url && (isInternal(url) || /^https?:\/\//.test(url)));

/**
 * The running lucky draw's invitation (spec point 4): once a day per visitor, whichever tab shows it first
 * (features/lottery/popup-day.ts), never over the draw page itself. "Take part" opens the draw page in this
 * tab. It floats over the page, so showing it moves nothing. /wap shows it as a card above its tab bar once the
 * visitor starts using the page (app/wap/WapLayout.tsx).
 */
export function LotteryPopup({ site = "desktop" }: { site?: "desktop" | "wap" }) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  // /wap has the draw page at /wap/lottery (lib/device.ts maps one to the other).
  const own = (path: string) => (site === "wap" && path.startsWith(LOTTERY_PATH) ? `/wap${path}` : path);
  const [due] = useState(popupDueNow);
  const [dismissed, setDismissed] = useState(false);
  const onDrawPage = pathname === own(LOTTERY_PATH);
  const { data } = useCurrentLottery(due && !dismissed);
  const detailUrl = data?.detailUrl;
  const url = due && !dismissed && !onDrawPage && isUsable(detailUrl) ? own(detailUrl) : undefined;
  const open = url !== undefined;

  // Counted as seen when it shows, so a second tab opened meanwhile does not show it again.
  useEffect(() => {
    if (open) markPopupShown();
  }, [open]);

  if (url === undefined) return null;
  const close = () => setDismissed(true);
  const join = isInternal(url) ? (
    <Link to={url} className={s.primaryBtn} onClick={close} data-testid="lottery-popup-join">
      {t("lottery.join")}
    </Link>
  ) : (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={s.primaryBtn}
      onClick={close}
      data-testid="lottery-popup-join"
    >
      {t("lottery.join")}
    </a>
  );

  // On a phone the invitation is a card above the tab bar, not a window over the page (a full-screen
  // interstitial is what mobile visitors, and search engines, count against a site).
  if (site === "wap") {
    return (
      <aside className={s.lotteryCard} aria-label={t("lottery.title")} data-testid="lottery-popup">
        <span className={s.lotteryCardIcon} aria-hidden="true">
          <GiftIcon size={22} />
        </span>
        <span className={s.lotteryCardText}>
          <strong>{data?.title || t("lottery.title")}</strong>
          <span>{t("lottery.text")}</span>
        </span>
        {join}
        <button type="button" className={s.lotteryCardClose} aria-label={t("common.close")} onClick={close}>
          <CloseIcon size={16} />
        </button>
      </aside>
    );
  }

  return (
    <div className={s.lotteryOverlay} role="presentation" onClick={close}>
      <div
        className={s.lottery}
        role="dialog"
        aria-modal="true"
        aria-label={t("lottery.title")}
        onClick={(e) => e.stopPropagation()}
        data-testid="lottery-popup"
      >
        <button type="button" className={s.lotteryClose} aria-label={t("common.close")} onClick={close}>
          <CloseIcon size={18} />
        </button>
        <span className={s.lotteryIcon}>
          <GiftIcon size={44} />
        </span>
        <h2 className={s.lotteryTitle}>{data?.title || t("lottery.title")}</h2>
        <p className={s.lotteryText}>{t("lottery.text")}</p>
        {join}
      </div>
    </div>
  );
}
