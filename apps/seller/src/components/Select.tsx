import type { SelectHTMLAttributes } from "react";
import { ChevronDownIcon } from "@mall/ui";
import s from "./controls.module.css";

export type Option = { value: string; label: string; depth?: number };

/** A native select styled like the shared inputs (native keeps keyboard and screen-reader behaviour). */
export function Select({
  options,
  className,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & { options: Option[] }) {
  return (
    <span className={`${s.selectWrap} ${className ?? ""}`}>
      <select className={s.select} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {/* Sub-categories are indented with no-break spaces: <option> takes no markup. */}
            {"\u00a0\u00a0\u00a0".repeat(o.depth ?? 0)}
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={14} className={s.selectIcon} />
    </span>
  );
}
