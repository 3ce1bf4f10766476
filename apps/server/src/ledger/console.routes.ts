import { GRANT_PARAM_ERRORS } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { checkLedger } from "./check.ts";
import { grant } from "./grant.ts";
import { walletRecords } from "./records.ts";
import { walletBalanceOf } from "./wallet.ts";

/** The platform's view of the ledger: a party's balance and records, credits by hand, and the invariants. */
export const consoleLedgerActions: AnyAction[] = [
  action("console/wallet!get", {
    handler: async ({ db, params }) => ({
      ...(await walletBalanceOf(db, params.partyId)),
      records: await walletRecords(db, params.partyId, params),
    }),
  }),
  action("console/wallet!grant", {
    paramErrors: GRANT_PARAM_ERRORS,
    rateLimit: [{ rule: "money", by: "user" }],
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      await db.tx((tx) => grant(tx, user, params, services.clock.now()));
      return null;
    },
  }),
  action("console/ledger!check", { handler: ({ db }) => checkLedger(db) }),
];
