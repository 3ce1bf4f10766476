import type { AnyAction } from "../http/actions.ts";
import { consoleAuditActions } from "./audit.ts";
import { consoleAuthActions } from "./auth.ts";
import { consoleMailActions } from "./mail.ts";
import { consoleRoleActions } from "./roles.ts";
import { consoleStaffActions } from "./staff.ts";
import { consoleStoreActions } from "./stores.ts";
import { consoleUserActions } from "./users.ts";

/** The platform console's API (`/api/console/<area>!<verb>.action`), each area behind its permission. */
export const consoleActions: AnyAction[] = [
  ...consoleAuthActions,
  ...consoleUserActions,
  ...consoleStoreActions,
  ...consoleRoleActions,
  ...consoleStaffActions,
  ...consoleMailActions,
  ...consoleAuditActions,
];
