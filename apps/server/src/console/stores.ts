import { consoleApplicationsParams, consoleIdParams, consoleRejectParams } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { nowOf, staffOf } from "./context.ts";
import { listApplications } from "./queries.ts";
import { approveApplication, rejectApplication } from "./review-application.ts";

/** Sellers' requests to open a store, and the two decisions on them. */
export const consoleStoreActions: AnyAction[] = [
  action({
    name: "console/stores!applications",
    method: "ANY",
    auth: "admin",
    permission: "stores",
    params: consoleApplicationsParams,
    handler: (ctx) => listApplications(ctx.db, ctx.params),
  }),
  action({
    name: "console/stores!approve",
    method: "POST",
    auth: "admin",
    permission: "stores",
    params: consoleIdParams,
    successMsg: "operationSuccess",
    handler: (ctx) => approveApplication(ctx.db, staffOf(ctx), ctx.params.id, nowOf(ctx)),
  }),
  action({
    name: "console/stores!reject",
    method: "POST",
    auth: "admin",
    permission: "stores",
    params: consoleRejectParams,
    paramErrors: { reason: "paramMissing" },
    successMsg: "operationSuccess",
    handler: (ctx) => rejectApplication(ctx.db, staffOf(ctx), { ...ctx.params, now: nowOf(ctx) }),
  }),
];
