import { action, type ActionImpl, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { getUser, listOutbox, listUsers } from "./queries.ts";
import { setUserEnabled } from "./set-user-enabled.ts";

const toggle = (enabled: boolean): ActionImpl<"console/users!disable" | "console/users!enable"> => ({
  successMsg: "operationSuccess",
  handler: ({ db, user, params }) => db.tx((tx) => setUserEnabled(tx, user, params.id, enabled)),
});

/**
 * The console's side of accounts: every account of the platform (find, inspect, disable, enable), and the
 * outbox of every message the platform sent (in the demo, verification codes are read there).
 */
export const consoleAccountActions: AnyAction[] = [
  action("console/users!list", { handler: ({ db, params }) => listUsers(db, params) }),
  action("console/users!get", {
    handler: async ({ db, params, services }) =>
      (await getUser(db, params.id, services.clock.now())) ?? fail("userNotFound"),
  }),
  action("console/users!disable", toggle(false)),
  action("console/users!enable", toggle(true)),
  action("console/mail!outbox", { handler: ({ db, params }) => listOutbox(db, params) }),
];
