import { ERRORS } from "@mall/contract";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { testApp } from "../../test/app.ts";
import { buildUser } from "../../test/factories.ts";
import { RateLimits } from "./rate-limit.ts";

describe("rate limits", () => {
  it("answers 操作频繁 when login attempts from one address exceed the budget", async () => {
    const t = await testApp({ limits: { loginIp: { points: 3, duration: 60 } } });
    try {
      const u = await buildUser(t.db);
      const codes: string[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await t.inject("user!newlogin", { username: u.username, password: u.password }, { as: "form" });
        codes.push(r.msg ?? r.code);
      }
      expect(codes.slice(0, 3).every((c) => c === "0")).toBe(true);
      expect(codes[3]).toBe(ERRORS.tooFrequent.zh);
    } finally {
      await t.close();
    }
  });

  it("sends one verification code per address per minute", async () => {
    const t = await testApp({ limits: { codeTarget: { points: 1, duration: 60 } } });
    try {
      expect((await t.inject("idcode!execute", { target: "ratelimit01@example.com" })).code).toBe("0");
      expect((await t.inject("idcode!execute", { target: "RATELIMIT01@example.com" })).msg).toBe(ERRORS.tooFrequent.zh);
      expect((await t.inject("idcode!execute", { target: "ratelimit02@example.com" })).code).toBe("0");
      // One phone however it is typed: with "+", with extra spaces.
      expect((await t.inject("idcode!execute", { target: "86 13912345678" })).code).toBe("0");
      for (const same of ["+86 13912345678", " 86   13912345678 "]) {
        expect((await t.inject("idcode!execute", { target: same })).msg, same).toBe(ERRORS.tooFrequent.zh);
      }
    } finally {
      await t.close();
    }
  });

  it("limits money calls per signed-in party", async () => {
    const t = await testApp({ limits: { money: { points: 2, duration: 60 } } });
    try {
      const u = await buildUser(t.db);
      const { data } = await t.inject<{ token: string }>("user!newlogin", {
        username: u.username,
        password: u.password,
      });
      const call = () => t.inject("user!setSafewordReg", { token: data.token, safeword: "abc" });
      expect((await call()).msg).toBe(ERRORS.fundPasswordInvalid.zh);
      expect((await call()).msg).toBe(ERRORS.fundPasswordInvalid.zh);
      expect((await call()).msg).toBe(ERRORS.tooFrequent.zh);
    } finally {
      await t.close();
    }
  });
});

// CI runs Redis (TEST_REDIS_URL); with it, two server instances share one budget.
const redisUrl = process.env.TEST_REDIS_URL;
describe("rate limits while Redis is unreachable", () => {
  it("still count, on each instance alone, and never fail the call", async () => {
    // Nothing listens on port 1: every command fails at once, as while the chaos test cuts Redis.
    const redis = new Redis("redis://127.0.0.1:1", {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    redis.on("error", () => undefined);
    const limits = new RateLimits({ redis, overrides: { loginIp: { points: 2, duration: 60 } } });
    try {
      const taken = [];
      for (let i = 0; i < 3; i++) taken.push(await limits.take("loginIp", "10.0.0.9"));
      expect(taken).toEqual([true, true, false]);
    } finally {
      redis.disconnect();
    }
  });
});

describe.runIf(redisUrl)("rate limits shared through Redis", () => {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  afterAll(() => redis?.disconnect());

  it("counts requests to two instances against one budget", async () => {
    if (!redis) return;
    const a = new RateLimits({ redis, overrides: { loginIp: { points: 3, duration: 60 } } });
    const b = new RateLimits({ redis, overrides: { loginIp: { points: 3, duration: 60 } } });
    const key = `test-${Date.now()}-${Math.random()}`;
    const taken = [await a.take("loginIp", key), await b.take("loginIp", key), await a.take("loginIp", key)];
    expect(taken).toEqual([true, true, true]);
    expect(await b.take("loginIp", key)).toBe(false);
  });
});
