import { parseCents } from "@mall/contract";

/** The overdue age buckets, in the order they are shown. */
export const OVERDUE_BUCKETS = ["1-7", "8-30", "31-90", "90+"] as const;
export type OverdueBucket = (typeof OVERDUE_BUCKETS)[number];

export type BucketRow = { bucket: string; loans: number; amount: number };

/** Every bucket once, in order, with zeros for those the answer left out; unknown buckets are dropped. */
export function overdueBuckets(rows: readonly BucketRow[]): (BucketRow & { bucket: OverdueBucket })[] {
  return OVERDUE_BUCKETS.map((bucket) => {
    const row = rows.find((r) => r.bucket === bucket);
    return { bucket, loans: row?.loans ?? 0, amount: row?.amount ?? 0 };
  });
}

/** A bucket's days for its label: "8-30" → from 8 to 30, "90+" → more than 90. */
export function bucketDays(bucket: string): { from: number; to: number } | { over: number } | undefined {
  const range = /^(\d+)-(\d+)$/.exec(bucket);
  if (range) return { from: Number(range[1]), to: Number(range[2]) };
  const open = /^(\d+)\+$/.exec(bucket);
  return open ? { over: Number(open[1]) } : undefined;
}

/** A bar's length: the part of `totalCents` that `amount` (a wire amount) is, in whole percent. */
export function shareOf(amount: number, totalCents: bigint): number {
  const a = parseCents(amount) ?? 0n;
  if (totalCents <= 0n || a <= 0n) return 0;
  return Number((a * 100n) / totalCents);
}

/** The overdue buckets' sum, in cents. */
export const overdueTotal = (rows: readonly BucketRow[]): bigint =>
  rows.reduce((sum, r) => sum + (parseCents(r.amount) ?? 0n), 0n);
