import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChevronIcon } from "./icons.tsx";
import type { GoodsSort, SortKey } from "./sort.ts";
import s from "./ui.module.css";

/**
 * Sorting tabs. Sales and newest sort descending; price toggles ascending/descending on each click.
 * `keys` lets the store page offer "recommended" (isRec) which the API honours only with a seller.
 */
export function SortBar({
  value,
  onChange,
  keys = ["default", "isHot", "isNew", "isPrice"],
  total,
  children,
}: {
  value: GoodsSort;
  onChange: (s: GoodsSort) => void;
  keys?: SortKey[];
  total?: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation("pages");
  const pick = (key: SortKey) => {
    if (key === "isPrice") onChange({ key, dir: value.key === "isPrice" && value.dir === 1 ? 2 : 1 });
    else onChange({ key, dir: 2 });
  };
  return (
    <div className={s.sortBar}>
      <span className={s.sortLabel}>{t("sort.label")}</span>
      <div className={s.sortTabs}>
        {keys.map((k) => {
          const active = value.key === k;
          return (
            <button
              type="button"
              key={k}
              className={`${s.sortTab} ${active ? s.sortTabActive : ""}`}
              aria-pressed={active}
              onClick={() => pick(k)}
            >
              {t(`sort.${k}`)}
              {k === "isPrice" && (
                <ChevronIcon
                  size={14}
                  dir={active && value.dir === 2 ? "down" : "up"}
                  className={active ? "" : s.dim}
                />
              )}
            </button>
          );
        })}
      </div>
      <div className={s.sortExtra}>
        {children}
        {total !== undefined && <span className={s.sortTotal}>{t("common.resultsCount", { count: total })}</span>}
      </div>
    </div>
  );
}
