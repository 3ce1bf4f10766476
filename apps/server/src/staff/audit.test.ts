import { type AuditEntry, type AuditPage, ERRORS } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildStaff, buildUser, sessionFor, staffSession } from "../../test/factories.ts";

const t = appForFile();
let admin: string;
let adminId: number;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;

beforeAll(async () => {
  ({ id: adminId, token: admin } = await staffSession(t.db));
});

describe("console/audit!list", () => {
  it("lists staff writes newest first, filtered by staff and by action", async () => {
    const other = await buildStaff(t.db);
    const otherToken = await sessionFor(t.db, other.id, "admin");
    const u = await buildUser(t.db);
    await t.inject("console/users!disable", { token: admin, id: u.id });
    await t.inject("console/users!enable", { token: otherToken, id: u.id });
    await t.inject("console/roles!create", { token: admin, name: "Audited role", permissions: "mail" });

    const all = await t.inject<AuditPage>("console/audit!list", { token: admin });
    expect(all.code).toBe("0");
    expect(all.data.pageList.map((e) => e.action)).toEqual(["role.create", "user.enable", "user.disable"]);
    const disable = all.data.pageList[2] as AuditEntry;
    expect(disable).toMatchObject({
      staffId: adminId,
      targetType: "party",
      targetId: String(u.id),
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(all.data.staff.map((s) => s.id).sort()).toEqual([adminId, other.id].sort());

    const mine = await t.inject<AuditPage>("console/audit!list", { token: admin, staffId: adminId });
    expect(mine.data.pageList.map((e) => e.action)).toEqual(["role.create", "user.disable"]);
    const enables = await t.inject<AuditPage>("console/audit!list", { token: admin, action: "user.enable" });
    expect(enables.data.pageList.map((e) => e.staffName)).toEqual([other.username]);
    const paged = await t.inject<AuditPage>("console/audit!list", { token: admin, pageSize: 2, pageNum: 2 });
    expect(paged.data.pageList).toHaveLength(1);
    expect(paged.data.pageInfo.totalElements).toBe(3);
  });

  it("refuses unknown actions and bad staff ids", async () => {
    expect((await t.inject("console/audit!list", { token: admin, action: "drop.table" })).msg).toBe(zh("paramError"));
    expect((await t.inject("console/audit!list", { token: admin, staffId: "me" })).code).toBe("1");
  });

  it("needs the audit permission", async () => {
    const other = await buildStaff(t.db, { permissions: ["users", "roles"] });
    const r = await t.inject("console/audit!list", { token: await sessionFor(t.db, other.id, "admin") });
    expect([r.code, r.msg]).toEqual(["1", zh("noPermission")]);
  });

  it("writes no audit row when the change is refused (same transaction)", async () => {
    const before = await t.db.query<{ n: number }>("select count(*)::int n from audit_log");
    await t.inject("console/users!disable", { token: admin, id: adminId });
    await t.inject("console/roles!create", { token: admin, name: "Audited role", permissions: "mail" });
    const after = await t.db.query<{ n: number }>("select count(*)::int n from audit_log");
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
