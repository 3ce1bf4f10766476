import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon, GiftIcon } from "../../../components/icons.tsx";
import { useCurrentLottery } from "../../../features/site/api.ts";
import s from "./widgets.module.css";

const SEEN_KEY = "lotterySeen";

const seen = () => {
  try {
    return sessionStorage.getItem(SEEN_KEY) === "1";
  } catch {
    return false;
  }
};

/** Shown once per browser session when the current activity has a detail URL (spec point 4). */
export function LotteryPopup() {
  const { t } = useTranslation("shell");
  const [dismissed, setDismissed] = useState(seen);
  const { data } = useCurrentLottery(!dismissed);
  const url = data?.detailUrl;
  if (dismissed || !url || !/^(https?:\/\/|\/)/.test(url)) return null;

  const close = () => {
    try {
      sessionStorage.setItem(SEEN_KEY, "1");
    } catch {
      /* the popup then shows again next visit, harmless */
    }
    setDismissed(true);
  };

  return (
    <div className={s.lotteryOverlay} role="presentation" onClick={close}>
      <div
        className={s.lottery}
        role="dialog"
        aria-modal="true"
        aria-label={t("lottery.title")}
        onClick={(e) => e.stopPropagation()}
      >
        <button type="button" className={s.lotteryClose} aria-label={t("common.close")} onClick={close}>
          <CloseIcon size={18} />
        </button>
        <span className={s.lotteryIcon}>
          <GiftIcon size={44} />
        </span>
        <h2 className={s.lotteryTitle}>{data?.title || t("lottery.title")}</h2>
        <p className={s.lotteryText}>{t("lottery.text")}</p>
        <a href={url} target="_blank" rel="noopener" className={s.primaryBtn} onClick={close}>
          {t("lottery.join")}
        </a>
      </div>
    </div>
  );
}
