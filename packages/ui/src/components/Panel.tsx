import type { ReactNode } from "react";
import s from "./Panel.module.css";

/** A white card with an optional title row and actions; the building block of console pages. */
export function Panel({
  title,
  description,
  actions,
  children,
  className,
  padded = true,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** False for content that runs to the edges (tables). */
  padded?: boolean;
}) {
  return (
    <section className={`${s.panel} ${className ?? ""}`}>
      {(title || actions) && (
        <header className={s.head}>
          <div className={s.titles}>
            {title && <h2 className={s.title}>{title}</h2>}
            {description && <p className={s.description}>{description}</p>}
          </div>
          {actions && <div className={s.actions}>{actions}</div>}
        </header>
      )}
      <div className={padded ? s.body : undefined}>{children}</div>
    </section>
  );
}

/** A page heading with optional actions, above the page's panels. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={s.pageHeader}>
      <div className={s.titles}>
        <h1 className={s.pageTitle}>{title}</h1>
        {subtitle && <p className={s.description}>{subtitle}</p>}
      </div>
      {actions && <div className={s.actions}>{actions}</div>}
    </div>
  );
}
