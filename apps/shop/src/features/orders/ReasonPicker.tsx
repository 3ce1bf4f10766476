import { ORDER_REASONS } from "@mall/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import s from "./orders.module.css";

/** One of the 9 cancel / refund reasons of contract 3.7, as a group of radio chips. */
export function ReasonPicker({
  value,
  onChange,
  label,
  invalid = false,
}: {
  value: number | undefined;
  onChange: (reason: number) => void;
  label: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation("orders");
  const name = useId();
  return (
    <fieldset className={`${s.reasons} ${invalid ? s.reasonsBad : ""}`} aria-invalid={invalid || undefined}>
      <legend className={s.reasonsLegend}>{label}</legend>
      <div className={s.reasonGrid}>
        {ORDER_REASONS.map((r) => (
          <label key={r} className={`${s.reason} ${value === r ? s.reasonOn : ""}`}>
            <input
              type="radio"
              name={name}
              value={r}
              checked={value === r}
              onChange={() => onChange(r)}
              className="visually-hidden"
            />
            <span className={s.reasonDot} aria-hidden="true" />
            {t(`reasons.${r}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
