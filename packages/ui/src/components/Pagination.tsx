import { ChevronEndIcon, ChevronStartIcon } from "../icons.tsx";
import { useUiText } from "../text.tsx";
import s from "./Pagination.module.css";

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pages: number, span = 2): (number | "gap")[] {
  const out: (number | "gap")[] = [];
  const from = Math.max(1, page - span);
  const to = Math.min(pages, page + span);
  if (from > 1) out.push(1);
  if (from > 2) out.push("gap");
  for (let p = from; p <= to; p++) out.push(p);
  if (to < pages - 1) out.push("gap");
  if (to < pages) out.push(pages);
  return out;
}

export function Pagination({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const text = useUiText();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (p: number) => {
    if (p >= 1 && p <= pages && p !== page) onChange(p);
  };
  return (
    <nav className={s.pagination} aria-label={text.pageOf(page, pages)}>
      <span className={s.total}>{text.total(total)}</span>
      <button
        type="button"
        className={s.step}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label={text.previous}
      >
        <ChevronStartIcon size={16} className={s.flip} />
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap${i}`} className={s.gap}>
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`${s.page} ${p === page ? s.current : ""}`}
            aria-current={p === page ? "page" : undefined}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={s.step}
        onClick={() => go(page + 1)}
        disabled={page >= pages}
        aria-label={text.next}
      >
        <ChevronEndIcon size={16} className={s.flip} />
      </button>
    </nav>
  );
}
