import type { Envelope } from "@mall/contract";

export type Params = Record<string, string | number | undefined>;

/** One call of the wire API over real HTTP (a form POST, as the web apps send them): the whole envelope. */
export async function call<T = unknown>(
  base: string,
  action: string,
  params: Params = {},
  o: { timeoutMs?: number } = {},
): Promise<Envelope<T> & { status: number }> {
  const body = new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const res = await fetch(`${base}/api/${action}.action`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  try {
    return { ...(JSON.parse(text) as Envelope<T>), status: res.status };
  } catch {
    throw new Error(`${action}: HTTP ${res.status} ${text.slice(0, 200)}`);
  }
}

/** A call that must succeed (code "0"): its data. */
export async function must<T = unknown>(base: string, action: string, params: Params = {}): Promise<T> {
  const r = await call<T>(base, action, params);
  if (r.code !== "0") throw new Error(`${action} via ${base}: code ${r.code} ${r.msg}`);
  return r.data;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it answers something other than undefined, or throws `what` at the deadline. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000, everyMs = 100) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await sleep(everyMs);
  }
}
