import { API, type ActionSpec } from "@mall/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app.ts";
import { buildUser } from "../../test/factories.ts";
import { allActions } from "../routes.ts";

const table = API as Record<string, ActionSpec>;
const DOOR = { public: undefined, shop: true, seller: "seller", console: "admin" } as const;

describe("the action table", () => {
  it("names every action the server answers, and the server answers every action it names", () => {
    const served = allActions.map((a) => a.name);
    expect(new Set(served).size).toBe(served.length);
    expect(served.filter((n) => !table[n])).toEqual([]);
    expect(Object.keys(table).filter((n) => !served.includes(n))).toEqual([]);
  });

  it("is where the server takes each action's door, method, params and permission from", () => {
    for (const a of allActions) {
      const spec = table[a.name];
      expect({ name: a.name, params: a.params === spec?.params }).toEqual({ name: a.name, params: true });
      expect({ name: a.name, auth: a.auth, method: a.method, permission: a.permission }).toEqual({
        name: a.name,
        auth: spec ? DOOR[spec.app] : undefined,
        method: spec?.method,
        permission: spec?.permission,
      });
    }
  });
});

describe("HTTP methods (contract 2.3)", () => {
  it("are the original's: user and localuser calls take any method but logoff and refreshAvatar", () => {
    const methods = Object.fromEntries(Object.entries(table).map(([n, s]) => [n, s.method]));
    expect(methods).toMatchObject({
      "user!newlogin": "ANY",
      "user!heartbeat": "ANY",
      "localuser!get": "ANY",
      "localuser!registerNoVerifcode": "ANY",
      "user!logoff": "POST",
      "localuser!refreshAvatar": "POST",
      "category!tree": "GET",
      "order!submit": "POST",
    });
  });

  it("logs in by GET as the original clients may", async () => {
    const t = await testApp();
    try {
      const u = await buildUser(t.db);
      const r = await t.inject("user!newlogin", { username: u.username, password: "pass1234" }, { method: "GET" });
      expect(r.code).toBe("0");
    } finally {
      await t.close();
    }
  });
});

describe("/api/openapi.json and /api/docs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it("describes every action of the table with its params and data", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toBe("3.1.0");
    const described = Object.keys(doc.paths).map((p) => p.replace(/^\/api\/(.*)\.action$/, "$1"));
    expect(described.sort()).toEqual(Object.keys(table).sort());
  });

  it("shows it as a browsable page", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("swagger-ui-bundle.js");
    const script = await t.app.inject({ method: "GET", url: "/api/docs/assets/swagger-ui-bundle.js" });
    expect(script.statusCode).toBe(200);
    const other = await t.app.inject({ method: "GET", url: "/api/docs/assets/package.json" });
    expect(other.statusCode).not.toBe(200);
  });
});
