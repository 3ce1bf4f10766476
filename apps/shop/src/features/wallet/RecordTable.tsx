import type { ReactNode } from "react";
import { ChevronIcon } from "../../components/goods/icons.tsx";
import s from "./wallet.module.css";

export type RecordColumn<T> = {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Numbers: aligned to the end of the reading direction. */
  end?: boolean;
  /** On a narrow page, a cell that takes the card's whole width. */
  wide?: boolean;
};

/**
 * A list of wallet records: a table on a wide page, one labelled card per record on a narrow one (the
 * wallet's container query). The first column heads each card. A click anywhere on a row opens it; the
 * button at its end does the same for the keyboard.
 */
export function RecordTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  onOpen,
  openLabel,
  openHeader,
  stale,
  testId,
}: {
  caption: string;
  columns: RecordColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  onOpen: (row: T) => void;
  openLabel: (row: T) => string;
  /** The heading of the buttons' column (read out only). */
  openHeader: string;
  stale: boolean;
  testId: string;
}) {
  const [lead, ...rest] = columns;
  return (
    <div className={`${s.tableWrap} ${stale ? s.stale : ""}`}>
      <table className={s.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.end ? s.end : undefined}>
                {c.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{openHeader}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} className={s.row} onClick={() => onOpen(r)} data-testid={testId}>
              {lead && <td className={s.lead}>{lead.cell(r)}</td>}
              {rest.map((c) => (
                <td
                  key={c.key}
                  data-label={c.label}
                  className={[c.end ? s.end : "", c.wide ? s.wide : ""].join(" ").trim() || undefined}
                >
                  {c.cell(r)}
                </td>
              ))}
              <td className={s.openCell}>
                <button
                  type="button"
                  className={s.openBtn}
                  aria-label={openLabel(r)}
                  title={openLabel(r)}
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(r);
                  }}
                >
                  <ChevronIcon dir="end" size={16} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
