import type { AnyAction } from "./http/actions.ts";
import { accountActions } from "./accounts/routes.ts";
import { addressActions } from "./addresses/routes.ts";
import { catalogueActions } from "./catalogue/routes.ts";
import { consoleActions } from "./console/routes.ts";
import { consoleAwaitingSellerActions } from "./console/awaiting-seller.ts";
import { consoleRefundActions } from "./console/refunds.ts";
import { favouriteActions } from "./favourites/shop.routes.ts";
import { consoleLedgerActions } from "./ledger/console.routes.ts";
import { sellerWalletActions } from "./ledger/seller.routes.ts";
import { walletActions } from "./ledger/shop.routes.ts";
import { merchantActions } from "./merchant/routes.ts";
import { consoleOrderActions } from "./orders/console-routes.ts";
import { orderActions } from "./orders/routes.ts";
import { sellerOrderActions } from "./orders/seller-routes.ts";
import { reviewActions } from "./reviews/routes.ts";
import { siteActions } from "./site/actions.ts";
import { uploadActions } from "./uploads/routes.ts";

/** Every `/api/<module>!<method>.action` the server answers: each feature's routes, by door. */
export const allActions: AnyAction[] = [
  ...catalogueActions,
  ...siteActions,
  ...accountActions,
  ...walletActions,
  ...sellerWalletActions,
  ...consoleActions,
  ...merchantActions,
  ...uploadActions,
  ...addressActions,
  ...favouriteActions,
  ...orderActions,
  ...sellerOrderActions,
  ...consoleOrderActions,
  ...reviewActions,
  ...consoleLedgerActions,
  ...consoleRefundActions,
  ...consoleAwaitingSellerActions,
];
