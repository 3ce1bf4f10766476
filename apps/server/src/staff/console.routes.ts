import { CONSOLE_PARAM_ERRORS } from "@mall/contract";
import { hashPassword, signIn, signInRules, signOut } from "../accounts/index.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { createRole } from "./create-role.ts";
import { createStaff } from "./create-staff.ts";
import { deleteRole } from "./delete-role.ts";
import { consoleMe, listAudit, listRoles, listStaff } from "./queries.ts";
import { renameRole } from "./rename-role.ts";
import { setRolePermissions } from "./set-role-permissions.ts";
import { setStaffRole } from "./set-staff-role.ts";

const written = { successMsg: "operationSuccess" } as const;

/**
 * The platform's staff in the console: signing in (the shop's login rules, lock-outs included, for STAFF
 * accounts only), staff accounts and the roles that give them permissions, and the audit log of their writes.
 */
export const staffActions: AnyAction[] = [
  action("console/auth!login", {
    ...signInRules("admin"),
    handler: async (ctx) => {
      const { token, usercode } = await signIn(ctx, "admin");
      return { token, ...(await consoleMe(ctx.db, usercode)) };
    },
  }),
  action("console/auth!logout", signOut),
  action("console/auth!me", { handler: ({ db, user }) => consoleMe(db, user.usercode) }),

  action("console/staff!list", { handler: ({ db, params }) => listStaff(db, params) }),
  action("console/staff!create", {
    ...written,
    paramErrors: { ...CONSOLE_PARAM_ERRORS, roleId: "paramMissing" },
    handler: async ({ db, user, params, services }) => {
      // Hashing is slow on purpose: done before the transaction, which then holds its locks only briefly.
      const passwordHash = await hashPassword(params.password);
      const now = services.clock.now();
      const { username, roleId } = params;
      return db.tx((tx) => createStaff(tx, user, { username, roleId, passwordHash, now }));
    },
  }),
  action("console/staff!setRole", {
    ...written,
    handler: ({ db, user, params }) => db.tx((tx) => setStaffRole(tx, user, params)),
  }),

  action("console/roles!list", { handler: ({ db }) => listRoles(db) }),
  action("console/roles!create", {
    ...written,
    paramErrors: { name: "paramMissing", permissions: "paramError" },
    handler: ({ db, user, params }) => db.tx((tx) => createRole(tx, user, params)),
  }),
  action("console/roles!rename", {
    ...written,
    paramErrors: { name: "paramMissing" },
    handler: ({ db, user, params }) => db.tx((tx) => renameRole(tx, user, params)),
  }),
  action("console/roles!update", {
    ...written,
    handler: ({ db, user, params }) => db.tx((tx) => setRolePermissions(tx, user, params)),
  }),
  action("console/roles!delete", {
    ...written,
    handler: ({ db, user, params }) => db.tx((tx) => deleteRole(tx, user, params.id)),
  }),

  action("console/audit!list", { handler: ({ db, params }) => listAudit(db, params) }),
];
