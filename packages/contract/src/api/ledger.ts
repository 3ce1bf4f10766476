import { z } from "zod";
import {
  consoleWallet,
  consoleWalletParams,
  grantParams,
  ledgerReport,
  merchantWallet,
  usdtBalance,
  walletEntryParams,
  walletEntryVo,
  walletRecordPage,
  walletRecordsParams,
} from "../ledger.ts";
import { nothing } from "../params.ts";
import { spec } from "./define.ts";

const none = z.object({});

/** The ledger seen from each door: the buyer's and the seller's wallet, the console's finance desk. */
export const ledgerApi = {
  "wallet!getUsdt": spec({ app: "shop", method: "ANY", params: none, data: usdtBalance }),
  "wallet!records": spec({ app: "shop", method: "ANY", params: walletRecordsParams, data: walletRecordPage }),
  "wallet!entry": spec({ app: "shop", method: "POST", params: walletEntryParams, data: walletEntryVo }),
  "merchant/wallet!entry": spec({ app: "seller", method: "POST", params: walletEntryParams, data: walletEntryVo }),
  "merchant/wallet!get": spec({ app: "seller", method: "POST", params: none, data: merchantWallet }),
  "merchant/wallet!records": spec({
    app: "seller",
    method: "POST",
    params: walletRecordsParams,
    data: walletRecordPage,
  }),
  "console/wallet!get": spec({
    app: "console",
    method: "POST",
    params: consoleWalletParams,
    data: consoleWallet,
    permission: "finance",
  }),
  "console/wallet!grant": spec({
    app: "console",
    method: "POST",
    params: grantParams,
    data: nothing,
    permission: "finance",
    summary: "Credits a party by hand, once per requestId, audited.",
  }),
  "console/ledger!check": spec({
    app: "console",
    method: "POST",
    params: none,
    data: ledgerReport,
    permission: "finance",
  }),
} as const;
