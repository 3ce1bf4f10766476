import { z } from "zod";
import { loginParams, loginResult } from "../account-params.ts";
import {
  approvedApplication,
  changedId,
  consoleApplicationsParams,
  consoleIdParams,
  consoleRejectParams,
  storeApplication,
} from "../console.ts";
import {
  merchantCatalogueGoods,
  merchantGoodsParams,
  merchantListing,
  merchantMe,
  merchantSignupParams,
  merchantStore,
  merchantStoreParams,
  shelfResult,
} from "../merchant.ts";
import { nothing, pageOf } from "../params.ts";
import { spec } from "./define.ts";

const none = z.object({});
const goods = merchantGoodsParams;

/**
 * Stores (issue 3 §4, issue 4 §4): the seller app's sign-up, session, store profile and goods, and the console's
 * review of the applications to open a store. The seller's orders and money are the orders' and ledger's.
 */
export const merchantApi = {
  "merchant/account!signup": spec({ app: "public", method: "POST", params: merchantSignupParams, data: loginResult }),
  "merchant/account!login": spec({ app: "public", method: "POST", params: loginParams, data: loginResult }),
  "merchant/account!logout": spec({ app: "public", method: "ANY", params: none, data: nothing }),
  "merchant/account!me": spec({ app: "seller", method: "ANY", params: none, data: merchantMe }),
  "merchant/store!get": spec({ app: "seller", method: "ANY", params: none, data: merchantStore }),
  "merchant/store!update": spec({ app: "seller", method: "POST", params: merchantStoreParams, data: merchantStore }),
  "merchant/goods!catalogue": spec({
    app: "seller",
    method: "POST",
    store: true,
    params: goods.catalogue,
    data: pageOf(merchantCatalogueGoods),
  }),
  "merchant/goods!add": spec({ app: "seller", method: "POST", store: true, params: goods.add, data: merchantListing }),
  "merchant/goods!list": spec({
    app: "seller",
    method: "POST",
    store: true,
    params: goods.list,
    data: pageOf(merchantListing),
  }),
  "merchant/goods!update": spec({
    app: "seller",
    method: "POST",
    store: true,
    params: goods.update,
    data: merchantListing,
  }),
  "merchant/goods!shelf": spec({ app: "seller", method: "POST", store: true, params: goods.shelf, data: shelfResult }),

  "console/stores!applications": spec({
    app: "console",
    method: "ANY",
    permission: "stores",
    params: consoleApplicationsParams,
    data: pageOf(storeApplication),
  }),
  "console/stores!approve": spec({
    app: "console",
    method: "POST",
    permission: "stores",
    params: consoleIdParams,
    data: approvedApplication,
  }),
  "console/stores!reject": spec({
    app: "console",
    method: "POST",
    permission: "stores",
    params: consoleRejectParams,
    data: changedId,
  }),
} as const;
