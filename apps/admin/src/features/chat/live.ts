import { createRealtime, type Realtime } from "@mall/api";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { api } from "../../lib/api.ts";
import { deskFrameHandler } from "./frames.ts";

/** The tab's one realtime client, on the console's session (made on first use). */
let realtime: Realtime | undefined;
export const deskRealtime = (): Realtime => {
  realtime ??= createRealtime({ app: "admin", token: api.token });
  return realtime;
};

const subscribeStatus = (l: () => void) => deskRealtime().onStatus(l);
const connectedNow = () => deskRealtime().connected;

/** Whether the socket is up: while it is not, the desk polls. */
export const useSocketUp = (): boolean => useSyncExternalStore(subscribeStatus, connectedNow);

/**
 * Runs the tab's socket while a desk agent is signed in, on every console page, so the navigation's badge
 * moves live and the agent counts as online; stopped on sign-out.
 */
export function useDeskLive(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const rt = deskRealtime();
    const frames = deskFrameHandler(qc);
    const off = rt.on(frames.handle);
    rt.start();
    return () => {
      off();
      frames.cancel();
      rt.stop();
    };
  }, [enabled, qc]);
}
