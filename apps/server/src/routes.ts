import type { AnyAction } from "./http/actions.ts";
import { consoleAccountActions } from "./accounts/console.routes.ts";
import { accountActions } from "./accounts/shop.routes.ts";
import { addressActions } from "./addresses/shop.routes.ts";
import { catalogueActions } from "./catalogue/shop.routes.ts";
import { favouriteActions } from "./favourites/shop.routes.ts";
import { consoleLedgerActions } from "./ledger/console.routes.ts";
import { sellerWalletActions } from "./ledger/seller.routes.ts";
import { walletActions } from "./ledger/shop.routes.ts";
import { consoleStoreActions } from "./merchant/console.routes.ts";
import { merchantActions } from "./merchant/seller.routes.ts";
import { consoleOrderActions } from "./orders/console.routes.ts";
import { sellerOrderActions } from "./orders/seller.routes.ts";
import { orderActions } from "./orders/shop.routes.ts";
import { consoleReviewActions } from "./reviews/console.routes.ts";
import { reviewActions } from "./reviews/shop.routes.ts";
import { siteActions } from "./site/shop.routes.ts";
import { staffActions } from "./staff/console.routes.ts";
import { uploadActions } from "./uploads/shop.routes.ts";
import { consoleLoanActions, creditActions } from "./loans/index.ts";
import { consoleWalletActions, sellerWithdrawActions, withdrawActions } from "./wallet/index.ts";
import { chatConsoleActions, chatSellerActions, chatShopActions } from "./chat/index.ts";
import { lotteryActions } from "./lottery/index.ts";
import { newsletterActions } from "./newsletter/index.ts";
import { vitalsActions } from "./vitals/index.ts";

/** Every `/api/<module>!<method>.action` the server answers: each feature's routes, by door. */
export const allActions: AnyAction[] = [
  ...catalogueActions,
  ...siteActions,
  ...accountActions,
  ...walletActions,
  ...withdrawActions,
  ...sellerWalletActions,
  ...staffActions,
  ...consoleAccountActions,
  ...consoleStoreActions,
  ...merchantActions,
  ...uploadActions,
  ...addressActions,
  ...favouriteActions,
  ...orderActions,
  ...sellerOrderActions,
  ...consoleOrderActions,
  ...reviewActions,
  ...consoleReviewActions,
  ...consoleLedgerActions,
  ...sellerWithdrawActions,
  ...consoleWalletActions,
  ...creditActions,
  ...consoleLoanActions,
  ...chatShopActions,
  ...chatSellerActions,
  ...chatConsoleActions,
  ...lotteryActions,
  ...newsletterActions,
  ...vitalsActions,
];
