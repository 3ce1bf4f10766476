import type {
  avatarParams,
  changePasswordParams,
  changeSafewordParams,
  LocalUser,
  LoginResult,
  loginParams,
  logoffParams,
  registerParams,
  sendCodeParams,
  setSafewordParams,
} from "@mall/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../lib/api.ts";
import { updateUser, useSession } from "../../lib/session.ts";

/**
 * The buyer account calls of contract 3.5. Anything carrying a password or a code goes as a form body
 * (`form: true`), never in the URL. Forms show failures inline, so those calls are silent.
 */
type In<S extends z.ZodType> = z.input<S>;
const secret = { form: true, silent: true } as const;

/** Per-session query keys: a different login never sees the previous user's cached answers. */
export const accountKey = (token: string | null, ...rest: unknown[]) => ["account", token, ...rest] as const;

export const logIn = (p: In<typeof loginParams>) => call<LoginResult>("user!newlogin", p, secret);

/** Phone and e-mail registrations carry a code (registerWithVerifcode); a plain username does not. */
export const register = (p: In<typeof registerParams>) =>
  call<LoginResult>(p.verifcode ? "localuser!registerWithVerifcode" : "localuser!registerNoVerifcode", p, secret);

export const sendCode = (p: In<typeof sendCodeParams>) => call<null>("idcode!execute", p, secret);

/** Ends the session on the server; the local clean-up happens whatever it answers. */
export const logOutRemote = () => call<null>("user!logout", {}, { silent: true, method: "GET" }).catch(() => null);

export const heartbeat = () => call<null>("user!heartbeat", { status: 1 }, { silent: true }).catch(() => null);

/** localuser!get, also refreshing the user info the shell shows (avatar, name) for this session. */
export async function fetchLocalUser(token: string): Promise<LocalUser> {
  const u = await call<LocalUser>("localuser!get", {}, { method: "GET", silent: true });
  updateUser(token, { username: u.username, usercode: u.usercode, avatar: Number(u.avatar) || 1 });
  return u;
}

export function useLocalUser() {
  const { token } = useSession();
  return useQuery({
    queryKey: accountKey(token, "user"),
    queryFn: () => fetchLocalUser(token ?? ""),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

export function useRefreshAvatar() {
  const qc = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: (p: In<typeof avatarParams>) =>
      call<{ avatar: string }>("localuser!refreshAvatar", p, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKey(token, "user") }),
  });
}

export const changePassword = (p: In<typeof changePasswordParams>) => call<null>("user!updateOldAndNewPsw", p, secret);
export const setSafeword = (p: In<typeof setSafewordParams>) => call<null>("user!setSafewordReg", p, secret);
export const changeSafeword = (p: In<typeof changeSafewordParams>) =>
  call<null>("user!updateOldAndNewSafeword", p, secret);
export const deregister = (p: In<typeof logoffParams>) => call<null>("user!logoff", p, secret);
