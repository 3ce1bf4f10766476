import { action, type AnyAction } from "../http/actions.ts";
import { walletEntry, walletRecords } from "./records.ts";
import { walletBalanceOf } from "./wallet.ts";

/** The buyer's wallet view of the ledger: balance (contract 3.8) and the records of every movement. */
export const walletActions: AnyAction[] = [
  action("wallet!getUsdt", {
    // The original's WalletController answered its own 403 sentence (api-contract-money-chat.md §1).
    sessionError: "sessionExpired",
    handler: async ({ db, user }) => ({ ...(await walletBalanceOf(db, user.partyId)), rebate: 0 }),
  }),
  action("wallet!records", { handler: ({ db, user, params }) => walletRecords(db, user.partyId, params) }),
  action("wallet!entry", { handler: ({ db, user, params }) => walletEntry(db, user.partyId, params.txnId) }),
];
