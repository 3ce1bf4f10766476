import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowIcon } from "../icons.tsx";
import s from "./me.module.css";

/** A card of menu rows, with an optional title above them. */
export function MeGroup({ title, children, testId }: { title?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={s.group} data-testid={testId}>
      {title && <h2 className={s.groupTitle}>{title}</h2>}
      {children}
    </section>
  );
}

type RowProps = {
  icon?: ReactNode;
  label: ReactNode;
  hint?: ReactNode;
  value?: ReactNode;
  danger?: boolean;
  testId?: string;
};

function RowBody({ icon, label, hint, value, danger }: RowProps) {
  return (
    <>
      {icon && (
        <span className={s.rowIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={s.rowText}>
        <span className={`${s.rowLabel} ${danger ? s.danger : ""}`}>{label}</span>
        {hint && <span className={s.rowHint}>{hint}</span>}
      </span>
      {value !== undefined && <span className={s.rowValue}>{value}</span>}
      <ArrowIcon size={16} className={s.chev} />
    </>
  );
}

/** One menu row, 52 px high: a link (`to`) or a button (`onClick`), with an arrow mirrored in right-to-left. */
export function MeRow(p: RowProps & ({ to: string; onClick?: never } | { onClick: () => void; to?: never })) {
  if (p.to !== undefined)
    return (
      <Link to={p.to} className={s.row} data-testid={p.testId}>
        <RowBody {...p} />
      </Link>
    );
  return (
    <button type="button" className={s.row} onClick={p.onClick} data-testid={p.testId}>
      <RowBody {...p} />
    </button>
  );
}
