import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useWalletChanged } from "./api.ts";
import { AFTER_DEPOSIT_MS, walletTab } from "./paths.ts";

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
