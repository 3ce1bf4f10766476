import type { AnyAction } from "./actions.ts";
import { catalogueActions } from "../catalogue/routes.ts";
import { siteActions } from "../site/actions.ts";
import { accountActions } from "../accounts/routes.ts";
import { walletActions } from "../ledger/routes.ts";
import { consoleActions } from "../console/routes.ts";
import { merchantActions } from "../merchant/routes.ts";
import { uploadActions } from "../uploads/routes.ts";
import { orderActions } from "../orders/routes.ts";
import { sellerOrderActions } from "../orders/seller-routes.ts";
import { consoleOrderActions } from "../orders/console-routes.ts";
import { reviewActions } from "../reviews/routes.ts";
import { consoleLedgerActions } from "../ledger/console-routes.ts";
import { consoleRefundActions } from "../console/refunds.ts";
import { consoleAwaitingSellerActions } from "../console/awaiting-seller.ts";
import { addressActions } from "../addresses/routes.ts";
import { favouriteActions } from "../favourites/shop.routes.ts";

/** Every `/api/<module>!<method>.action` the server answers. */
export const allActions: AnyAction[] = [
  ...catalogueActions,
  ...siteActions,
  ...accountActions,
  ...walletActions,
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
