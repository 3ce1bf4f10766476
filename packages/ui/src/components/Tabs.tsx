import { type KeyboardEvent, type ReactNode, useRef } from "react";
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
  const ref = useRef<HTMLDivElement>(null);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    const step = (e.key === "ArrowRight") !== rtl ? 1 : -1;
    const i = items.findIndex((t) => t.key === value);
    const next = items[(i + step + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    ref.current?.querySelector<HTMLButtonElement>(`[data-key="${String(next.key)}"]`)?.focus();
  };
  return (
    <div className={s.tabs} role="tablist" aria-label={label} ref={ref} onKeyDown={onKey}>
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
