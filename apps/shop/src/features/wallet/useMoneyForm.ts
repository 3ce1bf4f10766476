import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useWalletChanged } from "./api.ts";
import { AFTER_DEPOSIT_MS, walletTab } from "./paths.ts";

/**
 * A wallet form's submission: once at a time (a second click while it runs does nothing), and the server's
 * refusal kept for the form to show above its button.
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

/**
 * After a deposit request (spec point 2): the wallet's views are stale, and 2.5 seconds later the page goes
 * to the deposit records (`records`: the desktop's, or the mobile storefront's). Meanwhile the form stays
 * locked (`leaving`).
 */
export function useAfterDeposit(records: string = walletTab("deposits")) {
  const navigate = useNavigate();
  const changed = useWalletChanged();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const leave = useCallback(() => {
    setLeaving(true);
    void changed();
    timer.current = setTimeout(() => void navigate(records), AFTER_DEPOSIT_MS);
  }, [changed, navigate, records]);
  return { leaving, leave };
}
