import type { ReactNode } from "react";
import p from "./page.module.css";

/** What a list shows instead of rows: a picture, a title, then what to know or do next. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={p.emptyState}>
      <span className={p.emptyIcon}>{icon}</span>
      <span className={p.emptyTitle}>{title}</span>
      {children}
    </div>
  );
}
