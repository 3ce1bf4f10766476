import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import s from "./Steps.module.css";

/** The checkout pages' top row: the page's title (if any) and where the buyer is, cart → confirm and pay → done. */
export function Steps({ at, title }: { at: 1 | 2 | 3; title?: ReactNode }) {
  const { t } = useTranslation("checkout");
  const steps = [t("steps.cart"), t("steps.confirm"), t("steps.done")];
  return (
    <div className={s.titleRow}>
      {title ?? <span />}
      <ol className={s.steps}>
        {steps.map((label, i) => (
          <li key={label} className={i + 1 < at ? s.stepDone : i + 1 === at ? s.stepNow : ""}>
            <span className={s.stepDot}>{i + 1}</span>
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
