import { consoleAuditParams } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { listAudit } from "./queries.ts";

/** Reading the audit log; rows are written by audit() (audit-log.ts) inside each staff write. */
export const consoleAuditActions: AnyAction[] = [
  action({
    name: "console/audit!list",
    method: "ANY",
    auth: "admin",
    permission: "audit",
    params: consoleAuditParams,
    handler: (ctx) => listAudit(ctx.db, ctx.params),
  }),
];
