import { ERRORS, type LocalUser, type LoginResult, type MerchantMe } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile, type Params, testApp } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";
import { ManualClock } from "../accounts/clock.ts";

const clock = new ManualClock(new Date());
let n = 0;
const fresh = (prefix = "seller") => `${prefix}${Date.now().toString(36)}${++n}`;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;

const t = appForFile({ services: { clock } });

const signup = (params: Params = {}) =>
  t.inject<LoginResult>(
    "merchant/account!signup",
    {
      storeName: fresh("Store "),
      contact: "Ada Lovelace",
      type: 3,
      username: fresh(),
      password: "pass1234",
      re_password: "pass1234",
      ...params,
    },
    { as: "form" },
  );
const me = (token: string) => t.inject<MerchantMe>("merchant/account!me", { token });
const login = (username: string, password = "pass1234") =>
  t.inject<LoginResult>("merchant/account!login", { username, password }, { as: "form" });

describe("merchant/account!signup", () => {
  it("creates a SELLER with a pending application in one go and logs it in to the seller app", async () => {
    const username = fresh();
    const storeName = fresh("Corner Shop ");
    const r = await signup({ username, storeName, contact: "+49 30 1234567", avatar: 7 });
    expect(r.code).toBe("0");
    expect(r.data).toMatchObject({ username, usercode: expect.stringMatching(/^\d{7}$/) });
    const [party] = await t.db.query<{ role: string; avatar: number; password_hash: string }>(
      "select role, avatar, password_hash from party where username = $1",
      [username],
    );
    expect(party).toMatchObject({ role: "SELLER", avatar: 7 });
    expect(party?.password_hash).toMatch(/^\$argon2id\$/);
    const info = await me(r.data.token);
    expect(info.code).toBe("0");
    expect(info.data).toMatchObject({
      username,
      avatar: "7",
      application: { status: "pending", storeName, reason: null, createdAt: expect.any(String) },
      store: null,
    });
  });

  it("signs up by e-mail and by phone like the shop's register", async () => {
    const email = `${fresh("mail")}@example.com`;
    expect((await signup({ type: 2, username: email })).data.username).toBe(email);
    const number = `1${String(Date.now()).slice(-9)}`;
    expect((await signup({ type: 1, username: `+86 ${number}` })).data.username).toBe(`86 ${number}`);
    expect((await signup({ type: 2, username: "bad@" })).msg).toBe(zh("emailInvalid"));
    expect((await signup({ type: 1, username: "86 12" })).msg).toBe(zh("phoneInvalid"));
    expect((await signup({ type: 3, username: "ab" })).msg).toBe(zh("usernameInvalid"));
    expect((await signup({ type: 9 })).msg).toBe(zh("typeRequired"));
  });

  it("refuses a taken store name (any case), a taken login and a wrong invitation code", async () => {
    const storeName = fresh("Unique Store ");
    expect((await signup({ storeName })).code).toBe("0");
    expect((await signup({ storeName: storeName.toUpperCase() })).msg).toBe(zh("storeNameTaken"));
    const [{ name } = { name: "" }] = await t.db.query<{ name: string }>(
      "insert into seller (name) values ($1) returning name",
      [fresh("Live Store ")],
    );
    expect((await signup({ storeName: name })).msg).toBe(zh("storeNameTaken"));
    const username = fresh();
    expect((await signup({ username })).code).toBe("0");
    expect((await signup({ username })).msg).toBe(zh("usernameTaken"));
    expect((await signup({ agentCode: "ZZ99ZZ99" })).msg).toBe(zh("invitationCodeWrong"));
  });

  it("frees the name of a rejected application", async () => {
    const storeName = fresh("Second Chance ");
    expect((await signup({ storeName })).code).toBe("0");
    await t.db.query("update store_application set status = 'rejected', reason = 'blurry' where store_name = $1", [
      storeName,
    ]);
    expect((await signup({ storeName })).code).toBe("0");
  });

  it("records the referrer of a valid invitation code", async () => {
    const referrer = await buildUser(t.db);
    const username = fresh();
    expect((await signup({ username, agentCode: referrer.usercode })).code).toBe("0");
    const [row] = await t.db.query<{ invited_by: number; invite_code: string }>(
      `select p.invited_by, a.invite_code from party p join store_application a on a.party_id = p.id
       where p.username = $1`,
      [username],
    );
    expect(row).toEqual({ invited_by: referrer.id, invite_code: referrer.usercode });
  });

  it("leaves nothing behind when the store name is refused", async () => {
    const storeName = fresh("Taken ");
    await signup({ storeName });
    const username = fresh();
    expect((await signup({ username, storeName })).msg).toBe(zh("storeNameTaken"));
    expect(await t.db.query("select 1 from party where username = $1", [username])).toEqual([]);
  });

  it("gives a store name to exactly one of two racing sign-ups", async () => {
    const storeName = fresh("Race ");
    const results = await Promise.all([signup({ storeName }), signup({ storeName }), signup({ storeName })]);
    expect(results.filter((r) => r.code === "0")).toHaveLength(1);
    expect(results.filter((r) => r.msg === zh("storeNameTaken"))).toHaveLength(2);
    const apps = await t.db.query("select 1 from store_application where lower(store_name) = lower($1)", [storeName]);
    expect(apps).toHaveLength(1);
  });

  it("validates every field without ever answering 500", async () => {
    const cases: Params[] = [
      { storeName: "" },
      { storeName: "x" },
      { storeName: "y".repeat(65) },
      { storeName: "bad\u0000name" },
      { contact: "" },
      { contact: "c".repeat(65) },
      { password: "123" },
      { re_password: "different1" },
      { username: "" },
      { agentCode: "!!" },
      { type: "abc" },
      { avatar: "999" },
    ];
    for (const c of cases) {
      const r = await signup(c);
      expect(r.status, JSON.stringify(c)).toBeLessThan(500);
      if (!("avatar" in c)) expect(r.code, JSON.stringify(c)).toBe("1");
    }
    expect((await signup({ re_password: "different1" })).msg).toBe(zh("passwordsDiffer"));
    expect((await signup({ password: "123", re_password: "123" })).msg).toBe(zh("passwordLength"));
    const hostile = await t.inject("merchant/account!signup", {}, { json: { storeName: ["a"], contact: { x: 1 } } });
    expect(hostile.status).toBeLessThan(500);
    expect(hostile.code).toBe("1");
    expect((await t.inject("merchant/account!signup", {}, { method: "GET" })).code).toBe("1");
  });

  it("is rate limited per address", async () => {
    const limited = await testApp({ limits: { registerIp: { points: 2, duration: 600 } } });
    try {
      const call = () =>
        limited.inject(
          "merchant/account!signup",
          {
            storeName: fresh("Limited "),
            contact: "Bob",
            type: 3,
            username: fresh(),
            password: "pass1234",
            re_password: "pass1234",
          },
          { as: "form" },
        );
      expect((await call()).code).toBe("0");
      expect((await call()).code).toBe("0");
      expect((await call()).msg).toBe(zh("tooFrequent"));
    } finally {
      await limited.close();
    }
  });
});

describe("merchant sessions", () => {
  it("logs sellers in to the seller app only, and keeps the apps' sessions apart", async () => {
    const seller = await buildUser(t.db, { role: "SELLER" });
    const r = await login(seller.username);
    expect(r.code).toBe("0");
    expect((await me(r.data.token)).code).toBe("0");
    // A seller token is not a shop session, nor the reverse.
    expect((await t.inject<LocalUser>("localuser!get", { token: r.data.token })).code).toBe("403");
    const shopToken = await sessionFor(t.db, seller.id, "shop");
    expect((await me(shopToken)).code).toBe("403");
    const buyer = await buildUser(t.db);
    expect((await login(buyer.username)).msg).toBe(zh("loginFailed"));
    const staff = await buildUser(t.db, { role: "STAFF" });
    expect((await login(staff.username)).msg).toBe(zh("loginFailed"));
  });

  it("answers a wrong password like an unknown name and locks after three", async () => {
    const seller = await buildUser(t.db, { role: "SELLER" });
    expect((await login(fresh("nobody"))).msg).toBe(zh("wrongPassword"));
    expect((await login(seller.username, "wrong123")).msg).toBe(zh("wrongPassword"));
    await login(seller.username, "wrong123");
    await login(seller.username, "wrong123");
    expect((await login(seller.username)).msg).toBe(zh("lockedThreeMinutes"));
    clock.advance(3 * 60_000 + 1000);
    expect((await login(seller.username)).code).toBe("0");
  });

  it("logs out: the token stops working", async () => {
    const r = await signup();
    expect((await t.inject("merchant/account!logout", { token: r.data.token })).msg).toBe(zh("logoutSuccess"));
    expect((await me(r.data.token)).code).toBe("403");
    expect((await t.inject("merchant/account!logout", {})).code).toBe("0");
  });

  it("answers 403 without a token or with a made-up one", async () => {
    expect((await t.inject("merchant/account!me", {})).code).toBe("403");
    expect((await t.inject("merchant/account!me", { token: "f".repeat(32) })).code).toBe("403");
    expect((await t.inject("merchant/store!get", { token: "<script>" })).code).toBe("403");
  });
});
