import { useSyncExternalStore } from "react";
import { KEYS, storage } from "./storage.ts";

/** What the shell shows of the signed-in buyer (spec point 3: username, usercode, avatar). */
export type UserInfo = { username: string; usercode?: string; avatar?: number | string };

/** `ended` counts the sessions that ended in this tab, so per-session UI (the search box) can start afresh. */
type Snapshot = { token: string | null; user: UserInfo | null; ended: number };

const listeners = new Set<() => void>();
let ended = 0;
let snapshot: Snapshot = read();

function read(): Snapshot {
  const token = storage.token();
  const user = storage.json<UserInfo | null>(KEYS.userInfo, null);
  return { token, user: token && user?.username ? user : null, ended };
}

function publish() {
  snapshot = read();
  for (const l of listeners) l();
}

/** A 403 or a logout: forget the token and the user (spec point 4). */
export function clearSession() {
  storage.setToken(null);
  storage.set(KEYS.userInfo, null);
  ended += 1;
  publish();
}

export function setSession(token: string, user: UserInfo) {
  storage.setToken(token);
  storage.setJson(KEYS.userInfo, user);
  publish();
}

/** Fresher user info (localuser!get, a new avatar) for the session that is still the current one. */
export function updateUser(token: string, user: UserInfo) {
  if (storage.token() !== token) return;
  storage.setJson(KEYS.userInfo, user);
  publish();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  // Another tab logging in or out changes what this tab should show.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEYS.token || e.key === KEYS.userInfo) publish();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener("storage", onStorage);
  };
};

/** The session as the UI sees it: a stored token means logged in. */
export function useSession(): Snapshot & { loggedIn: boolean } {
  const s = useSyncExternalStore(subscribe, () => snapshot);
  return { ...s, loggedIn: Boolean(s.token) };
}
