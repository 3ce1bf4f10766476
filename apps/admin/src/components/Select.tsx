import type { SelectHTMLAttributes } from "react";
import s from "./forms.module.css";

export type Option = { value: string; label: string };

/** A native select styled like the shared inputs (native keeps keyboard and screen-reader behaviour). */
export function Select({
  options,
  className,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & { options: Option[] }) {
  return (
    <select className={`${s.select} ${className ?? ""}`} {...rest}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
