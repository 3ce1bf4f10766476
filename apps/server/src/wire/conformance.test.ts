import { API } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { multipart, type Part } from "../../test/multipart.ts";
import { buildWireWorld } from "../../test/wire-world.ts";
import type { WireCase, World } from "./case.ts";
import { CASES } from "./cases/index.ts";
import { DOCUMENTED, ISSUES, PENDING } from "./documented.ts";
import { envelopeMismatches } from "./shape.ts";

/**
 * The wire conformance suite: every action api-contract.md documents, sent as the original clients send it
 * (a recorded request per case) to the real server, and the raw JSON answer (not the action table's parse of
 * it) held to the contract's envelope and field types. Runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set. How to add a case: docs/wire-conformance.md.
 */
const t = appForFile();
let world: World;
beforeAll(async () => {
  world = await buildWireWorld(t);
});

/** A 1×1 PNG, and one a byte past the 4500 KB the contract allows (3.10). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const TOO_LARGE = Buffer.concat([PNG, Buffer.alloc(4500 * 1024 - PNG.length + 1)]);

/** The request exactly as the case records it: POST params in the query string with no body (contract 2.2). */
async function send(c: WireCase, w: World) {
  const params = c.params(w);
  const query = new URLSearchParams(params).toString();
  const path = `/api/${c.action}.action`;
  const method = c.method ?? "POST";
  if (c.as === "multipart") {
    const parts: Part[] = Object.entries(params).map(([name, value]) => ({ name, value }));
    const data = c.file === "too large" ? TOO_LARGE : PNG;
    parts.push({ name: "file", filename: "photo.png", type: "image/png", data });
    const { payload, contentType } = multipart(parts);
    return t.app.inject({ method, url: path, headers: { "content-type": contentType }, payload });
  }
  if (c.body) {
    return t.app.inject({
      method,
      url: `${path}?${query}`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(c.body(w)),
    });
  }
  if (c.as === "form" || c.as === "json") {
    const json = c.as === "json";
    return t.app.inject({
      method,
      url: path,
      headers: { "content-type": json ? "application/json" : "application/x-www-form-urlencoded" },
      payload: json ? JSON.stringify(params) : query,
    });
  }
  return t.app.inject({ method, url: query ? `${path}?${query}` : path });
}

describe("wire conformance (api-contract.md)", () => {
  for (const c of CASES) {
    it(`${c.section} ${c.action}${c.title ? ` (${c.title})` : ""}`, async () => {
      await c.before?.(t.db, world);
      const res = await send(c, world);
      const problems: string[] = [];
      if (!String(res.headers["content-type"] ?? "").startsWith("application/json")) {
        problems.push(`content-type: expected application/json, got ${res.headers["content-type"]}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        problems.push(`answer: not JSON: ${res.body.slice(0, 80)}`);
      }
      if (body !== undefined) {
        problems.push(...envelopeMismatches(body, c.expect));
        const data =
          (body as { code?: unknown; data?: unknown }).code === c.expect.code
            ? (body as { data?: unknown }).data
            : undefined;
        if (data !== undefined && c.verify) problems.push(...c.verify(data, world));
      }
      expect(problems, JSON.stringify(body)?.slice(0, 400)).toEqual([]);
    });
  }

  it("serves the mobile base path /wap/api the same way (contract 2.1)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/wap/api/index!home.action?lang=en" });
    expect(envelopeMismatches(res.json(), { code: "0", data: { banner: "array" } })).toEqual([]);
  });

  it("answers an unknown token with 403 请重新登录, as a missing one (contract 2.3)", async () => {
    const res = await t.app.inject({ method: "POST", url: `/api/order!listMain.action?token=${"0".repeat(32)}` });
    expect(envelopeMismatches(res.json(), { code: "403", msg: "请重新登录" })).toEqual([]);
  });
});

describe("wire conformance coverage", () => {
  const served = new Set(Object.keys(API));
  const cased = new Set(CASES.map((c) => c.action));

  it("has a case or a PENDING entry for every documented action, never both", () => {
    const uncovered = DOCUMENTED.filter((d) => !cased.has(d.action) && !(d.action in PENDING));
    const both = DOCUMENTED.filter((d) => cased.has(d.action) && d.action in PENDING);
    expect({ uncovered, both }).toEqual({ uncovered: [], both: [] });
  });

  it("has no PENDING action the server already serves: an action that arrives brings its case", () => {
    const arrived = Object.entries(PENDING)
      .filter(([action]) => served.has(action))
      .map(([action, issue]) => `${action} (issue ${issue}, ${ISSUES[issue]}) is served: write its case`);
    expect(arrived).toEqual([]);
  });

  it("has cases only for served, documented actions, in the section the contract gives", () => {
    const documented = new Map(DOCUMENTED.map((d) => [d.action, d.section]));
    const wrong = CASES.filter((c) => !served.has(c.action) || documented.get(c.action) !== c.section).map(
      (c) => `${c.action} §${c.section}`,
    );
    expect(wrong).toEqual([]);
  });

  it("checks every covered action's success answer at least once", () => {
    const withSuccess = new Set(CASES.filter((c) => c.expect.code === "0").map((c) => c.action));
    expect([...cased].filter((a) => !withSuccess.has(a))).toEqual([]);
  });
});
