import { useTranslation } from "react-i18next";
import { ChevronIcon } from "./icons.tsx";
import s from "./ui.module.css";

/** Page numbers with ellipses around the current page: 1 … 4 5 [6] 7 8 … 20. */
export function pageItems(current: number, total: number): (number | "gap")[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const items: (number | "gap")[] = [1];
  const from = Math.max(2, current - 2);
  const to = Math.min(total - 1, current + 2);
  if (from > 2) items.push("gap");
  for (let i = from; i <= to; i++) items.push(i);
  if (to < total - 1) items.push("gap");
  items.push(total);
  return items;
}

/** `scrollTop` is off for lists inside a page (reviews) where jumping to the top would lose the reader. */
export function Pagination({
  page,
  totalPages,
  onChange,
  scrollTop = true,
}: {
  page: number;
  totalPages: number;
  onChange: (p: number) => void;
  scrollTop?: boolean;
}) {
  const { t } = useTranslation("pages");
  if (totalPages <= 1) return null;
  const go = (p: number) => {
    onChange(p);
    if (scrollTop) window.scrollTo({ top: 0, behavior: "smooth" });
  };
  return (
    <nav className={s.pagination} aria-label={t("common.pagination")}>
      <button
        type="button"
        className={s.pageBtn}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
        aria-label={t("common.prevPage")}
      >
        <ChevronIcon dir="start" />
      </button>
      {pageItems(page, totalPages).map((it, i) =>
        it === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: two gaps can exist; their position is their identity
          <span key={`gap${i}`} className={s.pageGap}>
            …
          </span>
        ) : (
          <button
            type="button"
            key={it}
            className={`${s.pageBtn} ${it === page ? s.pageBtnActive : ""}`}
            aria-current={it === page ? "page" : undefined}
            onClick={() => go(it)}
          >
            {it}
          </button>
        ),
      )}
      <button
        type="button"
        className={s.pageBtn}
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
        aria-label={t("common.nextPage")}
      >
        <ChevronIcon dir="end" />
      </button>
    </nav>
  );
}
