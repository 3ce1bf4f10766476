import { useEffect, useState } from "react";

/** The value once it has stopped changing for `ms` (the quote waits for the typing to pause). */
export function useDebounced<T extends string | number | undefined>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
