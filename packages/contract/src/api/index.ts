import type { z } from "zod";
import { accountsApi } from "./accounts.ts";
import { addressesApi } from "./addresses.ts";
import { catalogueApi } from "./catalogue.ts";
import type { ActionSpec, WireParams } from "./define.ts";
import { favouritesApi } from "./favourites.ts";
import { ledgerApi } from "./ledger.ts";
import { merchantApi } from "./merchant.ts";
import { ordersApi } from "./orders.ts";
import { reviewsApi } from "./reviews.ts";
import { siteApi } from "./site.ts";
import { staffApi } from "./staff.ts";
import { uploadsApi } from "./uploads.ts";
import { walletApi } from "./wallet.ts";
import { loansApi } from "./loans.ts";
import { chatApi } from "./chat.ts";
import { lotteryApi } from "./lottery.ts";
import { newsletterApi } from "./newsletter.ts";
import { vitalsApi } from "./vitals.ts";

export * from "./define.ts";

/**
 * Every `/api/<module>!<method>.action`: the server registers exactly these (a test checks both ways), the
 * web apps' client types its calls from them, tests parse answers with them, and /api/openapi.json is made
 * from them. One file per server feature.
 */
export const API = {
  ...catalogueApi,
  ...siteApi,
  ...uploadsApi,
  ...accountsApi,
  ...staffApi,
  ...merchantApi,
  ...ordersApi,
  ...reviewsApi,
  ...ledgerApi,
  ...addressesApi,
  ...favouritesApi,
  ...walletApi,
  ...loansApi,
  ...chatApi,
  ...lotteryApi,
  ...newsletterApi,
  ...vitalsApi,
} satisfies Record<string, ActionSpec>;

export type Api = typeof API;
export type ActionName = keyof Api;
/** What a client sends to an action. */
export type ParamsOf<N extends ActionName> = WireParams<Api[N]["params"]>;
/** What the server's handler receives, after validation. */
export type ParsedParamsOf<N extends ActionName> = z.output<Api[N]["params"]>;
/** The answer's `data`. */
export type DataOf<N extends ActionName> = z.output<Api[N]["data"]>;

export const isActionName = (name: string): name is ActionName => Object.hasOwn(API, name);
