import { useCallback, useRef, useState } from "react";

/**
 * A form's submission: once at a time (a second click while it runs does nothing; a ref, not state, so two
 * clicks in the same frame both see the first one's claim), and the server's refusal kept for the form to
 * show beside its button until the next try.
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const working = useRef(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (working.current) return;
    working.current = true;
    setBusy(true);
    setRefusal(null);
    try {
      await work();
    } catch (e) {
      setRefusal(e);
    } finally {
      working.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, refusal, setRefusal, run };
}
