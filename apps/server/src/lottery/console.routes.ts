import { LOTTERY_SAVE_PARAM_ERRORS } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { consoleGet, consoleList } from "./queries.ts";
import { closeActivity, publishActivity, saveActivity } from "./set-up.ts";

/**
 * The console's activities: list, read, save a draft, publish, close. Each write is in the audit log
 * (lottery.create, lottery.update, lottery.publish, lottery.close), written in the write's own transaction.
 */
export const lotteryConsoleActions: AnyAction[] = [
  action("console/lottery!list", {
    handler: ({ db, params, services }) => consoleList(db, params, services.clock.now()),
  }),
  action("console/lottery!get", {
    paramErrors: { id: "lotteryNotFound" },
    handler: ({ db, params, services }) => consoleGet(db, params.id, services.clock.now()),
  }),
  action("console/lottery!save", {
    paramErrors: LOTTERY_SAVE_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async ({ db, params, user }) => ({ id: await db.tx((tx) => saveActivity(tx, params, user.partyId)) }),
  }),
  action("console/lottery!publish", {
    paramErrors: { id: "lotteryNotFound" },
    successMsg: "operationSuccess",
    handler: async ({ db, params, user, services }) => ({
      seedHash: await db.tx((tx) => publishActivity(tx, params.id, user.partyId, services.clock.now())),
    }),
  }),
  action("console/lottery!close", {
    paramErrors: { id: "lotteryNotFound" },
    successMsg: "operationSuccess",
    handler: ({ db, params, user, services }) =>
      db.tx((tx) => closeActivity(tx, params.id, user.partyId, services.clock.now())),
  }),
];
