import { ERRORS, type LocalUser, type LoginResult } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildStaff, buildUser, grantBalance, sessionFor } from "../../test/factories.ts";
import { ManualClock } from "./clock.ts";

const clock = new ManualClock(new Date());
let n = 0;
const fresh = (prefix = "buyer") => `${prefix}${Date.now().toString(36)}${++n}`;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;

const t = appForFile({ services: { clock } });

const register = (params: Record<string, string | number | undefined>, action = "localuser!registerNoVerifcode") =>
  t.inject<LoginResult>(
    action,
    { password: "pass1234", re_password: "pass1234", type: 3, ...params },
    { method: "GET" },
  );
const me = (token: string) => t.inject<LocalUser>("localuser!get", { token }, { method: "GET" });
const login = (username: string, password = "pass1234") =>
  t.inject<LoginResult>("user!newlogin", { username, password }, { as: "form" });

describe("registration", () => {
  it("registers by username, stores an argon2id hash and logs the new user in", async () => {
    const name = fresh();
    const r = await register({ username: name });
    expect(r.code).toBe("0");
    expect(r.data).toMatchObject({ username: name, usercode: expect.stringMatching(/^\d{7}$/) });
    expect(r.data.token).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await t.db.query<{ password_hash: string }>("select password_hash from party where username = $1", [
      name,
    ]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    const info = await me(r.data.token);
    expect(info.data).toMatchObject({ username: name, safeword: 0, avatar: "1", roletype: 0 });
  });

  it("stores phone registrations as '<area> <number>' and logs in with or without the space", async () => {
    const number = `1${String(Date.now()).slice(-9)}`;
    const r = await register({ username: `+86 ${number}`, type: 1 });
    expect(r.code).toBe("0");
    expect(r.data.username).toBe(`86 ${number}`);
    expect((await login(`86 ${number}`)).code).toBe("0");
    expect((await login(`86${number}`)).code).toBe("0");
  });

  it("registers by e-mail case-insensitively and logs in with the address", async () => {
    const email = `${fresh("mail")}@Example.com`;
    const r = await register({ username: email, type: 2 });
    expect(r.data.username).toBe(email.toLowerCase());
    expect((await login(email.toUpperCase())).code).toBe("0");
    expect((await register({ username: email, type: 2 })).msg).toBe(zh("phoneOrEmailBound"));
  });

  it("links the referrer named by the invitation code and refuses unknown codes", async () => {
    const referrer = await buildUser(t.db);
    const name = fresh();
    expect((await register({ username: name, agentCode: referrer.usercode })).code).toBe("0");
    const [row] = await t.db.query<{ invited_by: number }>("select invited_by from party where username = $1", [name]);
    expect(row?.invited_by).toBe(referrer.id);
    expect((await register({ username: fresh(), agentCode: "999999999" })).msg).toBe(zh("invitationCodeWrong"));
    // A blank code, or the original's "000000", is no code.
    expect((await register({ username: fresh(), agentCode: "000000" })).code).toBe("0");
  });

  it("answers each broken rule with its catalogue message", async () => {
    const cases: [Record<string, string | number | undefined>, keyof typeof ERRORS][] = [
      [{ username: fresh(), type: 9 }, "typeRequired"],
      [{ username: fresh(), type: undefined }, "typeRequired"],
      [{ username: "" }, "usernameRequired"],
      [{ username: "bad name!" }, "usernameInvalid"],
      [{ username: "abc" }, "usernameInvalid"],
      [{ username: "86 123", type: 1 }, "phoneInvalid"],
      [{ username: "ab@x.com", type: 2 }, "emailInvalid"],
      [{ username: fresh(), password: "12345", re_password: "12345" }, "passwordLength"],
      [{ username: fresh(), password: "1234567890123", re_password: "1234567890123" }, "passwordLength"],
      [{ username: fresh(), re_password: "other123" }, "passwordsDiffer"],
      [{ username: fresh(), agentCode: "a!" }, "invitationCodeWrong"],
    ];
    for (const [params, key] of cases) {
      const r = await register(params);
      expect({ params, code: r.code, msg: r.msg }).toEqual({ params, code: "1", msg: zh(key) });
    }
  });

  it("creates exactly one account when the same name is submitted twice at once", async () => {
    const name = fresh();
    const rs = await Promise.all([register({ username: name }), register({ username: name })]);
    expect(rs.map((r) => r.code).sort()).toEqual(["0", "1"]);
    const [row] = await t.db.query<{ n: number }>("select count(*)::int n from party where username = $1", [name]);
    expect(row?.n).toBe(1);
  });
});

describe("verification codes", () => {
  const lastCode = async (to: string) => {
    const [row] = await t.db.query<{ body: string }>(
      "select body from outbox where recipient = $1 order by id desc limit 1",
      [to],
    );
    return /\b(\d{6})\b/.exec(row?.body ?? "")?.[1] ?? "";
  };

  it("sends a 6-digit code to the outbox and registers with it once", async () => {
    const email = `${fresh("code")}@example.com`;
    const sent = await t.inject("idcode!execute", { target: email });
    expect(sent).toMatchObject({ code: "0", msg: zh("operationSuccess") });
    const code = await lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(
      (await register({ username: email, type: 2, verifcode: wrong }, "localuser!registerWithVerifcode")).msg,
    ).toBe(zh("verifyCodeWrong"));
    const ok = await register({ username: email, type: 2, verifcode: code }, "localuser!registerWithVerifcode");
    expect(ok.code).toBe("0");
    const again = `${fresh("code")}@example.com`;
    expect((await register({ username: again, type: 2, verifcode: code }, "localuser!registerWithVerifcode")).msg).toBe(
      zh("verifyCodeWrong"),
    );
  });

  it("requires the code for e-mail and phone registrations with verification", async () => {
    const r = await register(
      { username: `${fresh("nocode")}@example.com`, type: 2 },
      "localuser!registerWithVerifcode",
    );
    expect(r.msg).toBe(zh("verifyCodeWrong"));
  });

  it("caps codes per address per day", async () => {
    const email = `${fresh("cap")}@example.com`;
    await t.db.query("update syspara set value = '2' where code = 'verify_code_per_day'");
    t.caches.reference.clear();
    try {
      expect((await t.inject("idcode!execute", { target: email })).code).toBe("0");
      expect((await t.inject("idcode!execute", { target: email })).code).toBe("0");
      expect((await t.inject("idcode!execute", { target: email })).msg).toBe(zh("tooManyEmails"));
    } finally {
      await t.db.query("update syspara set value = '10' where code = 'verify_code_per_day'");
      t.caches.reference.clear();
    }
  });

  it("refuses targets that are neither an address nor a phone", async () => {
    expect((await t.inject("idcode!execute", { target: "not-an-address" })).code).toBe("1");
    expect((await t.inject("idcode!execute", {})).code).toBe("1");
  });
});

describe("login, logout and sessions", () => {
  it("gives unknown names and wrong passwords the same answer", async () => {
    const u = await buildUser(t.db);
    const wrong = await login(u.username, "wrongpass1");
    const unknown = await login(fresh("ghost"), "wrongpass1");
    expect(wrong).toMatchObject({ code: "1", msg: zh("wrongPassword") });
    expect(unknown).toMatchObject({ code: "1", msg: zh("wrongPassword") });
  });

  it("answers missing fields with their messages", async () => {
    expect((await t.inject("user!newlogin", { password: "pass1234" })).msg).toBe(zh("usernameRequired"));
    expect((await t.inject("user!newlogin", { username: "someone" })).msg).toBe(zh("loginPasswordRequired"));
  });

  it("keeps staff out of the shop and answers a disabled account with 403", async () => {
    const staff = await buildStaff(t.db);
    expect((await login(staff.username)).msg).toBe(zh("loginFailed"));
    const off = await buildUser(t.db, { enabled: false });
    expect((await login(off.username)).msg).toBe(zh("accountDisabled"));
  });

  it("logs out with GET or POST, after which the token is refused", async () => {
    for (const method of ["GET", "POST"] as const) {
      const u = await buildUser(t.db);
      const { data } = await login(u.username);
      expect((await me(data.token)).code).toBe("0");
      const out = await t.inject("user!logout", { token: data.token }, { method });
      expect(out).toMatchObject({ code: "0", msg: zh("logoutSuccess") });
      expect((await me(data.token)).code).toBe("403");
    }
  });

  it("accepts the token as a Bearer header too", async () => {
    const u = await buildUser(t.db);
    const token = await sessionFor(t.db, u.id);
    const r = await t.inject<LocalUser>("localuser!get", {}, { headers: { authorization: `Bearer ${token}` } });
    expect(r.data.username).toBe(u.username);
  });

  it("answers 403 without a session, with a malformed one, or with another app's", async () => {
    expect((await t.inject("localuser!get")).code).toBe("403");
    expect((await me("x".repeat(32))).code).toBe("403");
    const seller = await buildUser(t.db, { role: "SELLER" });
    expect((await me(await sessionFor(t.db, seller.id, "seller"))).code).toBe("403");
    expect((await me(await sessionFor(t.db, seller.id, "shop"))).code).toBe("0");
  });

  it("logs a disabled user out everywhere, public pages included", async () => {
    const u = await buildUser(t.db);
    const token = await sessionFor(t.db, u.id);
    await t.db.query("update party set enabled = false where id = $1", [u.id]);
    expect(await me(token)).toMatchObject({ code: "403", msg: zh("accountDisabled") });
    const browse = await t.inject("sellerGoods!list", { token, pageNum: 1, pageSize: 2 });
    expect(browse).toMatchObject({ code: "403", msg: zh("accountDisabled") });
  });

  it("expires sessions, and the heartbeat keeps an active one alive", async () => {
    const u = await buildUser(t.db);
    const start = clock.now();
    const idle = await sessionFor(t.db, u.id, "shop", start);
    const active = await sessionFor(t.db, u.id, "shop", start);
    clock.advance(20 * 86_400_000);
    expect((await t.inject("user!heartbeat", { token: active })).code).toBe("0");
    clock.advance(15 * 86_400_000);
    expect((await me(idle)).code).toBe("403");
    expect((await me(active)).code).toBe("0");
    clock.set(start);
  });

  it("picks one of the numbered avatars", async () => {
    const u = await buildUser(t.db);
    const token = await sessionFor(t.db, u.id);
    expect((await t.inject("localuser!refreshAvatar", { token, idx: 7 })).code).toBe("0");
    expect((await me(token)).data.avatar).toBe("7");
    expect((await t.inject("localuser!refreshAvatar", { token, idx: 99 })).code).toBe("1");
    expect((await t.inject("localuser!refreshAvatar", { token, idx: 7 }, { method: "GET" })).code).toBe("1");
  });
});

describe("passwords", () => {
  it("changes the login password and ends the user's other sessions", async () => {
    const u = await buildUser(t.db);
    const here = await sessionFor(t.db, u.id);
    const elsewhere = await sessionFor(t.db, u.id);
    const bad = await t.inject("user!updateOldAndNewPsw", {
      token: here,
      old_password: "wrong123",
      password: "newpass99",
      re_password: "newpass99",
    });
    expect(bad.msg).toBe(zh("oldPasswordWrong"));
    const differ = await t.inject("user!updateOldAndNewPsw", {
      token: here,
      old_password: u.password,
      password: "newpass99",
      re_password: "newpass98",
    });
    expect(differ.msg).toBe(zh("passwordsDiffer"));
    const ok = await t.inject("user!updateOldAndNewPsw", {
      token: here,
      old_password: u.password,
      password: "newpass99",
      re_password: "newpass99",
    });
    expect(ok.code).toBe("0");
    expect((await me(here)).code).toBe("0");
    expect((await me(elsewhere)).code).toBe("403");
    expect((await login(u.username, "newpass99")).code).toBe("0");
    expect((await login(u.username, u.password)).code).toBe("1");
  });

  it("sets a 6-digit fund password once, then changes it with the old one", async () => {
    const u = await buildUser(t.db);
    const token = await sessionFor(t.db, u.id);
    expect((await t.inject("user!setSafewordReg", { token, safeword: "12345" })).msg).toBe(zh("fundPasswordInvalid"));
    expect((await t.inject("user!setSafewordReg", { token, safeword: "12345a" })).msg).toBe(zh("fundPasswordInvalid"));
    expect((await t.inject("user!setSafewordReg", { token, safeword: "123456", re_safeword: "123456" })).code).toBe(
      "0",
    );
    expect((await me(token)).data.safeword).toBe(1);
    expect((await t.inject("user!setSafewordReg", { token, safeword: "654321" })).msg).toBe(zh("noPermission"));
    const change = (old: string, next: string, again = next) =>
      t.inject("user!updateOldAndNewSafeword", { token, old_safeword: old, safeword: next, re_safeword: again });
    expect((await change("000000", "654321")).msg).toBe(zh("fundPasswordWrong"));
    expect((await change("123456", "654321", "654320")).msg).toBe(zh("fundPasswordInvalid"));
    expect((await change("123456", "654321")).code).toBe("0");
  });
});

describe("account cancellation", () => {
  it("is refused for a wrong account name, a wrong fund password or a balance", async () => {
    const u = await buildUser(t.db, { safeword: "123456" });
    const token = await sessionFor(t.db, u.id);
    const off = (p: Record<string, string>) => t.inject("user!logoff", { token, reason: "moving", ...p });
    expect((await off({ account: "someoneelse", cashPassword: "123456" })).msg).toBe(zh("accountMismatch"));
    expect((await off({ account: u.username })).msg).toBe(zh("enterFullPaymentPassword"));
    expect((await off({ account: u.username, cashPassword: "000000" })).msg).toBe(zh("fundPasswordWrong"));
    await grantBalance(t.db, u.id, 1n);
    expect((await off({ account: u.username, cashPassword: "123456" })).msg).toBe(zh("cancelWithBalance"));
    expect((await me(token)).code).toBe("0");
  });

  it("closes the account, ends its sessions and keeps the name from registering again for the set days", async () => {
    const u = await buildUser(t.db);
    const token = await sessionFor(t.db, u.id);
    const r = await t.inject("user!logoff", { token, account: u.username, reason: "no longer needed" });
    expect(r.code).toBe("0");
    expect((await me(token)).code).toBe("403");
    expect((await login(u.username)).code).toBe("1");
    expect((await register({ username: u.username })).msg).toBe(zh("registerTooSoon"));
    const start = clock.now();
    clock.advance(31 * 86_400_000);
    expect((await register({ username: u.username })).code).toBe("0");
    clock.set(start);
  });
});
