import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { GoodsSort, SortKey } from "../goods/sort.ts";
import { type SortChoice, sortChoices, sortId } from "./browse-feed.ts";
import s from "./browse.module.css";
import { Sheet } from "./Sheet.tsx";

export type BrowseFilter = { sort: GoodsSort; discount: boolean };

function useSortLabel() {
  const { t } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  return (c: Pick<SortChoice, "sort">) =>
    c.sort.key === "isPrice" ? tw(c.sort.dir === 1 ? "browse.priceUp" : "browse.priceDown") : t(`sort.${c.sort.key}`);
}

/**
 * A goods list's order and filter on a phone: a bar with the current order, and a sheet to change both. The
 * discount filter is offered only where the list's call takes it (`withDiscount`).
 */
export function BrowseSort({
  value,
  onChange,
  keys = ["default", "isHot", "isNew", "isPrice"],
  withDiscount = false,
  total,
}: {
  value: BrowseFilter;
  onChange: (v: BrowseFilter) => void;
  keys?: SortKey[];
  withDiscount?: boolean;
  total?: number | undefined;
}) {
  const { t } = useTranslation("wap");
  const { t: tp } = useTranslation("pages");
  const label = useSortLabel();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const choices = sortChoices(keys);
  const current = choices.find((c) => c.id === sortId(value.sort)) ?? choices[0];
  const filters = withDiscount && value.discount ? 1 : 0;
  const show = () => {
    setDraft(value);
    setOpen(true);
  };
  const apply = (v: BrowseFilter) => {
    setOpen(false);
    if (sortId(v.sort) !== sortId(value.sort) || v.discount !== value.discount) onChange(v);
  };
  return (
    <>
      <div className={s.sortBar}>
        <button type="button" className={s.sortBtn} onClick={show} data-testid="wap-sort">
          <SortIcon />
          <span>{current ? label(current) : tp("sort.label")}</span>
        </button>
        {withDiscount && (
          <button type="button" className={s.sortBtn} onClick={show} aria-pressed={filters > 0}>
            <FilterIcon />
            <span>{filters > 0 ? t("browse.filterCount", { count: filters }) : t("browse.filter")}</span>
          </button>
        )}
        {total !== undefined && <span className={s.sortTotal}>{tp("common.resultsCount", { count: total })}</span>}
      </div>
      <Sheet
        open={open}
        title={withDiscount ? t("browse.sortAndFilter") : tp("sort.label")}
        onClose={() => setOpen(false)}
      >
        <fieldset className={s.sheetGroup}>
          <legend>{tp("sort.label")}</legend>
          {choices.map((c) => (
            <label key={c.id} className={s.option}>
              <input
                type="radio"
                name="wap-sort"
                checked={sortId(draft.sort) === c.id}
                onChange={() => {
                  const next = { ...draft, sort: c.sort };
                  // Without filters a choice is all there is to say: apply it at once.
                  if (withDiscount) setDraft(next);
                  else apply(next);
                }}
              />
              <span>{label(c)}</span>
            </label>
          ))}
        </fieldset>
        {withDiscount && (
          <>
            <fieldset className={s.sheetGroup}>
              <legend>{t("browse.filter")}</legend>
              <label className={s.option}>
                <input
                  type="checkbox"
                  checked={draft.discount}
                  onChange={(e) => setDraft({ ...draft, discount: e.target.checked })}
                />
                <span>{tp("search.discountOnly")}</span>
              </label>
            </fieldset>
            <div className={s.sheetActions}>
              <button
                type="button"
                className={s.ghostBtn}
                onClick={() => setDraft({ sort: { key: "default", dir: 2 }, discount: false })}
              >
                {t("browse.reset")}
              </button>
              <button type="button" className={s.primaryBtn} onClick={() => apply(draft)} data-testid="wap-sort-apply">
                {t("browse.apply")}
              </button>
            </div>
          </>
        )}
      </Sheet>
    </>
  );
}

function SortIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />
    </svg>
  );
}
function FilterIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 5h16l-6 7v6l-4 2v-8z" />
    </svg>
  );
}
