import type { ReactNode } from "react";
import s from "./StepCard.module.css";

/** One numbered card of the settlement (address, goods, payment): its heading, `action` at the far end. */
export function StepCard({
  id,
  step,
  title,
  action,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  step: number;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={s.card} aria-labelledby={id}>
      <header className={s.cardHead}>
        <h2 id={id} className={s.cardTitle}>
          <span className={s.stepNo}>{step}</span>
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
