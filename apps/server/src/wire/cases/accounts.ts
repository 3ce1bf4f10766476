import { type WireCase, withoutToken } from "../case.ts";
import { lit, matching, type ShapeObject } from "../shape.ts";

/** Contract 2.3: 32 lower-case hex characters. */
const token = matching(/^[0-9a-f]{32}$/, "a 32-character lower-case hex token");
const session: ShapeObject = { token, username: "string", usercode: "string" };

const login = (username: string, password: string) => () => ({ username, password, lang: "en" });

/** Contract 3.5: sessions, registration, the buyer's details and secrets, cancellation. */
export const accountCases: WireCase[] = [
  {
    action: "user!newlogin",
    section: "3.5",
    params: (w) => ({ username: w.buyer.username, password: encodeURIComponent(w.buyer.password), lang: "en" }),
    expect: { code: "0", data: session },
  },
  { ...errorCase("empty username"), params: login("", "pass1234"), expect: { code: "1", msg: "用户名不能为空" } },
  {
    ...errorCase("empty password"),
    params: (w) => login(w.buyer.username, "")(),
    expect: { code: "1", msg: "登录密码不能为空" },
  },
  {
    // Ours, not the contract's 登录密码必须6-20位: passwords are 6-12 here (spec.md), so a shorter one can never
    // be right, and the login answers it as any wrong password (counted towards the lock-out) after the same
    // work: the answer does not depend on the length or on whether the name exists (accounts/login.ts).
    ...errorCase("a password of 5 characters"),
    params: (w) => login(w.buyer.username, "12345")(),
    expect: { code: "1", msg: "密码不正确" },
  },
  {
    // Ours, not the contract's 用户不存在 (a hole we do not copy): unknown names and wrong passwords get the
    // same answer after the same work (accounts/login.ts), so the login cannot be used to find accounts.
    ...errorCase("unknown user"),
    params: (w) => login(`nobody${w.unique}`, "pass1234")(),
    expect: { code: "1", msg: "密码不正确" },
  },
  {
    ...errorCase("wrong password"),
    params: (w) => login(w.accounts.poor.username, "wrong-pass")(),
    expect: { code: "1", msg: "密码不正确" },
  },
  {
    action: "user!logout",
    section: "3.5",
    method: "GET",
    params: (w) => ({ token: w.accounts.logout.token }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "user!heartbeat",
    section: "3.5",
    params: (w) => ({ token: w.buyer.token, status: "1" }),
    // "always "0"": the envelope's code; the contract names no data.
    expect: { code: "0", data: "any" },
  },
  {
    action: "localuser!get",
    section: "3.5",
    method: "GET",
    params: (w) => ({ token: w.buyer.token }),
    expect: {
      code: "0",
      data: {
        username: "string",
        userrole: "string",
        roletype: "integer",
        usercode: "string",
        phone: "null-or-string",
        phoneverif: "boolean",
        email: "null-or-string",
        emailverif: "boolean",
        // Never a real secret (a hole of the original): the key is kept, its value null or empty.
        google_auth_secret: "null-or-string",
        googleverif: "boolean",
        identityverif: "boolean",
        advancedverif: "boolean",
        lastlogintime: "null-or-datetime",
        lastloginip: "null-or-string",
        avatar: "any",
        name: "null-or-string",
        nationality: "null-or-string",
        kyc_status: "integer",
        signPdfUrl: "null-or-string",
        kyc_high_level_status: "integer",
        test: "boolean",
        url: "null-or-string",
        usercode_qr: "null-or-string",
        /** 1 when a fund password is set (contract: 0/1). */
        safeword: lit(0, 1),
      },
    },
    verify: (data) => {
      const secret = (data as { google_auth_secret?: unknown }).google_auth_secret;
      return secret ? [`data.google_auth_secret: must never carry a secret, got ${JSON.stringify(secret)}`] : [];
    },
  },
  withoutToken("localuser!get", "3.5", {}, "请重新登录", "GET"),
  {
    action: "localuser!registerNoVerifcode",
    section: "3.5",
    method: "GET",
    params: (w) => ({
      username: `wire${w.unique}@example.com`,
      password: "pass1234",
      re_password: "pass1234",
      confirmPassword: "pass1234",
      type: "2",
      agentCode: "",
      lang: "en",
    }),
    expect: { code: "0", data: session },
  },
  {
    // The contract's "anything but 1 or 2". Type 3 is not unknown here: it registers a plain username (the
    // storefront's third tab, docs/original-account-calls.md), so the unknown type sent is 4.
    action: "localuser!registerNoVerifcode",
    section: "3.5",
    title: "unknown type",
    method: "GET",
    params: (w) => ({
      username: `wire4${w.unique}@example.com`,
      password: "pass1234",
      re_password: "pass1234",
      type: "4",
      lang: "en",
    }),
    expect: { code: "1", msg: "类型不能为空" },
  },
  {
    action: "localuser!registerNoVerifcode",
    section: "3.5",
    title: "without type",
    method: "GET",
    params: (w) => ({
      username: `wire5${w.unique}@example.com`,
      password: "pass1234",
      re_password: "pass1234",
      lang: "en",
    }),
    expect: { code: "1", msg: "类型不能为空" },
  },
  {
    action: "user!updateOldAndNewPsw",
    section: "3.5",
    params: (w) => ({
      token: w.accounts.password.token,
      old_password: encodeURIComponent(w.accounts.password.password),
      password: "newpass123",
      re_password: "newpass123",
    }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "user!updateOldAndNewPsw",
    section: "3.5",
    title: "wrong old password",
    params: (w) => ({
      token: w.buyer.token,
      old_password: "not-mine1",
      password: "newpass123",
      re_password: "newpass123",
    }),
    expect: { code: "1", msg: "旧密码不正确" },
  },
  {
    action: "user!updateOldAndNewPsw",
    section: "3.5",
    title: "new passwords differ",
    params: (w) => ({
      token: w.buyer.token,
      old_password: "pass1234",
      password: "newpass123",
      re_password: "newpass124",
    }),
    expect: { code: "1", msg: "新密码不一致" },
  },
  withoutToken("user!updateOldAndNewPsw", "3.5", { old_password: "a", password: "b", re_password: "b" }),
  {
    action: "user!setSafewordReg",
    section: "3.5",
    params: (w) => ({ token: w.accounts.safewordUnset.token, safeword: "246810", re_safeword: "246810" }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "user!setSafewordReg",
    section: "3.5",
    title: "not six digits",
    params: (w) => ({ token: w.buyer.token, safeword: "12345a" }),
    expect: { code: "1", msg: "资金密码不符合设定" },
  },
  withoutToken("user!setSafewordReg", "3.5", { safeword: "123456" }),
  {
    action: "user!updateOldAndNewSafeword",
    section: "3.5",
    params: (w) => ({
      token: w.accounts.safewordChange.token,
      old_safeword: "123456",
      safeword: "654321",
      re_safeword: "654321",
    }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "localuser!refreshAvatar",
    section: "3.5",
    params: (w) => ({ token: w.buyer.token, idx: "2" }),
    // "not analysed": the envelope only.
    expect: { code: "0", data: "any" },
  },
  {
    action: "user!logoff",
    section: "3.5",
    params: (w) => ({
      token: w.accounts.logoff.token,
      account: w.accounts.logoff.username,
      reason: "No longer needed",
      cashPassword: "123456",
    }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "user!bindWithdrawAddress",
    section: "3.5",
    params: (w) => ({
      token: w.accounts.password.token,
      blockchain_name: "TRC20",
      coin: "USDT",
      channel_address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    }),
    expect: { code: "0", msg: "绑定提现地址成功", data: "null" },
  },
  {
    action: "user!bindWithdrawAddress",
    section: "3.5",
    title: "another protocol",
    params: (w) => ({ token: w.buyer.token, blockchain_name: "SOL", coin: "USDT", channel_address: "So1ana" }),
    expect: { code: "1", msg: "暂不支持该协议" },
  },
  withoutToken("user!bindWithdrawAddress", "3.5", { blockchain_name: "TRC20", coin: "USDT", channel_address: "T" }),
];

function errorCase(title: string): Pick<WireCase, "action" | "section" | "title"> {
  return { action: "user!newlogin", section: "3.5", title };
}
