import { useTranslation } from "react-i18next";
import s from "./settlement.module.css";

/** Where the buyer is: cart → confirm and pay → done. */
export function Steps({ at }: { at: 1 | 2 | 3 }) {
  const { t } = useTranslation("checkout");
  const steps = [t("steps.cart"), t("steps.confirm"), t("steps.done")];
  return (
    <ol className={s.steps}>
      {steps.map((label, i) => (
        <li key={label} className={i + 1 < at ? s.stepDone : i + 1 === at ? s.stepNow : ""}>
          <span className={s.stepDot}>{i + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}
