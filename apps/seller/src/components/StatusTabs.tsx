import { tabArrowKeys } from "@mall/ui";
import type { ReactNode } from "react";
import s from "./controls.module.css";

export type StatusTab<K extends string> = { key: K; label: ReactNode; count?: number | undefined; tone?: "alert" };

/**
 * A row of underlined tabs with counts (the order states). Scrolls sideways when the labels of a long
 * language do not fit; arrow keys follow the reading direction.
 */
export function StatusTabs<K extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: StatusTab<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
}) {
  return (
    <div className={s.statusTabs} role="tablist" aria-label={label} onKeyDown={tabArrowKeys(items, value, onChange)}>
      {items.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          data-key={t.key}
          aria-selected={t.key === value}
          tabIndex={t.key === value ? 0 : -1}
          className={`${s.statusTab} ${t.key === value ? s.statusTabActive : ""}`}
          onClick={() => onChange(t.key)}
        >
          {t.label}
          {t.count !== undefined && t.count > 0 && (
            <span className={`${s.tabCount} ${t.tone === "alert" ? s.tabCountAlert : ""}`}>{t.count}</span>
          )}
        </button>
      ))}
    </div>
  );
}
