import { type ConsoleLoginResult, type ConsoleMe, ERRORS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile, testApp } from "../../test/app.ts";
import { buildStaff, buildStaffRole, buildUser, sessionFor } from "../../test/factories.ts";

const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;

const t = appForFile();

const login = (username: string, password: string) =>
  t.inject<ConsoleLoginResult>("console/auth!login", { username, password }, { as: "form" });

describe("console/auth!login", () => {
  it("signs a staff member in and tells who they are", async () => {
    const roleId = await buildStaffRole(t.db, { name: "Reviewers", permissions: ["stores", "mail"] });
    const s = await buildUser(t.db, { role: "STAFF", staffRoleId: roleId });
    const r = await login(s.username, s.password);
    expect(r.code).toBe("0");
    expect(r.data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(r.data).toMatchObject({
      id: s.id,
      username: s.username,
      role: "Reviewers",
      permissions: ["stores", "mail"],
    });
    const me = await t.inject<ConsoleMe>("console/auth!me", { token: r.data.token });
    expect(me.data).toMatchObject({ username: s.username, role: "Reviewers", permissions: ["stores", "mail"] });
    const [row] = await t.db.query<{ last_login_at: Date | null }>("select last_login_at from party where id = $1", [
      s.id,
    ]);
    expect(row?.last_login_at).not.toBeNull();
  });

  it("refuses buyers and sellers, whose passwords are right", async () => {
    for (const role of ["MEMBER", "SELLER", "TEST"] as const) {
      const u = await buildUser(t.db, { role });
      const r = await login(u.username, u.password);
      expect([r.code, r.msg]).toEqual(["1", zh("loginFailed")]);
    }
  });

  it("answers wrong passwords alike for unknown names and locks after the third", async () => {
    const s = await buildStaff(t.db);
    expect((await login("nobody000x", "whatever1")).msg).toBe(zh("wrongPassword"));
    expect((await login(s.username, "wrong001")).msg).toBe(zh("wrongPassword"));
    expect((await login(s.username, "wrong002")).msg).toBe(zh("wrongPassword"));
    expect((await login(s.username, "wrong003")).msg).toBe(zh("lockedThreeMinutes"));
    expect((await login(s.username, s.password)).msg).toBe(zh("lockedThreeMinutes"));
  });

  it("refuses a disabled staff account", async () => {
    const s = await buildStaff(t.db);
    await t.db.query("update party set enabled = false where id = $1", [s.id]);
    expect((await login(s.username, s.password)).msg).toBe(zh("accountDisabled"));
  });

  it("answers missing fields with their own sentences, never a 500", async () => {
    expect((await login("", "x")).msg).toBe(zh("usernameRequired"));
    expect((await login("someone", "")).msg).toBe(zh("loginPasswordRequired"));
    const odd = await t.inject("console/auth!login", {}, { json: ["a", 1] });
    expect(odd.status).toBeLessThan(500);
    const long = await login("x".repeat(500), "y".repeat(500));
    expect([long.code, long.status < 500]).toEqual(["1", true]);
  });

  it("is rate limited per account name", async () => {
    const limited = await testApp({ limits: { loginName: { points: 2, duration: 60 } } });
    try {
      const s = await buildStaff(limited.db);
      const call = () => limited.inject("console/auth!login", { username: s.username, password: "wrong001" });
      await call();
      await call();
      expect((await call()).msg).toBe(zh("tooFrequent"));
    } finally {
      await limited.close();
    }
  });
});

describe("console/auth!me and !logout", () => {
  it("needs a console session: no token, a shop token of a staff member, or an unknown one answer 403", async () => {
    const s = await buildStaff(t.db);
    expect((await t.inject("console/auth!me")).code).toBe("403");
    expect((await t.inject("console/auth!me", { token: await sessionFor(t.db, s.id, "shop") })).code).toBe("403");
    expect((await t.inject("console/auth!me", { token: "f".repeat(32) })).code).toBe("403");
    expect((await t.inject("console/auth!me", { token: "not a token" })).code).toBe("403");
  });

  it("accepts the token as a Bearer header too", async () => {
    const s = await buildStaff(t.db);
    const token = await sessionFor(t.db, s.id, "admin");
    const r = await t.inject<ConsoleMe>("console/auth!me", {}, { headers: { authorization: `Bearer ${token}` } });
    expect(r.data.username).toBe(s.username);
  });

  it("ends the session on logout", async () => {
    const s = await buildStaff(t.db);
    const { data } = await login(s.username, s.password);
    const out = await t.inject("console/auth!logout", { token: data.token });
    expect([out.code, out.msg]).toEqual(["0", zh("logoutSuccess")]);
    expect((await t.inject("console/auth!me", { token: data.token })).code).toBe("403");
  });
});
