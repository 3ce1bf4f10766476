import { useSyncExternalStore } from "react";

/**
 * True when the content area has room for every column of a list (windows of about 1280px and up). Narrower
 * windows, down to the 1024px laptops staff use, fold or drop the secondary columns; the drawers still show them.
 */
const QUERY = "(min-width: 1280px)";

const subscribe = (onChange: () => void) => {
  const m = window.matchMedia(QUERY);
  m.addEventListener("change", onChange);
  return () => m.removeEventListener("change", onChange);
};

export const useWide = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
