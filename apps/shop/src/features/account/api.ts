import type { LocalUser, ParamsOf } from "@mall/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import { updateUser, useSession } from "../../lib/session.ts";

/**
 * The buyer account calls of contract 3.5. Anything carrying a password or a code goes as a form body
 * (`form: true`), never in the URL. Forms show failures inline, so those calls are silent.
 */
const secret = { form: true, silent: true } as const;

/** Per-session query keys: a different login never sees the previous user's cached answers. */
export const accountKey = (token: string | null, ...rest: unknown[]) => ["account", token, ...rest] as const;

export const logIn = (p: ParamsOf<"user!newlogin">) => call("user!newlogin", p, secret);

/** Phone and e-mail registrations carry a code (registerWithVerifcode); a plain username does not. */
export const register = (p: ParamsOf<"localuser!registerNoVerifcode">) =>
  p.verifcode ? call("localuser!registerWithVerifcode", p, secret) : call("localuser!registerNoVerifcode", p, secret);

export const sendCode = (p: ParamsOf<"idcode!execute">) => call("idcode!execute", p, secret);

/** A slide check's picture (decision 0013); its answer goes with the login or registration. */
export const slideChallenge = () => call("slide!challenge", {}, { method: "GET", silent: true });

/** A forgotten password: where a code can go (masked), then the new password with the code sent there. */
export const verifyTargets = (username: string) => call("user!getUserNameVerifTarget", { username }, secret);
export const resetPassword = (p: ParamsOf<"user!resetpsw">) => call("user!resetpsw", p, secret);

/** Ends the session on the server; the local clean-up happens whatever it answers. */
export const logOutRemote = () => call("user!logout", {}, { silent: true, method: "GET" }).catch(() => null);

export const heartbeat = () => call("user!heartbeat", { status: 1 }, { silent: true }).catch(() => null);

/** localuser!get, also refreshing the user info the shell shows (avatar, name) for this session. */
export async function fetchLocalUser(token: string): Promise<LocalUser> {
  const u = await call("localuser!get", {}, { method: "GET", silent: true });
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
    mutationFn: (p: ParamsOf<"localuser!refreshAvatar">) => call("localuser!refreshAvatar", p, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKey(token, "user") }),
  });
}

export const changePassword = (p: ParamsOf<"user!updateOldAndNewPsw">) => call("user!updateOldAndNewPsw", p, secret);
export const setSafeword = (p: ParamsOf<"user!setSafewordReg">) => call("user!setSafewordReg", p, secret);
export const changeSafeword = (p: ParamsOf<"user!updateOldAndNewSafeword">) =>
  call("user!updateOldAndNewSafeword", p, secret);
export const deregister = (p: ParamsOf<"user!logoff">) => call("user!logoff", p, secret);
