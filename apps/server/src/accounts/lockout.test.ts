import { ERRORS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";
import { ManualClock, startOfNextDay } from "./clock.ts";

// 10:00 in Shanghai, so "tomorrow" is 14 hours away.
const clock = new ManualClock(new Date("2026-11-20T02:00:00Z"));
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const MIN = 60_000;

const t = appForFile({ services: { clock } });

const login = async (username: string, password: string) =>
  (await t.inject("user!newlogin", { username, password }, { as: "form" })).msg ?? "ok";

describe("login password lock-out", () => {
  it("locks for 3 minutes at the third wrong entry, even for the right password", async () => {
    clock.set(new Date("2026-11-20T02:00:00Z"));
    const u = await buildUser(t.db);
    expect(await login(u.username, "wrong001")).toBe(zh("wrongPassword"));
    expect(await login(u.username, "wrong002")).toBe(zh("wrongPassword"));
    expect(await login(u.username, "wrong003")).toBe(zh("lockedThreeMinutes"));
    expect(await login(u.username, u.password)).toBe(zh("lockedThreeMinutes"));
    clock.advance(2 * MIN + 59_000);
    expect(await login(u.username, u.password)).toBe(zh("lockedThreeMinutes"));
    clock.advance(1_000);
    expect(await login(u.username, u.password)).toBe("ok");
    // Success clears the count: two more wrong entries do not lock.
    expect(await login(u.username, "wrong004")).toBe(zh("wrongPassword"));
    expect(await login(u.username, "wrong005")).toBe(zh("wrongPassword"));
  });

  it("locks until the next day after a wrong entry beyond the third", async () => {
    clock.set(new Date("2026-11-20T02:00:00Z"));
    const u = await buildUser(t.db);
    for (const p of ["wrong001", "wrong002", "wrong003"]) await login(u.username, p);
    clock.advance(3 * MIN);
    expect(await login(u.username, "wrong004")).toBe(zh("lockedUntilTomorrow"));
    clock.advance(10 * 60 * MIN);
    expect(await login(u.username, u.password)).toBe(zh("lockedUntilTomorrow"));
    clock.set(startOfNextDay(clock.now()));
    expect(await login(u.username, u.password)).toBe("ok");
  });

  it("starts a new count each business day", async () => {
    clock.set(new Date("2026-11-20T15:58:00Z")); // 23:58 in Shanghai
    const u = await buildUser(t.db);
    expect(await login(u.username, "wrong001")).toBe(zh("wrongPassword"));
    expect(await login(u.username, "wrong002")).toBe(zh("wrongPassword"));
    clock.advance(3 * MIN); // 00:01 the next day
    expect(await login(u.username, "wrong003")).toBe(zh("wrongPassword"));
  });

  it("takes the system parameter for the number of wrong entries", async () => {
    clock.set(new Date("2026-11-20T02:00:00Z"));
    await t.db.query("update syspara set value = '5' where code = 'number_of_wrong_passwords'");
    t.caches.reference.clear();
    try {
      const u = await buildUser(t.db);
      for (let i = 1; i <= 4; i++) expect(await login(u.username, `wrong00${i}`)).toBe(zh("wrongPassword"));
      expect(await login(u.username, "wrong005")).toBe(zh("lockedThreeMinutes"));
    } finally {
      await t.db.query("update syspara set value = '3' where code = 'number_of_wrong_passwords'");
      t.caches.reference.clear();
    }
  });
});

describe("fund password lock-out", () => {
  it("counts wrong fund passwords separately from the login password", async () => {
    clock.set(new Date("2026-11-20T02:00:00Z"));
    const u = await buildUser(t.db, { safeword: "123456" });
    const token = await sessionFor(t.db, u.id, "shop", clock.now());
    const change = async (old: string) =>
      (
        await t.inject("user!updateOldAndNewSafeword", {
          token,
          old_safeword: old,
          safeword: "654321",
          re_safeword: "654321",
        })
      ).msg ?? "ok";
    expect(await change("000001")).toBe(zh("fundPasswordWrong"));
    expect(await change("000002")).toBe(zh("fundPasswordWrong"));
    expect(await change("000003")).toBe(zh("lockedThreeMinutes"));
    expect(await change("123456")).toBe(zh("lockedThreeMinutes"));
    expect(await login(u.username, u.password)).toBe("ok");
    clock.advance(3 * MIN);
    expect(await change("000004")).toBe(zh("lockedUntilTomorrow"));
    clock.set(startOfNextDay(clock.now()));
    expect(await change("123456")).toBe(zh("operationSuccess"));
  });
});
