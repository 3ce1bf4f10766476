import { API, type ActionApp, type ActionSpec, CODE, ERRORS } from "@mall/contract";
import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { appForFile } from "../../test/app.ts";
import { buildSeller, buildUser, sessionFor, signedInUser, staffSession } from "../../test/factories.ts";

/**
 * Every parameter of every action of the table, sent the values a probe sends: a NUL byte, numbers beyond
 * the int4 columns, blanks, and numbers written the ways Number() reads but a person does not. The params
 * layer answers each with the envelope, never a 500.
 */
const t = appForFile();

const NUL = "a\u0000b";
const HUGE = "99999999999999999999";
const INT4_OVER = "2147483648";
/** Text a loose parser reads as a number: 18, 1000, 12, 1. */
const LOOSE_TEXT = ["0x12", "1e3", "\uFEFF12", "true"];
/** JSON values that are not numbers, though Number() reads the first as 19 and a flag as 1. */
const LOOSE_JSON: unknown[] = [[19], { a: 1 }, true];
/** What Number() made of each: the number a strict reader must never produce. */
const looseReading = (v: unknown) => (Array.isArray(v) ? Number(v[0]) : Number(typeof v === "string" ? v.trim() : v));

type Probe = { key: string; value: unknown; as: "query" | "json" };
const probesFor = (key: string, method: ActionSpec["method"]): Probe[] => {
  const query = (value: unknown): Probe => ({ key, value, as: "query" });
  // A GET carries no body: its JSON oddities travel as the text a client would make of them.
  const json = (value: unknown): Probe =>
    method === "GET" ? query(typeof value === "string" ? value : JSON.stringify(value)) : { key, value, as: "json" };
  return [
    query(NUL),
    json(NUL),
    query(HUGE),
    query(INT4_OVER),
    query(""),
    ...LOOSE_TEXT.map(query),
    ...LOOSE_JSON.map(json),
  ];
};

type Shape = Record<string, z.ZodType>;
const table = Object.entries(API as Record<string, ActionSpec>);
const shapeOf = (spec: ActionSpec): Shape => (spec.params as unknown as { shape?: Shape }).shape ?? {};
/** A numeric parameter takes a JSON number (every integer range of the table holds 0 or 1). */
const isNumeric = (s: z.ZodType) => s.safeParse(1).success || s.safeParse(0).success;

const tokens: Partial<Record<ActionApp, string>> = {};
beforeAll(async () => {
  const buyer = await signedInUser(t.db);
  const owner = await buildUser(t.db, { role: "SELLER" });
  await buildSeller(t.db, { partyId: owner.id });
  const staff = await staffSession(t.db);
  // Public actions get the buyer's session: the upload (public in the table) needs one to read its body.
  Object.assign(tokens, {
    public: buyer.token,
    shop: buyer.token,
    seller: await sessionFor(t.db, owner.id, "seller"),
    console: staff.token,
  });
});

/** Unhandled errors reach the request's logger (the error handler); the app's own log is watched too. */
function watchErrors(): unknown[] {
  const seen: unknown[] = [];
  type Log = { error: (...a: unknown[]) => void; child: (...a: unknown[]) => Log };
  const log = t.app.log as unknown as Log;
  const child = log.child.bind(log);
  log.child = (...a) => {
    const c = child(...a);
    c.error = (...e) => seen.push(e);
    return c;
  };
  log.error = (...e) => seen.push(e);
  return seen;
}

async function send(name: string, spec: ActionSpec, p: Probe) {
  const token = tokens[spec.app] ?? "";
  const method = spec.method === "GET" ? "GET" : "POST";
  const qs = (v: unknown) => `${encodeURIComponent(p.key)}=${encodeURIComponent(String(v))}`;
  const url = `/api/${name}.action?token=${token}${p.as === "query" ? `&${qs(p.value)}` : ""}`;
  const res = await t.app.inject({
    method,
    url,
    ...(p.as === "json"
      ? { headers: { "content-type": "application/json" }, payload: JSON.stringify({ [p.key]: p.value }) }
      : {}),
  });
  let body: { code?: unknown; msg?: unknown } = {};
  try {
    body = res.json();
  } catch {
    // Left empty: the checks below name the action and value.
  }
  return { status: res.statusCode, code: body.code, msg: body.msg };
}

describe("every parameter of every action", () => {
  it("answers a probe's values with the envelope, refusing NUL bytes and loose numbers", async () => {
    const errors = watchErrors();
    const jobs = table.flatMap(([name, spec]) =>
      Object.entries(shapeOf(spec)).flatMap(([key, schema]) =>
        probesFor(key, spec.method).map((p) => ({ name, spec, schema, p })),
      ),
    );
    expect(jobs.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    for (let i = 0; i < jobs.length; i += 25) {
      await Promise.all(
        jobs.slice(i, i + 25).map(async ({ name, spec, schema, p }) => {
          const r = await send(name, spec, p);
          const label = `${name} ${p.key}=${JSON.stringify(p.value)} (${p.as})`;
          if (r.status >= 500 || (r.code !== CODE.ok && r.code !== CODE.business)) {
            failures.push(`${label}: ${r.status} ${JSON.stringify(r.code)} ${JSON.stringify(r.msg)}`);
            return;
          }
          if (p.value === NUL && (r.code !== CODE.business || r.msg !== ERRORS.paramError.zh)) {
            failures.push(`${label}: NUL byte answered ${r.code} ${r.msg}`);
          }
          // Numbers a person would not write, and JSON that is no text, are refused unless the parameter reads
          // them as "not given" (paging resets, a picture it ignores): the next test holds it to that.
          const odd = p.value !== NUL && p.value !== "";
          const notText = p.as === "json" && typeof p.value !== "string";
          const refused = !schema.safeParse(p.value).success;
          if (odd && (isNumeric(schema) || notText) && refused && r.code !== CODE.business) {
            failures.push(`${label}: accepted`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("never reads a loose number, nor one beyond the int4 columns, as a number, nor JSON that is no text as text", () => {
    const wrong: string[] = [];
    for (const [name, spec] of table) {
      for (const [key, schema] of Object.entries(shapeOf(spec))) {
        const numeric = isNumeric(schema);
        for (const value of numeric ? [...LOOSE_TEXT, ...LOOSE_JSON, HUGE, INT4_OVER] : LOOSE_JSON) {
          const r = schema.safeParse(value);
          if (r.success && (numeric ? r.data === looseReading(value) : r.data !== undefined)) {
            wrong.push(`${name} ${key}=${JSON.stringify(value)} read as ${JSON.stringify(r.data)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads a blank number as a number not sent: missing when required, the default when optional", () => {
    const wrong: string[] = [];
    for (const [name, spec] of table) {
      for (const [key, schema] of Object.entries(shapeOf(spec))) {
        if (!isNumeric(schema)) continue;
        const blank = schema.safeParse("");
        const absent = schema.safeParse(undefined);
        if (blank.success !== absent.success || !isDeepStrictEqual(blank.data, absent.data)) {
          wrong.push(`${name} ${key}: blank ${JSON.stringify(blank.data)}, absent ${JSON.stringify(absent.data)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("NUL bytes", () => {
  it("are refused in a search, a login, a form body and inside a JSON body's array", async () => {
    const paramError = { code: CODE.business, msg: ERRORS.paramError.zh };
    const pick = (r: { code: string; msg: string | null }) => ({ code: r.code, msg: r.msg });
    expect(pick(await t.inject("sellerGoods!search", { keyword: "box\u0000" }))).toEqual(paramError);
    expect(pick(await t.inject("user!newlogin", { username: "a\u0000", password: "x" }, { as: "form" }))).toEqual(
      paramError,
    );
    expect(pick(await t.inject("console/auth!login", { username: "\u0000", password: "x" }, { as: "json" }))).toEqual(
      paramError,
    );
    const review = { sellerGoodsId: 1, evaluationType: 1, rating: 5, content: "fine\u0000" };
    const nested = await t.inject(
      "evaluation!addList",
      { token: tokens.shop },
      { json: { orderId: "ABCDE12345", evaluationAdds: [review] } },
    );
    expect(pick(nested)).toEqual(paramError);
  });
});
