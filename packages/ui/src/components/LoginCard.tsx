import type { ReactNode } from "react";
import s from "./LoginCard.module.css";

/**
 * A full-page sign-in layout: a brand bar with tools (language menu) on top, an optional pitch beside the
 * card, and the card with its title and form.
 */
export function LoginCard({
  brand,
  tools,
  aside,
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  brand?: ReactNode;
  tools?: ReactNode;
  /** Shown beside the card on wide screens (what the app is for). */
  aside?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A wider card for long forms (sign-up). */
  wide?: boolean;
}) {
  return (
    <div className={s.page}>
      <header className={s.bar}>
        <div className={s.brand}>{brand}</div>
        <div className={s.tools}>{tools}</div>
      </header>
      <main className={`${s.main} ${aside ? s.withAside : ""}`}>
        {aside && <aside className={s.aside}>{aside}</aside>}
        <section className={`${s.card} ${wide ? s.wide : ""}`}>
          <div className={s.head}>
            <h1 className={s.title}>{title}</h1>
            {subtitle && <p className={s.subtitle}>{subtitle}</p>}
          </div>
          {children}
          {footer && <div className={s.footer}>{footer}</div>}
        </section>
      </main>
    </div>
  );
}
