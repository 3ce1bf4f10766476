import type { CSSProperties, ReactNode } from "react";
import { useUiText } from "../text.tsx";
import { Pagination } from "./Pagination.tsx";
import s from "./DataTable.module.css";

export type Column<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** CSS width (e.g. "120px", "20%"). */
  width?: string;
  align?: "start" | "center" | "end";
};

export type PageState = { page: number; pageSize: number; total: number; onChange: (page: number) => void };

/**
 * A list of records with optional pagination; empty and loading states included. On phones (below 640px) each
 * row is a card and each cell a line of it, beside its column's header (a column without a text header, such
 * as the actions, takes the whole line).
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  pagination,
  caption,
}: {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /** Shown when there are no rows (default: the "No data" text). */
  empty?: ReactNode;
  pagination?: PageState;
  /** Read by screen readers only. */
  caption?: string;
}) {
  const text = useUiText();
  const list = rows ?? [];
  return (
    <div className={s.wrap} aria-busy={loading || undefined}>
      <div className={s.scroll}>
        <table className={s.table}>
          {caption && <caption className="visually-hidden">{caption}</caption>}
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} style={{ inlineSize: c.width, textAlign: c.align ?? "start" }} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    // A phone's card names each line by its column (drawn by CSS, so not part of the text).
                    data-label={typeof c.header === "string" ? c.header : undefined}
                    style={{ "--align": c.align ?? "start" } as CSSProperties}
                  >
                    <div className={s.value}>{c.render(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {list.length === 0 && <div className={s.empty}>{loading ? text.loading : (empty ?? text.empty)}</div>}
        {loading && list.length > 0 && <div className={s.veil} aria-hidden="true" />}
      </div>
      {pagination && pagination.total > 0 && (
        <div className={s.foot}>
          <Pagination {...pagination} />
        </div>
      )}
    </div>
  );
}
