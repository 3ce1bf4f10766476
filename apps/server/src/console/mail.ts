import { consoleOutboxParams } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { listOutbox } from "./queries.ts";

/** The outbox: every message the platform sent or queued. In the demo, verification codes are read here. */
export const consoleMailActions: AnyAction[] = [
  action({
    name: "console/mail!outbox",
    method: "ANY",
    auth: "admin",
    permission: "mail",
    params: consoleOutboxParams,
    handler: (ctx) => listOutbox(ctx.db, ctx.params),
  }),
];
