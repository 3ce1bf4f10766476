import { useTranslation } from "react-i18next";
import { ArrowUpIcon } from "../../../components/icons.tsx";
import { useScrolledPast } from "../useScrolledPast.ts";
import s from "./widgets.module.css";

/** Spec point 9: appears after 100px of scrolling. */
export const BACK_TO_TOP_AFTER = 100;

export function BackToTop() {
  const { t } = useTranslation("shell");
  const visible = useScrolledPast(BACK_TO_TOP_AFTER);
  return (
    <button
      type="button"
      className={`${s.topFab} ${visible ? s.topFabVisible : ""}`}
      aria-label={t("common.backToTop")}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
