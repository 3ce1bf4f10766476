import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app.ts";
import { loadEnv } from "../config/env.ts";

const ALLOWED = "https://client.example.com";

describe("CORS for clients served from another host", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ corsOrigins: [ALLOWED] });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: "OPTIONS",
      url: "/api/sellerGoods!list.action",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });

  it("answers a listed origin's preflight and marks its answers", async () => {
    const pre = await preflight(ALLOWED);
    expect(pre.statusCode).toBeLessThan(300);
    expect(pre.headers["access-control-allow-origin"]).toBe(ALLOWED);
    expect(String(pre.headers["access-control-allow-methods"])).toContain("POST");
    const res = await t.app.inject({ method: "POST", url: "/api/category!list.action", headers: { origin: ALLOWED } });
    expect(res.headers["access-control-allow-origin"]).toBe(ALLOWED);
    expect(res.json()).toMatchObject({ code: "0" });
  });

  it("gives no other origin leave to read", async () => {
    const pre = await preflight("https://evil.example.net");
    expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/category!list.action",
      headers: { origin: "https://evil.example.net" },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("lists none by default, and refuses a malformed CORS_ORIGINS at boot", async () => {
    expect(loadEnv({}).CORS_ORIGINS).toEqual([]);
    expect(loadEnv({ CORS_ORIGINS: "https://a.example, http://b.example:8080" }).CORS_ORIGINS).toEqual([
      "https://a.example",
      "http://b.example:8080",
    ]);
    expect(() => loadEnv({ CORS_ORIGINS: "https://a.example/path" })).toThrow(/CORS_ORIGINS/);
  });
});
