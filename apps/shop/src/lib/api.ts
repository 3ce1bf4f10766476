import { CODE, type Envelope, errorKeyOf, wireLang } from "@mall/contract";
import { currentLocale } from "./locale.ts";
import { storage } from "./storage.ts";

/** A failed call: `msg` is the server's catalogue sentence, `key` its catalogue key when known. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
  ) {
    super(msg);
  }
  get key() {
    return errorKeyOf(this.msg);
  }
}

type Listener = (err: ApiError) => void;
const sessionLostListeners = new Set<Listener>();
const errorListeners = new Set<Listener>();
/** Code 403: the app clears the session and goes to "/". */
export const onSessionLost = (l: Listener) => {
  sessionLostListeners.add(l);
  return () => sessionLostListeners.delete(l);
};
/** Any other failure: the app shows a toast (debounced per message). */
export const onApiError = (l: Listener) => {
  errorListeners.add(l);
  return () => errorListeners.delete(l);
};

export interface CallOptions {
  method?: "GET" | "POST";
  /** Don't announce the error with a toast (the caller shows it inline). */
  silent?: boolean;
  /**
   * Send the parameters (and the token) as a form body instead of the query string, so passwords and codes
   * never land in URLs, proxy logs or the browser history. Implies POST.
   */
  form?: boolean;
  /**
   * Send this object as a JSON body (evaluation!addList reads one); the parameters, token and lang stay in
   * the query string as the original's postBody did. Implies POST.
   */
  json?: unknown;
  signal?: AbortSignal;
}

const TIMEOUT_MS = 150_000;

/**
 * Calls `/api/<action>.action` the way the original clients do: parameters in the query string plus
 * `token` and `lang` (or, with `form`, in a form body). Resolves with `data`; rejects with ApiError for any code other than "0".
 */
export async function call<T>(
  action: string,
  params: Record<string, unknown> = {},
  opts: CallOptions = {},
): Promise<T> {
  const fields = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) fields.set(k, String(v));
  const token = storage.token();
  if (token) fields.set("token", token);
  // lang and brand say how to answer, not what to do: they stay in the query string even for form bodies.
  const q = opts.form ? new URLSearchParams() : fields;
  q.set("lang", wireLang(currentLocale()));
  const brand = new URLSearchParams(window.location.search).get("brand") ?? storage.brand();
  if (brand) q.set("brand", brand);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const init: RequestInit =
    opts.json !== undefined
      ? { method: "POST", body: JSON.stringify(opts.json), headers: { "content-type": "application/json" }, signal }
      : opts.form
        ? { method: "POST", body: fields, signal }
        : { method: opts.method ?? "POST", signal };
  let env: Envelope<T>;
  try {
    const res = await fetch(`/api/${action}.action?${q}`, init);
    env = (await res.json()) as Envelope<T>;
  } catch (e) {
    if ((e as Error).name === "AbortError" && opts.signal?.aborted) throw e;
    const err = new ApiError(CODE.business, "网络连接异常，请检查网络");
    if (!opts.silent) for (const l of errorListeners) l(err);
    throw err;
  }
  if (String(env.code) === CODE.ok) return env.data;
  const err = new ApiError(String(env.code), env.msg ?? "");
  if (err.code === CODE.session) for (const l of sessionLostListeners) l(err);
  else if (!opts.silent) for (const l of errorListeners) l(err);
  throw err;
}
