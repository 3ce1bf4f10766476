import { formatWireDate } from "@mall/contract";

/**
 * A server time in the browser's zone. "2026-01-02 10:00:00" is two left-to-right runs; without its own
 * direction a right-to-left page would show the time before the date.
 */
export function WireTime({ value, className }: { value: string | null | undefined; className?: string }) {
  return (
    <time dir="ltr" className={className}>
      {formatWireDate(value)}
    </time>
  );
}

/** The same, inside a translated sentence: isolated (FSI…PDI) so it keeps its order there too. */
export const isolatedTime = (value: string | null | undefined) => `\u2068${formatWireDate(value)}\u2069`;
