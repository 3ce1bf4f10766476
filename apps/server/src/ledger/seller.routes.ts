import { centsToWire } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { sellerOrderSums } from "../orders/index.ts";
import { walletEntry, walletRecords } from "./records.ts";
import { walletBalanceOf } from "./wallet.ts";

const NO_ORDERS = { profit: 0n, settled: 0, open: 0 };

/** The seller app's money calls: the store owner's wallet and its records. */
export const sellerWalletActions: AnyAction[] = [
  action("merchant/wallet!get", {
    handler: async ({ db, user }) => {
      // A seller whose store is not approved yet has a wallet but no orders.
      const sums = user.sellerId === undefined ? NO_ORDERS : await sellerOrderSums(db, user.sellerId);
      return {
        ...(await walletBalanceOf(db, user.partyId)),
        profit: centsToWire(sums.profit),
        settledOrders: sums.settled,
        openOrders: sums.open,
      };
    },
  }),
  action("merchant/wallet!records", { handler: ({ db, user, params }) => walletRecords(db, user.partyId, params) }),
  action("merchant/wallet!entry", { handler: ({ db, user, params }) => walletEntry(db, user.partyId, params.txnId) }),
];
