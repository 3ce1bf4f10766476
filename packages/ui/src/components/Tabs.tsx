import type { ReactNode } from "react";
import { tabArrowKeys } from "./tab-keys.ts";
import s from "./Tabs.module.css";

export type TabItem<K extends string | number> = { key: K; label: ReactNode };

/**
 * A row of tabs (a segmented control). Arrow keys move between them, in reading order, so right-to-left
 * languages get the natural direction.
 */
export function Tabs<K extends string | number>({
  items,
  value,
  onChange,
  label,
}: {
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
}) {
  return (
    <div className={s.tabs} role="tablist" aria-label={label} onKeyDown={tabArrowKeys(items, value, onChange)}>
      {items.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          data-key={String(t.key)}
          aria-selected={t.key === value}
          tabIndex={t.key === value ? 0 : -1}
          className={`${s.tab} ${t.key === value ? s.active : ""}`}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
