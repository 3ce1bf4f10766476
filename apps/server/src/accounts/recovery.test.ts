import { ERRORS, type LocalUser, type LoginResult, type VerifyTarget } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile, testApp } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";
import { expectCatalogueAnswer, hostileValues } from "../../test/hostile.ts";
import { plantSlide } from "../../test/slide.ts";
import { ManualClock } from "./clock.ts";
import { maskEmail, maskPhone } from "./recovery.ts";

/** Forgotten passwords: user!getUserNameVerifTarget, idcode!execute (purpose reset), user!resetpsw. */
const clock = new ManualClock(new Date("2026-11-20T02:00:00Z"));
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
let n = 0;
const fresh = (p: string) => `${p}${Date.now().toString(36)}${++n}`;

const t = appForFile({ services: { clock } });

const targets = (username: string) => t.inject<VerifyTarget>("user!getUserNameVerifTarget", { username });
const sendReset = (target: string, verifcode_type?: number) =>
  t.inject("idcode!execute", { target, purpose: "reset", verifcode_type }, { as: "form" });
const reset = (p: Record<string, string | number | undefined>) =>
  t.inject("user!resetpsw", { password: "fresh123", re_password: "fresh123", ...p }, { as: "form" });
/** Each login passes a slide check, asked after a wrong password (slide.test.ts). */
const login = async (username: string, password: string) =>
  t.inject<LoginResult>("user!newlogin", { username, password, ...(await plantSlide(t.db)) }, { as: "form" });
const me = (token: string) => t.inject<LocalUser>("localuser!get", { token }, { method: "GET" });

/** Codes arrive in the outbox (the demo's inbox); the newest one sent to `to`. */
async function lastCode(to: string): Promise<string> {
  const [row] = await t.db.query<{ body: string }>(
    "select body from outbox where recipient = $1 order by id desc limit 1",
    [to],
  );
  return /\b(\d{6})\b/.exec(row?.body ?? "")?.[1] ?? "";
}
const outboxCount = async (to: string) =>
  (await t.db.query<{ n: number }>("select count(*)::int n from outbox where recipient = $1", [to]))[0]?.n ?? 0;
const other = (code: string) => (code === "000000" ? "111111" : "000000");

/** A buyer registered by e-mail who also bound a phone. */
async function buyerWithAddresses() {
  const email = `${fresh("reset")}@example.com`;
  const phone = `44 7${String(Date.now()).slice(-9)}${n % 10}`;
  const u = await buildUser(t.db, { username: email, email, phone });
  return { ...u, email, phone };
}

describe("masking", () => {
  it("shows the first and last letter of an e-mail name and the domain", () => {
    expect(maskEmail("buyer001@example.com")).toBe("b***1@example.com");
    expect(maskEmail("ab@x.io")).toBe("a***@x.io");
  });

  it("shows a phone's calling code and its first and last two digits", () => {
    expect(maskPhone("1 2025550101")).toBe("1 20******01");
    expect(maskPhone("86 13912345678")).toBe("86 13*******78");
  });
});

describe("user!getUserNameVerifTarget", () => {
  it("answers an account's bound addresses masked, never in full, and no authenticator secret", async () => {
    const u = await buyerWithAddresses();
    for (const typed of [u.username, u.email.toUpperCase(), u.phone]) {
      const r = await targets(typed);
      expect(r.code, typed).toBe("0");
      expect(r.data).toEqual({
        phone: maskPhone(u.phone),
        phone_filled: maskPhone(u.phone),
        phone_authority: true,
        email: maskEmail(u.email),
        email_filled: maskEmail(u.email),
        email_authority: true,
        google_auth_secret: "",
        google_auth_secret_filled: "",
        google_auth_bind: false,
      });
      expect(JSON.stringify(r.data)).not.toContain(u.email.split("@")[0]);
      expect(JSON.stringify(r.data)).not.toContain(u.phone.split(" ")[1]);
    }
  });

  it("answers a name nobody holds in the same shape: an address as typed, a username with none", async () => {
    const email = `${fresh("ghost")}@example.com`;
    const knownEmail = `${fresh("known")}@example.com`;
    const known = await buildUser(t.db, { username: knownEmail, email: knownEmail });
    const [ghost, real] = [await targets(email), await targets(known.username)];
    expect(ghost.code).toBe("0");
    expect(Object.keys(ghost.data).sort()).toEqual(Object.keys(real.data).sort());
    expect(ghost.data).toMatchObject({ email: maskEmail(email), email_authority: true, phone: "" });
    const nobody = await targets(fresh("nobody"));
    expect(nobody.data).toMatchObject({ email: "", phone: "", email_authority: false, phone_authority: false });
    // An account registered by username with no address answers the same as a username nobody holds.
    const plain = await buildUser(t.db);
    expect((await targets(plain.username)).data).toEqual(nobody.data);
  });

  it("refuses a blank name with the catalogue's message", async () => {
    expect((await targets("")).msg).toBe(zh("usernameRequired"));
    expect((await t.inject("user!getUserNameVerifTarget")).msg).toBe(zh("usernameRequired"));
  });

  it("keeps the console's staff out: their addresses are not shown", async () => {
    const staff = await buildUser(t.db, { role: "STAFF", email: `${fresh("staff")}@example.com` });
    expect((await targets(staff.username)).data).toMatchObject({ email: "", phone: "" });
  });
});

describe("a reset code (idcode!execute, purpose reset)", () => {
  it("goes to the account's own address, whichever form of the name is typed, and never to the text sent", async () => {
    const u = await buyerWithAddresses();
    expect(await sendReset(u.username)).toMatchObject({ code: "0", msg: zh("operationSuccess") });
    expect(await lastCode(u.email)).toMatch(/^\d{6}$/);
    clock.advance(61_000);
    expect((await sendReset(u.email, 1)).code).toBe("0");
    expect(await lastCode(u.phone)).toMatch(/^\d{6}$/);
    const [row] = await t.db.query<{ channel: string }>(
      "select channel from outbox where recipient = $1 order by id desc limit 1",
      [u.phone],
    );
    expect(row?.channel).toBe("sms");
  });

  it("answers a name nobody holds exactly as a real one, sends nothing, and counts it against the daily cap", async () => {
    const ghost = `${fresh("ghost")}@example.com`;
    const before = await t.db.query<{ n: number }>("select count(*)::int n from outbox");
    const r = await sendReset(ghost);
    expect(r).toMatchObject({ code: "0", msg: zh("operationSuccess"), data: null });
    expect(await outboxCount(ghost)).toBe(0);
    const after = await t.db.query<{ n: number }>("select count(*)::int n from outbox");
    expect(after[0]?.n).toBe(before[0]?.n);

    await t.db.query("update syspara set value = '2' where code = 'verify_code_per_day'");
    t.caches.reference.clear();
    try {
      const u = await buyerWithAddresses();
      const answers = async (name: string) => {
        const out: string[] = [];
        for (let i = 0; i < 3; i++) out.push((await sendReset(name)).msg ?? "");
        return out;
      };
      const expected = [zh("operationSuccess"), zh("operationSuccess"), zh("tooManyEmails")];
      expect(await answers(u.username)).toEqual(expected);
      expect(await answers(fresh("nobody"))).toEqual(expected);
    } finally {
      await t.db.query("update syspara set value = '10' where code = 'verify_code_per_day'");
      t.caches.reference.clear();
    }
  });

  it("sends nothing for a type the account has not bound", async () => {
    const email = `${fresh("only")}@example.com`;
    const u = await buildUser(t.db, { username: email, email });
    expect((await sendReset(u.username, 1)).code).toBe("0");
    expect(await outboxCount(email)).toBe(0);
  });
});

describe("user!resetpsw", () => {
  it("sets the new password with the code, ends every session and lets only the new password in", async () => {
    const u = await buyerWithAddresses();
    const here = await sessionFor(t.db, u.id);
    await sessionFor(t.db, u.id, "seller");
    await sendReset(u.username);
    const code = await lastCode(u.email);
    const r = await reset({ username: u.username, verifcode: code, verifcode_type: 2 });
    expect(r).toMatchObject({ code: "0", msg: zh("operationSuccess"), data: null });
    expect((await me(here)).code).toBe("403");
    const [row] = await t.db.query<{ n: number }>("select count(*)::int n from session where party_id = $1", [u.id]);
    expect(row?.n).toBe(0);
    expect((await login(u.username, u.password)).msg).toBe(zh("wrongPassword"));
    expect((await login(u.email, "fresh123")).code).toBe("0");
    const [hash] = await t.db.query<{ h: string }>("select password_hash h from party where id = $1", [u.id]);
    expect(hash?.h).toMatch(/^\$argon2id\$/);
  });

  it("takes the code once: the same code again, or raced twice, resets once", async () => {
    const u = await buyerWithAddresses();
    await sendReset(u.phone, 1);
    const code = await lastCode(u.phone);
    const rs = await Promise.all([
      reset({ username: u.phone, verifcode: code, verifcode_type: 1, password: "first111", re_password: "first111" }),
      reset({ username: u.phone, verifcode: code, verifcode_type: 1, password: "other222", re_password: "other222" }),
    ]);
    expect(rs.map((r) => r.code).sort()).toEqual(["0", "1"]);
    expect(rs.find((r) => r.code === "1")?.msg).toBe(zh("verifyCodeWrong"));
    const again = await reset({ username: u.phone, verifcode: code, verifcode_type: 1 });
    expect(again.msg).toBe(zh("verifyCodeWrong"));
  });

  it("refuses a wrong code, a code for the other address, a registration code and an expired one", async () => {
    const u = await buyerWithAddresses();
    await sendReset(u.username, 2);
    const code = await lastCode(u.email);
    expect((await reset({ username: u.username, verifcode: other(code), verifcode_type: 2 })).msg).toBe(
      zh("verifyCodeWrong"),
    );
    // The e-mail's code does not open the phone's door.
    expect((await reset({ username: u.username, verifcode: code, verifcode_type: 1 })).msg).toBe(zh("verifyCodeWrong"));
    // A registration code of the same address is no reset code.
    clock.advance(61_000);
    await t.inject("idcode!execute", { target: u.email, purpose: "register" });
    const registration = await lastCode(u.email);
    expect((await reset({ username: u.username, verifcode: registration, verifcode_type: 2 })).msg).toBe(
      zh("verifyCodeWrong"),
    );
    clock.advance(61_000);
    await sendReset(u.username, 2);
    const late = await lastCode(u.email);
    clock.advance(11 * 60_000);
    expect((await reset({ username: u.username, verifcode: late, verifcode_type: 2 })).msg).toBe(zh("verifyCodeWrong"));
    expect((await login(u.username, u.password)).code).toBe("0");
  });

  it("burns a code after five wrong guesses, even the right one after them", async () => {
    const u = await buyerWithAddresses();
    await sendReset(u.username);
    const code = await lastCode(u.email);
    for (let i = 0; i < 5; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
      expect((await reset({ username: u.username, verifcode: guess })).msg).toBe(zh("verifyCodeWrong"));
    }
    expect((await reset({ username: u.username, verifcode: code })).msg).toBe(zh("verifyCodeWrong"));
  });

  it("answers a name nobody holds as a wrong code", async () => {
    const ghost = `${fresh("ghost")}@example.com`;
    await sendReset(ghost);
    expect((await reset({ username: ghost, verifcode: "123456" })).msg).toBe(zh("verifyCodeWrong"));
    expect((await reset({ username: fresh("nobody"), verifcode: "123456" })).msg).toBe(zh("verifyCodeWrong"));
  });

  it("checks the new password as registration does", async () => {
    const u = await buyerWithAddresses();
    const cases: [Record<string, string>, keyof typeof ERRORS][] = [
      [{ password: "12345", re_password: "12345" }, "passwordLength"],
      [{ password: "1234567890123", re_password: "1234567890123" }, "passwordLength"],
      [{ password: "with space1", re_password: "with space1" }, "passwordLength"],
      [{ re_password: "different1" }, "passwordsDiffer"],
      [{ verifcode: "12ab56" }, "verifyCodeWrong"],
      [{ username: "" }, "usernameRequired"],
    ];
    for (const [p, key] of cases) {
      const r = await reset({ username: u.username, verifcode: "123456", ...p });
      expect({ p, msg: r.msg }).toEqual({ p, msg: zh(key) });
    }
  });

  it("lifts the day's login lock-out of the account", async () => {
    const u = await buyerWithAddresses();
    for (const wrong of ["wrong001", "wrong002", "wrong003"]) await login(u.username, wrong);
    expect((await login(u.username, u.password)).msg).toBe(zh("lockedThreeMinutes"));
    await sendReset(u.username);
    expect((await reset({ username: u.username, verifcode: await lastCode(u.email) })).code).toBe("0");
    expect((await login(u.username, "fresh123")).code).toBe("0");
  });

  it("answers hostile input with catalogue messages", async () => {
    const u = await buyerWithAddresses();
    for (const v of hostileValues("party")) {
      for (const key of ["username", "verifcode", "verifcode_type", "password"]) {
        const r = await reset({ username: u.username, verifcode: "123456", [key]: v });
        expectCatalogueAnswer(r, `resetpsw ${key}=${v.slice(0, 20)}`, ["1"]);
      }
      expectCatalogueAnswer(await targets(v), `verifTarget ${v.slice(0, 20)}`, ["0", "1"]);
      const sent = await t.inject("idcode!execute", { target: v, purpose: "reset", verifcode_type: v });
      expectCatalogueAnswer(sent, `idcode reset ${v.slice(0, 20)}`, ["0", "1"]);
    }
    expect((await login(u.username, u.password)).code).toBe("0");
  });
});

describe("budgets", () => {
  it("spends the login budgets per address and per name", async () => {
    const limited = await testApp({
      services: { clock },
      limits: { loginName: { points: 2, duration: 60 }, loginIp: { points: 100, duration: 60 } },
    });
    try {
      const name = fresh("budget");
      const tries = [];
      for (let i = 0; i < 3; i++) {
        tries.push(
          (await limited.inject("user!resetpsw", { username: name, verifcode: "123456", password: "fresh123" })).msg,
        );
      }
      expect(tries).toEqual([zh("verifyCodeWrong"), zh("verifyCodeWrong"), zh("tooFrequent")]);
      // Looking the name up has its own count.
      expect((await limited.inject("user!getUserNameVerifTarget", { username: name })).code).toBe("0");
    } finally {
      await limited.close();
    }
  });
});

describe("a closed account's login", () => {
  it("says the account is closed, only to the right password", async () => {
    for (const kind of ["username", "email", "phone"] as const) {
      const email = `${fresh("closed")}@example.com`;
      const phone = `86 13${String(Date.now()).slice(-9)}`;
      const name = { username: fresh("closed"), email, phone }[kind];
      const u = await buildUser(t.db, { username: name, ...(kind === "email" ? { email } : {}) });
      if (kind === "phone") await t.db.query("update party set phone = username where id = $1", [u.id]);
      const token = await sessionFor(t.db, u.id);
      expect((await t.inject("user!logoff", { token, account: name, reason: "moving away" })).code).toBe("0");

      const typed = kind === "email" ? name.toUpperCase() : kind === "phone" ? name.replace(" ", "") : name;
      expect((await login(typed, "wrong123")).msg, kind).toBe(zh("wrongPassword"));
      expect((await login(typed, u.password)).msg, kind).toBe(zh("accountClosed"));
      expect((await login(name, u.password)).msg, kind).toBe(zh("accountClosed"));
    }
  });

  it("counts wrong passwords of a closed account like a live one's", async () => {
    const u = await buildUser(t.db);
    const token = await sessionFor(t.db, u.id);
    await t.inject("user!logoff", { token, account: u.username, reason: "moving away" });
    const answers = [];
    for (const p of ["wrong001", "wrong002", "wrong003", u.password]) answers.push((await login(u.username, p)).msg);
    expect(answers).toEqual([
      zh("wrongPassword"),
      zh("wrongPassword"),
      zh("lockedThreeMinutes"),
      zh("lockedThreeMinutes"),
    ]);
  });

  it("finds the live account when the name was registered again", async () => {
    const u = await buildUser(t.db);
    const token = await sessionFor(t.db, u.id);
    await t.inject("user!logoff", { token, account: u.username, reason: "moving away" });
    clock.advance(31 * 86_400_000);
    const again = await t.inject<LoginResult>(
      "localuser!registerNoVerifcode",
      { username: u.username, password: "again123", re_password: "again123", type: 3 },
      { method: "GET" },
    );
    expect(again.code).toBe("0");
    expect((await login(u.username, "again123")).code).toBe("0");
    expect((await login(u.username, u.password)).msg).toBe(zh("wrongPassword"));
  });
});
