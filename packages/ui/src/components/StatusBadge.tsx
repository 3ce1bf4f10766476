import type { ReactNode } from "react";
import s from "./StatusBadge.module.css";

export type Tone = "neutral" | "info" | "success" | "warning" | "danger";

/** A coloured pill for a state (pending, approved, rejected, ...); the app picks the tone per state. */
export function StatusBadge({ tone = "neutral", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={`${s.badge} ${s[tone]}`} data-tone={tone}>
      <span className={s.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
