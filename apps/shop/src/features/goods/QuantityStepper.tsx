import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MinusIcon, PlusIcon } from "../../components/goods/icons.tsx";
import s from "./ProductDetails.module.css";
import { clampQuantity } from "./sku.ts";

/** Integer quantity within bounds; typing is free, the value is clamped when the field is left. */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation("pages");
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const n = clampQuantity(Number.parseInt(raw, 10), { min, max });
    setText(String(n));
    onChange(n);
  };
  return (
    <div className={s.stepper}>
      <button
        type="button"
        onClick={() => onChange(clampQuantity(value - 1, { min, max }))}
        disabled={value <= min}
        aria-label={t("goods.decrease")}
      >
        <MinusIcon size={14} />
      </button>
      <input
        inputMode="numeric"
        aria-label={t("goods.quantity")}
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ""))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget.value);
        }}
      />
      <button
        type="button"
        onClick={() => onChange(clampQuantity(value + 1, { min, max }))}
        disabled={value >= max}
        aria-label={t("goods.increase")}
      >
        <PlusIcon size={14} />
      </button>
    </div>
  );
}
