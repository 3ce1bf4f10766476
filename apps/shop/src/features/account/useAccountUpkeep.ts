import { useEffect } from "react";
import { heartbeat, useLocalUser } from "./api.ts";

/** Spec point 9: the online heartbeat runs every 300 s while someone is logged in. */
export const HEARTBEAT_MS = 300_000;

/**
 * What a signed-in session needs wherever the visitor is: fresh user info (which also finds out early
 * when the stored token is no longer valid: its 403 ends the session) and the heartbeat.
 */
export function useAccountUpkeep(loggedIn: boolean) {
  useLocalUser();
  useEffect(() => {
    if (!loggedIn) return;
    void heartbeat();
    const id = window.setInterval(() => void heartbeat(), HEARTBEAT_MS);
    return () => window.clearInterval(id);
  }, [loggedIn]);
}
