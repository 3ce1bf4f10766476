import { ERRORS } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildCategory, buildUser, sessionFor } from "../../test/factories.ts";
import { shopFlow } from "../../test/shop-flow.ts";
import { plantSlide } from "../../test/slide.ts";
import { partyBalances } from "../ledger/balances.ts";
import { ManualClock, startOfNextDay } from "./clock.ts";
import { pruneLockouts, unknownNameLock } from "./lockout.ts";

// 10:00 in Shanghai, so "tomorrow" is 14 hours away.
const clock = new ManualClock(new Date("2026-11-20T02:00:00Z"));
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const MIN = 60_000;

const t = appForFile({ services: { clock } });

// Every login here passes a slide check (asked after a wrong password: slide.test.ts); these are about the count.
const login = async (username: string, password: string) =>
  (await t.inject("user!newlogin", { username, password, ...(await plantSlide(t.db)) }, { as: "form" })).msg ?? "ok";

/** The same login sent from another client address (the lock-out is per account and address). */
const loginFrom = async (remoteAddress: string, username: string, password: string) => {
  const { slideId, slideX, slideTrace } = await plantSlide(t.db);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user!newlogin.action",
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ username, password, slideId, slideX: String(slideX), slideTrace }).toString(),
  });
  const body = res.json() as { code: string; msg?: string };
  return body.code === "0" ? "ok" : body.msg;
};

let categoryId = 0;
beforeAll(async () => {
  categoryId = await buildCategory(t.db);
});
const flow = shopFlow(
  () => t,
  () => categoryId,
);

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

describe("parallel guesses", () => {
  const lockAnswers: (string | null | undefined)[] = [zh("lockedThreeMinutes"), zh("lockedUntilTomorrow")];

  // The guesses race one another; the right password is sent after them, as a request sent "at the same
  // time" may still be counted first (then it signs in and clears the count, which is the rule).
  it("counts 10 wrong logins sent at once as 10 attempts: three reach the check, the right one then meets the lock", async () => {
    clock.set(new Date("2026-11-20T02:00:00Z"));
    const u = await buildUser(t.db);
    const guesses = Array.from({ length: 10 }, (_, i) => `wrong00${i}`);
    const answers = await Promise.all(guesses.map((p) => login(u.username, p)));
    expect(answers.filter((a) => a === zh("wrongPassword")).length).toBe(2);
    expect(answers.filter((a) => !lockAnswers.includes(a)).length).toBe(2);
    expect(await login(u.username, u.password)).toBe(zh("lockedThreeMinutes"));
    clock.advance(3 * MIN);
    expect(await login(u.username, u.password)).toBe("ok");
  });

  it("counts 20 wrong fund passwords sent at once to order!pay as 20 attempts: the order stays unpaid", async () => {
    clock.set(new Date("2026-11-20T02:00:00Z"));
    const s = await flow.store();
    const l = await flow.listing(s.sellerId);
    const b = await flow.buyer(10_000n);
    const [order] = (await flow.submit(b.token, `${l.id},-1,1`)).data.orderList;
    const id = order?.orderId ?? "";
    const guesses = Array.from({ length: 20 }, (_, i) => String(100_000 + i));
    const answers = await Promise.all(guesses.map(async (p) => (await flow.pay(b.token, id, p)).msg));
    expect(answers.filter((a) => a === zh("fundPasswordWrong")).length).toBe(2);
    expect(answers.filter((a) => !lockAnswers.includes(a)).length).toBe(2);
    const [row] = await t.db.query<{ status: number }>("select status from mall_order where id = $1", [id]);
    expect(row?.status).toBe(0);
    expect((await partyBalances(t.db, b.id)).available).toBe(10_000n);
    expect((await flow.pay(b.token, id)).msg).toBe(zh("lockedThreeMinutes"));
  });
});

describe("login answers reveal nothing and strangers cannot lock the owner out", () => {
  it("answers guesses at an unknown name exactly like guesses at a real one, lock-outs included", async () => {
    clock.set(new Date("2026-11-20T02:00:00Z"));
    const u = await buildUser(t.db);
    const ghost = `ghost${Date.now().toString(36)}`;
    const real: (string | undefined)[] = [];
    const unknown: (string | undefined)[] = [];
    for (const p of ["wrong001", "wrong002", "wrong003", "wrong004"]) {
      real.push(await login(u.username, p));
      unknown.push(await login(ghost, p));
    }
    expect(unknown).toEqual(real);
    expect(real).toEqual([
      zh("wrongPassword"),
      zh("wrongPassword"),
      zh("lockedThreeMinutes"),
      zh("lockedThreeMinutes"),
    ]);
    clock.advance(3 * MIN);
    expect(await login(ghost, "wrong005")).toBe(zh("lockedUntilTomorrow"));
    expect(await login(u.username, "wrong005")).toBe(zh("lockedUntilTomorrow"));
  });

  it("forgets spent counters of past days, unknown names' too, and keeps today's and running locks", async () => {
    clock.set(new Date("2026-11-20T02:00:00Z"));
    const ghost = `gone${Date.now().toString(36)}`;
    for (const p of ["wrong001", "wrong002", "wrong003", "wrong004"]) await login(ghost, p);
    const rows = async () =>
      (
        await t.db.query<{ n: number }>("select count(*)::int n from password_lock where subject = $1", [
          unknownNameLock(ghost, "127.0.0.1").subject,
        ])
      )[0]?.n;
    expect(await rows()).toBe(1);
    // Today, and tomorrow while the day-long lock still runs to its end, the row stays.
    expect(await pruneLockouts(t.db, clock.now())).toBe(0);
    expect(await rows()).toBe(1);
    clock.set(new Date(startOfNextDay(clock.now()).getTime() + MIN));
    await pruneLockouts(t.db, clock.now());
    expect(await rows()).toBe(0);
  });

  it("locks the account only for the address that guessed: the owner elsewhere still logs in", async () => {
    clock.set(new Date("2026-11-20T02:00:00Z"));
    const u = await buildUser(t.db);
    const stranger = "203.0.113.7";
    const owner = "198.51.100.20";
    for (const p of ["wrong001", "wrong002", "wrong003"]) await loginFrom(stranger, u.username, p);
    clock.advance(3 * MIN);
    expect(await loginFrom(stranger, u.username, "wrong004")).toBe(zh("lockedUntilTomorrow"));
    expect(await loginFrom(stranger, u.username, u.password)).toBe(zh("lockedUntilTomorrow"));
    expect(await loginFrom(owner, u.username, u.password)).toBe("ok");
    // The owner's own address keeps its own count and the same rules.
    for (const p of ["wrong001", "wrong002"]) expect(await loginFrom(owner, u.username, p)).toBe(zh("wrongPassword"));
    expect(await loginFrom(owner, u.username, "wrong003")).toBe(zh("lockedThreeMinutes"));
    clock.set(startOfNextDay(clock.now()));
    expect(await loginFrom(stranger, u.username, u.password)).toBe("ok");
  });
});
