import { action, type AnyAction } from "../http/actions.ts";
import { listApplications } from "./queries.ts";
import { approveApplication, rejectApplication } from "./review-application.ts";

/** The console's review of sellers' requests to open a store: the queue, and the two decisions on it. */
export const consoleStoreActions: AnyAction[] = [
  action("console/stores!applications", { handler: ({ db, params }) => listApplications(db, params) }),
  action("console/stores!approve", {
    successMsg: "operationSuccess",
    handler: ({ db, user, params, services }) =>
      db.tx((tx) => approveApplication(tx, user, params.id, services.clock.now())),
  }),
  action("console/stores!reject", {
    paramErrors: { reason: "paramMissing" },
    successMsg: "operationSuccess",
    handler: ({ db, user, params, services }) =>
      db.tx((tx) => rejectApplication(tx, user, { ...params, now: services.clock.now() })),
  }),
];
