import { type ConsoleUser, type ConsoleUserDetail, ERRORS, type PageOf } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildSeller, buildStaff, buildUser, grantBalance, sessionFor, staffSession } from "../../test/factories.ts";

const t = appForFile();
let admin: string;
let adminId: number;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;

beforeAll(async () => {
  ({ id: adminId, token: admin } = await staffSession(t.db, { permissions: ["users"] }));
});

const list = (params: Record<string, string | number> = {}) =>
  t.inject<PageOf<ConsoleUser>>("console/users!list", { token: admin, ...params });
const get = (id: number | string) => t.inject<ConsoleUserDetail>("console/users!get", { token: admin, id });

describe("console/users!list", () => {
  it("lists newest first with balances from the ledger and the last login", async () => {
    const older = await buildUser(t.db, { email: "oldername@example.com" });
    const newer = await buildUser(t.db, { phone: "86 13912345678" });
    await t.db.query("update party set created_at = now() - interval '1 day' where id = $1", [older.id]);
    await grantBalance(t.db, newer.id, 123_456n);
    await t.inject("user!newlogin", { username: newer.username, password: newer.password });
    const r = await list({ pageSize: 100 });
    expect(r.code).toBe("0");
    const ids = r.data.pageList.map((u) => u.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const row = r.data.pageList.find((u) => u.id === newer.id);
    expect(row).toMatchObject({ balance: "1234.56", frozen: "0.00", enabled: true, role: "MEMBER" });
    expect(row?.lastLoginAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it("finds by username, e-mail, phone or usercode", async () => {
    const u = await buildUser(t.db, { email: "findmeplease@example.com", phone: "44 7700900123" });
    const only = async (q: string) => (await list({ q })).data.pageList.map((x) => x.id);
    expect(await only(u.username.slice(2, 10))).toContain(u.id);
    expect(await only("FINDMEPLEASE")).toEqual([u.id]);
    expect(await only("7700900123")).toEqual([u.id]);
    expect(await only(u.usercode)).toEqual([u.id]);
    // Wildcards typed by staff are literal characters.
    expect(await only("%")).toEqual([]);
  });

  it("filters by role and by enabled", async () => {
    const seller = await buildUser(t.db, { role: "SELLER" });
    const off = await buildUser(t.db, { enabled: false });
    const sellers = (await list({ role: "SELLER", pageSize: 100 })).data.pageList;
    expect(sellers.every((u) => u.role === "SELLER")).toBe(true);
    expect(sellers.map((u) => u.id)).toContain(seller.id);
    const disabled = (await list({ enabled: 0, pageSize: 100 })).data.pageList;
    expect(disabled.map((u) => u.id)).toEqual([off.id]);
  });

  it("pages with a total and runs the same number of statements whatever the page size", async () => {
    for (let i = 0; i < 5; i++) await buildUser(t.db);
    const a = await list({ pageSize: 2, pageNum: 2 });
    expect(a.data.pageList).toHaveLength(2);
    expect(a.data.pageInfo.totalElements).toBeGreaterThanOrEqual(5);
    t.resetQueryCount();
    await list({ pageSize: 2 });
    const small = t.queryCount();
    t.resetQueryCount();
    await list({ pageSize: 100 });
    expect(t.queryCount()).toBe(small);
  });

  it("refuses bad filters with a parameter error, never a 500", async () => {
    const bad: Record<string, string>[] = [
      { role: "KING" },
      { enabled: "yes" },
      { pageSize: "many" },
      { q: "x".repeat(81) },
    ];
    for (const p of bad) {
      const r = await list(p);
      expect([r.code, r.status]).toEqual(["1", 200]);
      expect([zh("paramError"), zh("paramMissing")]).toContain(r.msg);
    }
  });

  it("needs the users permission", async () => {
    const other = await buildStaff(t.db, { permissions: ["stores", "mail"] });
    const token = await sessionFor(t.db, other.id, "admin");
    for (const name of ["list", "get", "disable", "enable"]) {
      const r = await t.inject(`console/users!${name}`, { token, id: other.id });
      expect([r.code, r.msg]).toEqual(["1", zh("noPermission")]);
    }
  });
});

describe("console/users!get", () => {
  it("shows sessions, store and inviter", async () => {
    const inviter = await buildUser(t.db);
    const u = await buildUser(t.db, { role: "SELLER" });
    await t.db.query("update party set invited_by = $2 where id = $1", [u.id, inviter.id]);
    const store = await buildSeller(t.db, { name: "Detail Store" });
    await t.db.query("update seller set party_id = $2 where id = $1", [store, u.id]);
    await sessionFor(t.db, u.id, "shop");
    await sessionFor(t.db, u.id, "seller");
    const r = await get(u.id);
    expect(r.code).toBe("0");
    expect(r.data).toMatchObject({
      id: u.id,
      sessions: 2,
      store: { id: store, name: "Detail Store", status: 1 },
      inviter: { id: inviter.id, username: inviter.username },
      staffRole: null,
    });
  });

  it("answers unknown and malformed ids", async () => {
    expect((await get(2_000_000_000)).msg).toBe(zh("userNotFound"));
    expect((await get("abc")).code).toBe("1");
    expect((await get("")).msg).toBe(zh("paramMissing"));
  });
});

describe("console/users!disable and !enable", () => {
  it("logs the user out everywhere: the shop token answers 403 at once", async () => {
    const u = await buildUser(t.db);
    const shop = await sessionFor(t.db, u.id, "shop");
    expect((await t.inject("wallet!getUsdt", { token: shop })).code).toBe("0");
    const r = await t.inject("console/users!disable", { token: admin, id: u.id });
    expect([r.code, r.msg]).toEqual(["0", zh("operationSuccess")]);
    expect((await t.inject("wallet!getUsdt", { token: shop })).code).toBe("403");
    const [n] = await t.db.query<{ n: number }>("select count(*)::int n from session where party_id = $1", [u.id]);
    expect(n?.n).toBe(0);
    const login = await t.inject("user!newlogin", { username: u.username, password: u.password });
    expect(login.msg).toBe(zh("accountDisabled"));
  });

  it("answers a disabled user's live session with 当前用户已经被管理员禁用", async () => {
    const u = await buildUser(t.db);
    const shop = await sessionFor(t.db, u.id, "shop");
    // A session created after the disable (say, racing with it) still meets the resolveSession check.
    await t.inject("console/users!disable", { token: admin, id: u.id });
    const late = await sessionFor(t.db, u.id, "shop");
    const r = await t.inject("wallet!getUsdt", { token: late });
    expect([r.code, r.msg]).toEqual(["403", zh("accountDisabled")]);
    expect((await t.inject("wallet!getUsdt", { token: shop })).code).toBe("403");
  });

  it("re-enables, and writes one audit row per real change", async () => {
    const u = await buildUser(t.db);
    await t.inject("console/users!disable", { token: admin, id: u.id });
    await t.inject("console/users!disable", { token: admin, id: u.id });
    const on = await t.inject<{ enabled: boolean }>("console/users!enable", { token: admin, id: u.id });
    expect(on.data.enabled).toBe(true);
    expect((await t.inject("user!newlogin", { username: u.username, password: u.password })).code).toBe("0");
    const rows = await t.db.query<{ action: string; staff_id: number; before: unknown; after: unknown }>(
      "select action, staff_id, before, after from audit_log where target_type = 'party' and target_id = $1 order by id",
      [String(u.id)],
    );
    expect(rows).toEqual([
      {
        action: "user.disable",
        staff_id: adminId,
        before: { username: u.username, enabled: true },
        after: { username: u.username, enabled: false },
      },
      {
        action: "user.enable",
        staff_id: adminId,
        before: { username: u.username, enabled: false },
        after: { username: u.username, enabled: true },
      },
    ]);
  });

  it("does not let staff disable themselves", async () => {
    const r = await t.inject("console/users!disable", { token: admin, id: adminId });
    expect([r.code, r.msg]).toEqual(["1", zh("illegalRequest")]);
    expect((await t.inject("console/auth!me", { token: admin })).code).toBe("0");
  });

  it("answers unknown users and bad ids", async () => {
    expect((await t.inject("console/users!disable", { token: admin, id: 2_000_000_000 })).msg).toBe(zh("userNotFound"));
    expect((await t.inject("console/users!disable", { token: admin, id: "-1" })).msg).toBe(zh("paramError"));
    expect((await t.inject("console/users!enable", { token: admin })).msg).toBe(zh("paramMissing"));
  });

  it("disables another staff member, whose console token then answers 403", async () => {
    // One holding no permission the acting staff member lacks (privilege.test.ts).
    const other = await buildStaff(t.db, { permissions: ["users"] });
    const token = await sessionFor(t.db, other.id, "admin");
    await t.inject("console/users!disable", { token: admin, id: other.id });
    expect((await t.inject("console/auth!me", { token })).code).toBe("403");
  });
});
