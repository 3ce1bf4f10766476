import type { Tone } from "@mall/ui";

/** The order tabs of the seller app: every status of contract 4.1 on its own, and all together. */
export const ORDER_TABS = ["all", "0", "1", "2", "3", "4", "5", "6", "-1"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const isOrderTab = (v: string | null): v is OrderTab => ORDER_TABS.includes(v as OrderTab);

/** Paid orders wait for the seller (warning); done ones are calm; refunds and cancellations stand apart. */
export const STATUS_TONE: Record<string, Tone> = {
  "-1": "neutral",
  "0": "neutral",
  "1": "warning",
  "2": "info",
  "3": "info",
  "4": "success",
  "5": "success",
  "6": "danger",
};
