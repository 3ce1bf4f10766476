import type { ReactNode } from "react";
import s from "./DetailList.module.css";

/** Label–value pairs in two columns (record details in drawers). */
export function DetailList({ items }: { items: { label: ReactNode; value: ReactNode; key: string }[] }) {
  return (
    <dl className={s.list}>
      {items.map((i) => (
        <div key={i.key} className={s.row}>
          <dt className={s.label}>{i.label}</dt>
          <dd className={s.value}>{i.value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled group of details inside a drawer. */
export function DetailSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={s.section}>
      <h3 className={s.title}>{title}</h3>
      {children}
    </section>
  );
}
