import { ERRORS, type ImageCode, IMAGE_CODE_LENGTH, type LocalUser, type LoginResult } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile, testApp } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";
import { expectCatalogueAnswer, hostileValues } from "../../test/hostile.ts";
import { ManualClock } from "./clock.ts";
import { imageAnswerHash, splitCommands } from "./image-code.ts";

/** The original's picture code and username registration, and its sign-up code (jscode!execute). */
const clock = new ManualClock(new Date("2026-11-20T02:00:00Z"));
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
let n = 0;
const fresh = (p = "pic") => `${p}${Date.now().toString(36)}${++n}`;

const t = appForFile({ services: { clock } });

const imageCode = () => t.inject<ImageCode>("localuser!getImageCode", {}, { method: "GET" });

/** A picture code whose answer the test knows: a real one from the API, its stored answer replaced. */
async function knownCode(answer = "K7PQ2"): Promise<{ key: string; code: string }> {
  const r = await imageCode();
  await t.db.query("update image_code set answer_hash = $2 where key = $1", [
    r.data.key,
    imageAnswerHash(r.data.key, answer),
  ]);
  return { key: r.data.key, code: answer };
}

const registerUsername = (p: Record<string, string | undefined>) =>
  t.inject<LoginResult>("localuser!register_username", { password: "pass1234", ...p }, { as: "form" });
const me = (token: string) => t.inject<LocalUser>("localuser!get", { token }, { method: "GET" });

describe("localuser!getImageCode", () => {
  it("answers a key and an SVG picture of the letters, storing only a hash of the answer", async () => {
    const r = await imageCode();
    expect(r.code).toBe("0");
    expect(r.data.key).toMatch(/^[0-9a-f]{32}$/);
    const [head, body = ""] = r.data.code.split(",");
    expect(head).toBe("data:image/svg+xml;base64");
    const svg = Buffer.from(body, "base64").toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // One filled path per letter; the text itself is nowhere in the picture or the table.
    expect(svg.match(/<path fill="#[0-9a-f]+" d="/g)).toHaveLength(IMAGE_CODE_LENGTH);
    expect(svg).not.toMatch(/<text/);
    const [row] = await t.db.query<{ answer_hash: string; expires_at: Date }>(
      "select answer_hash, expires_at from image_code where key = $1",
      [r.data.key],
    );
    expect(row?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.expires_at.getTime()).toBe(clock.now().getTime() + 5 * 60_000);
  });

  it("draws a letter with a different count of commands each time, the same shape", () => {
    const d = "M10 10L20 10Q30 10 30 20L30 30Z";
    const counts = new Set(Array.from({ length: 40 }, () => splitCommands(d).match(/[MLQZ]/g)?.length));
    expect(counts.size).toBeGreaterThan(1);
    // Every point of the original path is still on it.
    for (let i = 0; i < 10; i++) expect(splitCommands(d)).toMatch(/^M10 10.*L20 10.*Q.*30\.?0* 20.*L30 30Z$/);
    // opentype.js writes a negative number right after the one before it.
    for (let i = 0; i < 10; i++) {
      const neg = splitCommands("M10-5L20-5Q30-5 30 5Z");
      expect(neg).not.toContain("NaN");
      expect(neg).toMatch(
        /^M10-5(L15\.00 -5\.00)?L20-5(Q25\.00 -5\.00 27\.50 -2\.50Q30\.00 0\.00 30\.00 5\.00|Q30-5 30 5)Z$/,
      );
    }
  });

  it("clears expired codes as new ones are drawn", async () => {
    const old = await imageCode();
    clock.advance(6 * 60_000);
    await imageCode();
    const rows = await t.db.query("select 1 from image_code where key = $1", [old.data.key]);
    expect(rows).toHaveLength(0);
  });

  it("is budgeted per address", async () => {
    const limited = await testApp({ limits: { captchaIp: { points: 2, duration: 60 } } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.inject("localuser!getImageCode")).msg ?? "ok");
      expect(codes).toEqual(["ok", "ok", zh("tooFrequent")]);
    } finally {
      await limited.close();
    }
  });
});

describe("localuser!register_username", () => {
  it("registers with the right picture code in any case, sets the fund password and signs in", async () => {
    const name = fresh();
    const { key } = await knownCode("K7PQ2");
    const r = await registerUsername({ username: name, safeword: "246810", key, code: "k7pq2" });
    expect(r.code).toBe("0");
    expect(r.data).toMatchObject({ username: name, usercode: expect.stringMatching(/^\d{7}$/) });
    expect((await me(r.data.token)).data).toMatchObject({ username: name, safeword: 1 });
    const [row] = await t.db.query<{ safeword_hash: string; password_hash: string }>(
      "select safeword_hash, password_hash from party where username = $1",
      [name],
    );
    expect(row?.safeword_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("registers without a fund password when none is sent, and links the inviter", async () => {
    const inviter = await buildUser(t.db);
    const name = fresh();
    const r = await registerUsername({ username: name, usercode: inviter.usercode, ...(await knownCode()) });
    expect(r.code).toBe("0");
    expect((await me(r.data.token)).data.safeword).toBe(0);
    const [row] = await t.db.query<{ invited_by: number }>("select invited_by from party where username = $1", [name]);
    expect(row?.invited_by).toBe(inviter.id);
  });

  it("takes a picture code once, right or wrong, and not after five minutes", async () => {
    const a = await knownCode();
    expect((await registerUsername({ username: fresh(), key: a.key, code: "WRONG" })).msg).toBe(zh("imageCodeWrong"));
    expect((await registerUsername({ username: fresh(), ...a })).msg).toBe(zh("imageCodeWrong"));

    const b = await knownCode();
    expect((await registerUsername({ username: fresh(), ...b })).code).toBe("0");
    expect((await registerUsername({ username: fresh(), ...b })).msg).toBe(zh("imageCodeWrong"));

    const c = await knownCode();
    clock.advance(5 * 60_000);
    expect((await registerUsername({ username: fresh(), ...c })).msg).toBe(zh("imageCodeWrong"));
    expect((await registerUsername({ username: fresh(), key: "f".repeat(32), code: "ABCDE" })).msg).toBe(
      zh("imageCodeWrong"),
    );
  });

  it("lets one of two racing registrations with the same picture code through", async () => {
    const code = await knownCode();
    const rs = await Promise.all([
      registerUsername({ username: fresh(), ...code }),
      registerUsername({ username: fresh(), ...code }),
    ]);
    expect(rs.map((r) => r.msg ?? r.code).sort()).toEqual(["0", zh("imageCodeWrong")].sort());
  });

  it("checks the name before spending the picture code, and a taken name after", async () => {
    const code = await knownCode();
    expect((await registerUsername({ username: "no spaces!", ...code })).msg).toBe(zh("usernameInvalid"));
    const taken = await buildUser(t.db);
    expect((await registerUsername({ username: taken.username, ...code })).msg).toBe(zh("usernameTaken"));
    expect((await registerUsername({ username: fresh(), ...code })).msg).toBe(zh("imageCodeWrong"));
  });

  it("answers each broken rule with its catalogue message", async () => {
    const cases: [Record<string, string>, keyof typeof ERRORS][] = [
      [{ username: "" }, "usernameRequired"],
      [{ password: "12345" }, "passwordLength"],
      [{ safeword: "12345" }, "fundPasswordInvalid"],
      [{ usercode: "a!" }, "invitationCodeWrong"],
      [{ usercode: "99999999" }, "invitationCodeWrong"],
      [{ key: "" }, "imageCodeWrong"],
      [{ code: "" }, "imageCodeWrong"],
    ];
    for (const [p, key] of cases) {
      const r = await registerUsername({ username: fresh(), ...(await knownCode()), ...p });
      expect({ p, msg: r.msg }).toEqual({ p, msg: zh(key) });
    }
  });

  it("answers hostile input with catalogue messages", async () => {
    for (const v of hostileValues("party")) {
      for (const field of ["username", "password", "safeword", "usercode", "key", "code"]) {
        const r = await registerUsername({ username: fresh(), ...(await knownCode()), [field]: v });
        expectCatalogueAnswer(r, `${field}=${v.slice(0, 20)}`, ["0", "1"]);
      }
    }
  });
});

describe("jscode!execute", () => {
  const lastCode = async (to: string) => {
    const [row] = await t.db.query<{ body: string }>(
      "select body from outbox where recipient = $1 order by id desc limit 1",
      [to],
    );
    return /\b(\d{6})\b/.exec(row?.body ?? "")?.[1] ?? "";
  };

  it("sends a registration code to a free address, which registers once", async () => {
    const email = `${fresh("js")}@example.com`;
    expect(await t.inject("jscode!execute", { target: email })).toMatchObject({
      code: "0",
      msg: zh("operationSuccess"),
    });
    const code = await lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const register = (verifcode: string) =>
      t.inject<LoginResult>(
        "localuser!registerWithVerifcode",
        { username: email, password: "pass1234", re_password: "pass1234", type: 2, verifcode },
        { method: "GET" },
      );
    expect((await register(code)).code).toBe("0");
    expect((await register(code)).code).toBe("1");
  });

  it("refuses an address an account holds, or one closed too recently, as registration would", async () => {
    const email = `${fresh("held")}@example.com`;
    await buildUser(t.db, { username: email, email });
    expect((await t.inject("jscode!execute", { target: email.toUpperCase() })).msg).toBe(zh("phoneOrEmailBound"));
    const phone = `44 7${String(Date.now()).slice(-9)}`;
    const u = await buildUser(t.db, { username: phone, phone });
    expect((await t.inject("jscode!execute", { target: `+${phone}` })).msg).toBe(zh("phoneOrEmailBound"));
    const token = await sessionFor(t.db, u.id);
    await t.inject("user!logoff", { token, account: phone, reason: "moving away" });
    expect((await t.inject("jscode!execute", { target: phone })).msg).toBe(zh("registerTooSoon"));
  });

  it("refuses what is no address and keeps to the daily cap", async () => {
    expect((await t.inject("jscode!execute", { target: "not-an-address" })).code).toBe("1");
    expect((await t.inject("jscode!execute", {})).msg).toBe(zh("usernameRequired"));
    const email = `${fresh("cap")}@example.com`;
    await t.db.query("update syspara set value = '1' where code = 'verify_code_per_day'");
    t.caches.reference.clear();
    try {
      expect((await t.inject("jscode!execute", { target: email })).code).toBe("0");
      expect((await t.inject("jscode!execute", { target: email })).msg).toBe(zh("tooManyEmails"));
    } finally {
      await t.db.query("update syspara set value = '10' where code = 'verify_code_per_day'");
      t.caches.reference.clear();
    }
  });

  it("answers hostile input with catalogue messages", async () => {
    for (const v of hostileValues("verify_code")) {
      expectCatalogueAnswer(await t.inject("jscode!execute", { target: v }), v.slice(0, 20), ["0", "1"]);
    }
  });
});
