import type { KeyboardEvent } from "react";

/**
 * A tab row's arrow keys: the choice moves in reading order (so right-to-left languages get the natural
 * direction) and wraps at the ends; the focus follows it to the tab marked with its `data-key`.
 */
export function tabArrowKeys<K extends string | number>(items: { key: K }[], value: K, onChange: (key: K) => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    const step = (e.key === "ArrowRight") !== rtl ? 1 : -1;
    const i = items.findIndex((t) => t.key === value);
    const next = items[(i + step + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    e.currentTarget.querySelector<HTMLButtonElement>(`[data-key="${String(next.key)}"]`)?.focus();
  };
}
