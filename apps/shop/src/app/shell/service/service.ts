import { useSyncExternalStore } from "react";

/** Whether the online customer-service panel is open; the header, the query handler and the footer open it. */
let open = false;
const listeners = new Set<() => void>();
const set = (v: boolean) => {
  open = v;
  for (const l of listeners) l();
};

export const openService = () => set(true);
export const closeService = () => set(false);
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useServiceOpen = () => useSyncExternalStore(subscribe, () => open);
