import { useCallback, useRef } from "react";

/**
 * Runs `send` once at a time. The button is disabled while a write is pending, but only from the next
 * render: a second click in the same frame would still reach the handler, and this drops it.
 */
export function useOneAtATime() {
  const busy = useRef(false);
  return useCallback((send: (done: () => void) => void) => {
    if (busy.current) return;
    busy.current = true;
    send(() => {
      busy.current = false;
    });
  }, []);
}
