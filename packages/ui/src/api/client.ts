import { CODE, type Envelope, ERRORS, type ErrorKey, errorKeyOf } from "@mall/contract";

/** A failed call: `msg` is the server's catalogue sentence, `key` its catalogue key when it is one. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
  ) {
    super(msg);
    this.name = "ApiError";
  }
  get key(): ErrorKey | undefined {
    return errorKeyOf(this.msg);
  }
  /** Code "403": no session, an expired one, or a disabled account. */
  get sessionLost(): boolean {
    return this.code === CODE.session;
  }
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface ApiClientOptions {
  /** localStorage key of this app's session token (ES_TOKEN, ES_SELLER_TOKEN, ...). */
  tokenKey: string;
  /** The wire `lang` code sent with every call (cn, tw, en, ...). */
  lang: () => string;
  /** Code "403": the token is forgotten first, then this runs (go to the login page). */
  onSessionLost?: (err: ApiError) => void;
  /** Any other failure of a call not marked `silent` (show a toast). */
  onError?: (err: ApiError) => void;
  /** Path in front of `<action>.action`; "/api" by default. */
  base?: string;
  timeoutMs?: number;
  /** For tests; the browser's by default. */
  fetch?: typeof fetch;
  storage?: KeyValueStore;
}

export interface CallOptions {
  method?: "GET" | "POST";
  /** The caller shows the failure itself (inline under a form): no onError. */
  silent?: boolean;
  signal?: AbortSignal;
}

export type Params = Record<string, string | number | boolean | null | undefined>;

function safeStorage(): KeyValueStore | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * One client per app. Calls go to `/api/<action>.action` with `token` and `lang` in the query string; a
 * POST sends its parameters as a form body (free text needs no hand encoding), a GET in the query.
 * Resolves with `data`; rejects with ApiError for any code other than "0".
 */
export function createApiClient(o: ApiClientOptions) {
  const base = o.base ?? "/api";
  const timeoutMs = o.timeoutMs ?? 15_000;
  const store = o.storage ?? safeStorage();
  const doFetch = o.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const tokenListeners = new Set<() => void>();

  const token = {
    get: (): string | null => {
      try {
        return store?.getItem(o.tokenKey) ?? null;
      } catch {
        return null;
      }
    },
    set: (value: string | null) => {
      try {
        if (value) store?.setItem(o.tokenKey, value);
        else store?.removeItem(o.tokenKey);
      } catch {
        /* storage disabled: the session lasts as long as the page */
      }
      for (const l of tokenListeners) l();
    },
    /** For useSyncExternalStore: runs when this tab, or another tab of the app, logs in or out. */
    subscribe: (l: () => void) => {
      tokenListeners.add(l);
      const onStorage = (e: StorageEvent) => {
        if (e.key === o.tokenKey) l();
      };
      globalThis.addEventListener?.("storage", onStorage);
      return () => {
        tokenListeners.delete(l);
        globalThis.removeEventListener?.("storage", onStorage);
      };
    },
  };

  const query = (params: Params) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.set(k, String(v));
    return q;
  };

  async function send<T>(action: string, init: RequestInit, q: URLSearchParams, opts: CallOptions): Promise<T> {
    const t = token.get();
    if (t) q.set("token", t);
    q.set("lang", o.lang());
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    let env: Envelope<T>;
    try {
      const res = await doFetch(`${base}/${action}.action?${q}`, { ...init, signal });
      env = (await res.json()) as Envelope<T>;
    } catch (e) {
      if ((e as Error).name === "AbortError" && opts.signal?.aborted) throw e;
      const err = new ApiError(CODE.business, ERRORS.networkError.zh);
      if (!opts.silent) o.onError?.(err);
      throw err;
    }
    if (String(env.code) === CODE.ok) return env.data;
    const err = new ApiError(String(env.code), env.msg ?? "");
    if (err.sessionLost) {
      token.set(null);
      o.onSessionLost?.(err);
    } else if (!opts.silent) {
      o.onError?.(err);
    }
    throw err;
  }

  return {
    token,
    call<T>(action: string, params: Params = {}, opts: CallOptions = {}): Promise<T> {
      if ((opts.method ?? "POST") === "GET") return send<T>(action, { method: "GET" }, query(params), opts);
      return send<T>(action, { method: "POST", body: query(params) }, new URLSearchParams(), opts);
    },
    /** Contract 3.10: a picture as multipart `file` + `moduleName`; resolves with its URL. */
    upload(file: Blob, moduleName: string, opts: Omit<CallOptions, "method"> = {}): Promise<string> {
      const form = new FormData();
      form.set("moduleName", moduleName);
      form.set("file", file, file instanceof File ? file.name : "image");
      return send<string>("uploadimg!execute", { method: "POST", body: form }, new URLSearchParams(), opts);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
