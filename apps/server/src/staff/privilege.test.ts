import { ERRORS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildStaffRole, buildUser, sessionFor } from "../../test/factories.ts";
import {
  canEditRole,
  canGiveRole,
  canManageAccount,
  isSuperAdmin,
  isSuperAdminRole,
  PERMISSIONS,
} from "../auth/policies.ts";

/**
 * Staff privilege: nobody gives, edits or takes away a permission they lack, the Super admin role (every
 * permission) is a super admin's alone, and nobody edits their own role.
 */
const t = appForFile();
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const ALL = [...PERMISSIONS];
let n = 0;
const uniqueName = (base: string) => `${base} ${++n} ${Date.now().toString(36)}`;

/** A staff account holding a fresh role with these permissions, signed in to the console. */
async function staff(permissions: string[]) {
  const roleId = await buildStaffRole(t.db, { name: uniqueName("Role"), permissions });
  const u = await buildUser(t.db, { role: "STAFF", staffRoleId: roleId });
  return { ...u, roleId, token: await sessionFor(t.db, u.id, "admin") };
}

const call = (token: string, name: string, params: Record<string, string | number>) =>
  t.inject(`console/${name}`, { token, ...params }, { as: "form" });
const refused = (r: { code: string; msg: string | null }) => expect([r.code, r.msg]).toEqual(["1", zh("noPermission")]);
const permissionsOf = async (roleId: number) =>
  (await t.db.query<{ permissions: string[] }>("select permissions from staff_role where id = $1", [roleId]))[0]
    ?.permissions;
const roleOf = async (partyId: number) =>
  (await t.db.query<{ staff_role_id: number }>("select staff_role_id from party where id = $1", [partyId]))[0]
    ?.staff_role_id;

describe("disabling and enabling accounts", () => {
  it("keeps a users-only staff member from disabling a super admin", async () => {
    const desk = await staff(["users"]);
    const root = await staff(ALL);
    refused(await call(desk.token, "users!disable", { id: root.id }));
    expect((await t.inject("console/auth!me", { token: root.token })).code).toBe("0");
    const [row] = await t.db.query<{ enabled: boolean }>("select enabled from party where id = $1", [root.id]);
    expect(row?.enabled).toBe(true);
  });

  it("refuses any account holding a permission the staff member lacks, to disable or enable", async () => {
    const desk = await staff(["users"]);
    const finance = await staff(["users", "finance"]);
    refused(await call(desk.token, "users!disable", { id: finance.id }));
    await t.db.query("update party set enabled = false where id = $1", [finance.id]);
    refused(await call(desk.token, "users!enable", { id: finance.id }));
  });

  it("still lets them disable buyers and staff with no more permissions, and a super admin anyone", async () => {
    const desk = await staff(["users"]);
    const buyer = await buildUser(t.db);
    const peer = await staff(["users"]);
    expect((await call(desk.token, "users!disable", { id: buyer.id })).code).toBe("0");
    expect((await call(desk.token, "users!disable", { id: peer.id })).code).toBe("0");
    const root = await staff(ALL);
    const other = await staff(ALL);
    expect((await call(root.token, "users!disable", { id: other.id })).code).toBe("0");
  });
});

describe("roles", () => {
  it("keeps a roles-only staff member from giving its own role every permission", async () => {
    const s = await staff(["roles"]);
    refused(await call(s.token, "roles!update", { id: s.roleId, permissions: ALL.join(",") }));
    expect(await permissionsOf(s.roleId)).toEqual(["roles"]);
    refused(await call(s.token, "roles!rename", { id: s.roleId, name: uniqueName("Mine") }));
    // Nobody edits their own role, a super admin included.
    const root = await staff(ALL);
    refused(await call(root.token, "roles!rename", { id: root.roleId, name: uniqueName("Root") }));
    refused(await call(root.token, "roles!update", { id: root.roleId, permissions: "roles" }));
  });

  it("keeps them from granting permissions they lack through another role or a new one", async () => {
    const s = await staff(["roles"]);
    const other = await buildStaffRole(t.db, { name: uniqueName("Other"), permissions: ["roles"] });
    refused(await call(s.token, "roles!update", { id: other, permissions: "roles,finance" }));
    expect(await permissionsOf(other)).toEqual(["roles"]);
    refused(await call(s.token, "roles!create", { name: uniqueName("Money"), permissions: "finance" }));
    // A second account made with a role beyond the maker's is refused too.
    const money = await buildStaffRole(t.db, { name: uniqueName("Money"), permissions: ["finance"] });
    refused(
      await call(s.token, "staff!create", {
        username: `esc${Date.now().toString(36)}`,
        password: "secret99",
        roleId: money,
      }),
    );
    // Within their own permissions they may work.
    expect((await call(s.token, "roles!create", { name: uniqueName("Helpers"), permissions: "roles" })).code).toBe("0");
  });

  it("keeps the Super admin role a super admin's: nobody else edits, deletes or gives it", async () => {
    const superRole = await buildStaffRole(t.db, { name: uniqueName("Super admin"), permissions: ALL });
    const almost = await staff(ALL.filter((p) => p !== "finance"));
    refused(await call(almost.token, "roles!update", { id: superRole, permissions: "roles" }));
    refused(await call(almost.token, "roles!rename", { id: superRole, name: uniqueName("Mine now") }));
    refused(await call(almost.token, "roles!delete", { id: superRole }));
    const peer = await staff(["roles"]);
    refused(await call(almost.token, "staff!setRole", { id: peer.id, roleId: superRole }));
    expect(await roleOf(peer.id)).toBe(peer.roleId);
    refused(
      await call(almost.token, "staff!create", {
        username: `sup${Date.now().toString(36)}`,
        password: "secret99",
        roleId: superRole,
      }),
    );
    expect(await permissionsOf(superRole)).toEqual(ALL);
    const root = await staff(ALL);
    expect((await call(root.token, "staff!setRole", { id: peer.id, roleId: superRole })).code).toBe("0");
    expect((await call(root.token, "roles!rename", { id: superRole, name: uniqueName("Super admin") })).code).toBe("0");
  });

  it("keeps staff from moving someone holding permissions they lack, or themselves, to another role", async () => {
    const s = await staff(["roles", "users"]);
    const finance = await staff(["finance"]);
    const plain = await buildStaffRole(t.db, { name: uniqueName("Plain"), permissions: ["users"] });
    refused(await call(s.token, "staff!setRole", { id: finance.id, roleId: plain }));
    expect(await roleOf(finance.id)).toBe(finance.roleId);
    refused(await call(s.token, "staff!setRole", { id: s.id, roleId: plain }));
    expect(await roleOf(s.id)).toBe(s.roleId);
    const root = await staff(ALL);
    const rootRole = await buildStaffRole(t.db, { name: uniqueName("Root 2"), permissions: ALL });
    refused(await call(root.token, "staff!setRole", { id: root.id, roleId: rootRole }));
    // Someone within their permissions, to a role within them, may be moved.
    const helper = await staff(["users"]);
    expect((await call(s.token, "staff!setRole", { id: helper.id, roleId: plain })).code).toBe("0");
  });
});

describe("privilege policies", () => {
  const user = (permissions: string[], partyId = 1) => ({
    partyId,
    username: "x",
    usercode: "1",
    role: "STAFF",
    app: "admin" as const,
    permissions,
    sellerId: undefined,
  });

  it("names the Super admin role and its holders", () => {
    expect(isSuperAdminRole({ permissions: ALL })).toBe(true);
    expect(isSuperAdminRole({ permissions: ["users"] })).toBe(false);
    expect(isSuperAdmin(user(ALL))).toBe(true);
    expect(isSuperAdmin(user(["roles"]))).toBe(false);
  });

  it("answers each question by the permissions held", () => {
    expect(canManageAccount(user(["users"]), { permissions: ALL })).toBe(false);
    expect(canManageAccount(user(["users"]), { permissions: [] })).toBe(true);
    expect(canGiveRole(user(["roles"]), { permissions: ["roles"] }, { id: 2, permissions: [] })).toBe(true);
    expect(canGiveRole(user(["roles"]), { permissions: ["roles"] }, { id: 1, permissions: [] })).toBe(false);
    expect(canGiveRole(user(["roles"]), { permissions: ALL })).toBe(false);
    expect(canEditRole(user(["roles"]), 7, { id: 7, permissions: ["roles"] })).toBe(false);
    expect(canEditRole(user(["roles"]), 7, { id: 8, permissions: ["roles"] }, ["roles", "finance"])).toBe(false);
    expect(canEditRole(user(ALL), 7, { id: 8, permissions: ALL }, ["roles"])).toBe(true);
    // Permissions of a session outside the console count for nothing.
    expect(canManageAccount({ ...user(ALL), app: "shop" }, { permissions: ["users"] })).toBe(false);
  });
});
