import { type ConsoleLoginResult, type ConsoleRoles, ERRORS, type PageOf, type StaffAccount } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildStaff, buildStaffRole, buildUser, sessionFor } from "../../test/factories.ts";
import { PERMISSIONS } from "../auth/policies.ts";

let admin: string;
let adminId: number;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
let n = 0;
const uniqueName = (base = "Role") => `${base} ${++n} ${Date.now().toString(36)}`;

const t = appForFile();
beforeAll(async () => {
  // A super admin: nobody gives, edits or takes a permission they lack (privilege.test.ts).
  const s = await buildStaff(t.db);
  adminId = s.id;
  admin = await sessionFor(t.db, s.id, "admin");
});

const call = <T = unknown>(name: string, params: Record<string, string | number> = {}) =>
  t.inject<T>(`console/${name}`, { token: admin, ...params }, { as: "form" });
const roles = async () => (await call<ConsoleRoles>("roles!list")).data;
const create = (name: string, permissions = "users,mail") =>
  call<{ id: number }>("roles!create", { name, permissions });

describe("console/roles!list", () => {
  it("shows each role with its holders and every permission a role may hold", async () => {
    const roleId = await buildStaffRole(t.db, { name: uniqueName(), permissions: ["users"] });
    await buildUser(t.db, { role: "STAFF", staffRoleId: roleId });
    await buildUser(t.db, { role: "STAFF", staffRoleId: roleId });
    const r = await roles();
    expect(r.permissions).toEqual([...PERMISSIONS]);
    expect(r.roles.find((x) => x.id === roleId)).toMatchObject({ permissions: ["users"], holders: 2 });
  });
});

describe("console/roles!create", () => {
  it("creates a role, permissions in catalogue order, and audits it", async () => {
    const name = uniqueName("Support");
    const r = await create(name, "mail, users,mail");
    expect([r.code, r.msg]).toEqual(["0", zh("operationSuccess")]);
    expect((await roles()).roles.find((x) => x.id === r.data.id)).toMatchObject({
      name,
      permissions: ["users", "mail"],
      holders: 0,
    });
    const [audit] = await t.db.query(
      "select staff_id, before, after from audit_log where action = 'role.create' and target_id = $1",
      [String(r.data.id)],
    );
    expect(audit).toEqual({ staff_id: adminId, before: null, after: { name, permissions: ["users", "mail"] } });
  });

  it("allows a role with no permissions", async () => {
    const r = await create(uniqueName(), "");
    expect(r.code).toBe("0");
  });

  it("refuses a name another role has, whatever its case", async () => {
    const name = uniqueName("Finance");
    await create(name);
    expect((await create(name.toUpperCase())).msg).toBe(zh("roleNameTaken"));
    expect((await create(`  ${name.toLowerCase()}  `)).msg).toBe(zh("roleNameTaken"));
  });

  it("gives one role when the same name is created many times at once", async () => {
    const name = uniqueName("Race");
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(name)));
    expect(answers.filter((a) => a.code === "0")).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== "0")) expect(a.msg).toBe(zh("roleNameTaken"));
  });

  it("refuses unknown permissions and blank or long names", async () => {
    expect((await create(uniqueName(), "users,godmode")).msg).toBe(zh("paramError"));
    expect((await create("")).msg).toBe(zh("paramMissing"));
    expect((await create("   ")).msg).toBe(zh("paramMissing"));
    expect((await create("x".repeat(41))).code).toBe("1");
    const bad = await t.inject(
      "console/roles!create",
      { token: admin },
      { json: { name: ["a"], permissions: { x: 1 } } },
    );
    expect([bad.code, bad.status < 500]).toEqual(["1", true]);
  });
});

describe("console/roles!rename and !update", () => {
  it("renames, refusing a taken name, and audits before and after", async () => {
    const first = uniqueName("First");
    const second = uniqueName("Second");
    const a = (await create(first)).data.id;
    await create(second);
    expect((await call("roles!rename", { id: a, name: second.toLowerCase() })).msg).toBe(zh("roleNameTaken"));
    const renamed = uniqueName("Renamed");
    expect((await call("roles!rename", { id: a, name: renamed })).code).toBe("0");
    // Changing only the case of its own name is allowed.
    expect((await call("roles!rename", { id: a, name: renamed.toUpperCase() })).code).toBe("0");
    const rows = await t.db.query(
      "select before, after from audit_log where action = 'role.rename' and target_id = $1 order by id",
      [String(a)],
    );
    expect(rows[0]).toEqual({ before: { name: first }, after: { name: renamed } });
    expect(rows).toHaveLength(2);
    expect((await call("roles!rename", { id: 2_000_000_000, name: uniqueName() })).msg).toBe(zh("noData"));
  });

  it("replaces the permissions; holders get them on their next call", async () => {
    const id = (await create(uniqueName(), "users")).data.id;
    const holder = await buildUser(t.db, { role: "STAFF", staffRoleId: id });
    const token = await sessionFor(t.db, holder.id, "admin");
    expect((await t.inject("console/mail!outbox", { token })).msg).toBe(zh("noPermission"));
    expect((await call("roles!update", { id, permissions: "mail,audit" })).code).toBe("0");
    expect((await t.inject("console/mail!outbox", { token })).code).toBe("0");
    expect((await t.inject("console/users!list", { token })).msg).toBe(zh("noPermission"));
    const [audit] = await t.db.query(
      "select before, after from audit_log where action = 'role.update' and target_id = $1",
      [String(id)],
    );
    expect(audit).toMatchObject({ before: { permissions: ["users"] }, after: { permissions: ["mail", "audit"] } });
    expect((await call("roles!update", { id, permissions: "root" })).msg).toBe(zh("paramError"));
  });
});

describe("console/roles!delete", () => {
  it("refuses while any staff account holds the role, and writes no audit row then", async () => {
    const id = (await create(uniqueName())).data.id;
    const holder = await buildUser(t.db, { role: "STAFF", staffRoleId: id });
    const r = await call("roles!delete", { id });
    expect([r.code, r.msg]).toEqual(["1", zh("roleInUse")]);
    const [audits] = await t.db.query<{ n: number }>(
      "select count(*)::int n from audit_log where action = 'role.delete' and target_id = $1",
      [String(id)],
    );
    expect(audits?.n).toBe(0);
    // The database refuses it too (on delete restrict).
    await expect(t.db.query("delete from staff_role where id = $1", [id])).rejects.toThrow();
    // Once the holder moves to another role, it goes.
    const other = (await create(uniqueName())).data.id;
    expect((await call("staff!setRole", { id: holder.id, roleId: other })).code).toBe("0");
    expect((await call("roles!delete", { id })).code).toBe("0");
    expect((await roles()).roles.some((x) => x.id === id)).toBe(false);
    const [audit] = await t.db.query(
      "select before, after from audit_log where action = 'role.delete' and target_id = $1",
      [String(id)],
    );
    expect(audit).toMatchObject({ after: null, before: { permissions: ["users", "mail"] } });
  });

  it("answers unknown and malformed ids", async () => {
    expect((await call("roles!delete", { id: 2_000_000_000 })).msg).toBe(zh("noData"));
    expect((await call("roles!delete", { id: "x" })).code).toBe("1");
  });
});

describe("console/staff", () => {
  it("creates a staff account that can sign in to the console only", async () => {
    const roleId = (await create(uniqueName(), "stores")).data.id;
    const username = `staff${Date.now().toString(36)}`;
    const r = await call<{ id: number }>("staff!create", { username, password: "secret99", roleId });
    expect([r.code, r.msg]).toEqual(["0", zh("operationSuccess")]);
    const login = await t.inject<ConsoleLoginResult>("console/auth!login", { username, password: "secret99" });
    expect(login.data).toMatchObject({ username, permissions: ["stores"] });
    expect((await t.inject("user!newlogin", { username, password: "secret99" })).msg).toBe(zh("loginFailed"));
    const list = (await call<PageOf<StaffAccount>>("staff!list")).data.pageList;
    expect(list[0]).toMatchObject({ id: r.data.id, username, roleId, enabled: true });
    const [audit] = await t.db.query("select after from audit_log where action = 'staff.create' and target_id = $1", [
      String(r.data.id),
    ]);
    expect(audit).toMatchObject({ after: { username, roleId } });
  });

  it("refuses taken names, bad names, bad passwords and unknown roles", async () => {
    const roleId = (await create(uniqueName())).data.id;
    const existing = await buildUser(t.db);
    const make = (username: string, password = "secret99", role: number | string = roleId) =>
      call("staff!create", { username, password, roleId: role });
    expect((await make(existing.username)).msg).toBe(zh("usernameTaken"));
    expect((await make("ab")).msg).toBe(zh("usernameInvalid"));
    expect((await make("has space1")).msg).toBe(zh("usernameInvalid"));
    expect((await make(`okname${n}x`, "123")).msg).toBe(zh("passwordLength"));
    expect((await make(`okname${n}y`, "secret99", 2_000_000_000)).msg).toBe(zh("noData"));
    expect((await make(`okname${n}z`, "secret99", "")).msg).toBe(zh("paramMissing"));
  });

  it("moves staff between roles, only staff", async () => {
    const a = (await create(uniqueName(), "users")).data.id;
    const b = (await create(uniqueName(), "mail")).data.id;
    const s = await buildUser(t.db, { role: "STAFF", staffRoleId: a });
    expect((await call("staff!setRole", { id: s.id, roleId: b })).code).toBe("0");
    const [row] = await t.db.query("select staff_role_id from party where id = $1", [s.id]);
    expect(row).toEqual({ staff_role_id: b });
    const [audit] = await t.db.query(
      "select before, after from audit_log where action = 'staff.setRole' and target_id = $1",
      [String(s.id)],
    );
    expect(audit).toMatchObject({ before: { roleId: a }, after: { roleId: b } });
    const buyer = await buildUser(t.db);
    expect((await call("staff!setRole", { id: buyer.id, roleId: b })).msg).toBe(zh("userNotFound"));
    expect((await call("staff!setRole", { id: s.id, roleId: 2_000_000_000 })).msg).toBe(zh("noData"));
  });
});

describe("roles permission", () => {
  it("is needed for roles and staff calls", async () => {
    const other = await buildStaff(t.db, { permissions: ["users", "stores", "mail", "audit"] });
    const token = await sessionFor(t.db, other.id, "admin");
    for (const name of [
      "roles!list",
      "roles!create",
      "roles!rename",
      "roles!update",
      "roles!delete",
      "staff!list",
      "staff!create",
      "staff!setRole",
    ]) {
      const r = await t.inject(`console/${name}`, { token, id: 1, name: "x", roleId: 1 });
      expect([name, r.code, r.msg]).toEqual([name, "1", zh("noPermission")]);
    }
  });
});
