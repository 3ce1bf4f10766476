import {
  type ActionName,
  CODE,
  type DataOf,
  type Envelope,
  ERRORS,
  type ErrorKey,
  errorKeyOf,
  type ParamsOf,
} from "@mall/contract";

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

/** Where an app keeps its session token, and who hears when it changes (this tab or another). */
export interface TokenStore {
  get(): string | null;
  set(value: string | null): void;
  subscribe(listener: () => void): () => void;
}

function safeStorage(): KeyValueStore | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A token kept in localStorage under `key` (ES_TOKEN, ES_SELLER_TOKEN, ...). */
export function localTokenStore(key: string, store: KeyValueStore | undefined = safeStorage()): TokenStore {
  const listeners = new Set<() => void>();
  return {
    get: () => {
      try {
        return store?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (value) => {
      try {
        if (value) store?.setItem(key, value);
        else store?.removeItem(key);
      } catch {
        /* storage disabled: the session lasts as long as the page */
      }
      for (const l of listeners) l();
    },
    subscribe: (l) => {
      listeners.add(l);
      const onStorage = (e: StorageEvent) => {
        if (e.key === key) l();
      };
      globalThis.addEventListener?.("storage", onStorage);
      return () => {
        listeners.delete(l);
        globalThis.removeEventListener?.("storage", onStorage);
      };
    },
  };
}

export interface ApiClientOptions {
  /** The session token's store; or a localStorage key for one. */
  token: TokenStore | string;
  /**
   * An answer the page already holds (the first screen's data in its HTML): returned instead of asking the
   * server; undefined to ask.
   */
  prefilled?: (action: string, params: object) => unknown;
  /** The wire `lang` code sent with every call (cn, tw, en, ...). */
  lang: () => string;
  /** More fields that say how to answer (the storefront's `brand`); they always go in the query string. */
  query?: () => Record<string, string | null | undefined>;
  /**
   * Where parameters go when a call does not say: "form", a POST body (free text needs no hand encoding and
   * never lands in URLs), or "query", the original PC clients' way.
   */
  send?: "form" | "query";
  /** Code "403": the token is forgotten first, then this runs (go to the login page). */
  onSessionLost?: (err: ApiError) => void;
  /** Any other failure of a call not marked `silent` (show a toast). */
  onError?: (err: ApiError) => void;
  /** Path in front of `<action>.action`; "/api" by default. */
  base?: string;
  timeoutMs?: number;
  /** For tests; the browser's by default. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  method?: "GET" | "POST";
  /** The caller shows the failure itself (inline under a form): no onError. */
  silent?: boolean;
  /** Parameters (and the token) as a form body, whatever the client's default. Implies POST. */
  form?: boolean;
  /**
   * The parameters as a JSON body (evaluation!addList reads one; its reviews are an array); the token and
   * lang stay in the query string as the original's postBody did. Implies POST.
   */
  json?: true;
  signal?: AbortSignal;
}

export interface UploadOptions extends Omit<CallOptions, "method" | "form" | "json"> {
  /** Called as the picture goes up, with the share sent so far (0..1). */
  onProgress?: (sent: number) => void;
}

/** Params may be left out when the action takes none that are required. */
type ParamArgs<N extends ActionName> =
  {} extends ParamsOf<N> ? [params?: ParamsOf<N>, opts?: CallOptions] : [params: ParamsOf<N>, opts?: CallOptions];

/** Loosely written values (a number, a flag) as the form and query strings the server reads. */
export type Params = Record<string, string | number | boolean | null | undefined>;

const fields = (params: object) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.set(k, String(v));
  return q;
};

/**
 * One client per app, typed by the action table: `call("order!info", { orderId })` takes that action's
 * params and resolves with its `data`; it rejects with ApiError for any code other than "0".
 */
export function createApiClient(o: ApiClientOptions) {
  const base = o.base ?? "/api";
  const timeoutMs = o.timeoutMs ?? 150_000;
  const token = typeof o.token === "string" ? localTokenStore(o.token) : o.token;
  const doFetch = o.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  /** token, lang and the client's own query fields: who asks and how to answer, never what to do. */
  const withSession = (q: URLSearchParams) => {
    const t = token.get();
    if (t) q.set("token", t);
    q.set("lang", o.lang());
    for (const [k, v] of Object.entries(o.query?.() ?? {})) if (v) q.set(k, v);
    return q;
  };

  const fail = (err: ApiError, opts: { silent?: boolean }) => {
    if (err.sessionLost) {
      token.set(null);
      o.onSessionLost?.(err);
    } else if (!opts.silent) {
      o.onError?.(err);
    }
    return err;
  };

  const networkError = (opts: { silent?: boolean }) => fail(new ApiError(CODE.business, ERRORS.networkError.zh), opts);

  async function send<T>(action: string, init: RequestInit, q: URLSearchParams, opts: CallOptions): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    let env: Envelope<T>;
    try {
      const res = await doFetch(`${base}/${action}.action?${q}`, { ...init, signal });
      env = (await res.json()) as Envelope<T>;
    } catch (e) {
      if ((e as Error).name === "AbortError" && opts.signal?.aborted) throw e;
      throw networkError(opts);
    }
    if (String(env.code) === CODE.ok) return env.data;
    throw fail(new ApiError(String(env.code), env.msg ?? ""), opts);
  }

  function request<T>(action: string, params: object = {}, opts: CallOptions = {}): Promise<T> {
    const ready = o.prefilled?.(action, params);
    if (ready !== undefined) return Promise.resolve(ready as T);
    if (opts.json) {
      const init = { method: "POST", body: JSON.stringify(params), headers: { "content-type": "application/json" } };
      return send<T>(action, init, withSession(new URLSearchParams()), opts);
    }
    const asForm = opts.form || ((o.send ?? "form") === "form" && (opts.method ?? "POST") === "POST");
    if (asForm) {
      // The token travels in the body with the params; lang and brand stay in the query string.
      const body = fields(params);
      const t = token.get();
      if (t) body.set("token", t);
      const q = new URLSearchParams();
      q.set("lang", o.lang());
      for (const [k, v] of Object.entries(o.query?.() ?? {})) if (v) q.set(k, v);
      return send<T>(action, { method: "POST", body }, q, opts);
    }
    return send<T>(action, { method: opts.method ?? "POST" }, withSession(fields(params)), opts);
  }

  function call<N extends ActionName>(action: N, ...args: ParamArgs<N>): Promise<DataOf<N>>;
  function call(action: string, params?: object, opts?: CallOptions): Promise<unknown> {
    return request(action, params, opts);
  }

  /**
   * Contract 3.10: a picture as multipart `file` + `moduleName`; resolves with its URL. Sent with
   * XMLHttpRequest where there is one, so the page can show how far the upload is.
   */
  function upload(file: Blob, moduleName: string, opts: UploadOptions = {}): Promise<string> {
    const form = new FormData();
    form.set("moduleName", moduleName);
    form.set("file", file, file instanceof File ? file.name : "image");
    const q = withSession(new URLSearchParams());
    if (!opts.onProgress || typeof XMLHttpRequest === "undefined" || o.fetch) {
      return send<string>("uploadimg!execute", { method: "POST", body: form }, q, opts);
    }
    const onProgress = opts.onProgress;
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `${base}/uploadimg!execute.action?${q}`);
      xhr.timeout = timeoutMs;
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      const lost = () => reject(networkError(opts));
      xhr.onerror = lost;
      xhr.ontimeout = lost;
      xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
      opts.signal?.addEventListener("abort", () => xhr.abort());
      xhr.onload = () => {
        let env: Envelope<string>;
        try {
          env = JSON.parse(xhr.responseText) as Envelope<string>;
        } catch {
          return lost();
        }
        if (String(env.code) === CODE.ok) resolve(env.data);
        else reject(fail(new ApiError(String(env.code), env.msg ?? ""), opts));
      };
      xhr.send(form);
    });
  }

  return { token, call, upload };
}

export type ApiClient = ReturnType<typeof createApiClient>;
