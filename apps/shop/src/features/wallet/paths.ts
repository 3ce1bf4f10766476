/** The wallet's addresses (spec point 2): the records (menu position index=1), deposit and withdrawal. */
export const WALLET_PATH = "/userInfo/money-package";
export const RECHARGE_PATH = "/userInfo/money-package/recharge";
export const WITHDRAW_PATH = "/userInfo/money-package/withdraw";

export const WALLET_TABS = ["movements", "deposits", "withdrawals"] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

/** The records page on one tab: the wallet's own link, with the menu position the original links carry. */
export const walletTab = (tab: WalletTab) => `${WALLET_PATH}?index=1${tab === "movements" ? "" : `&tab=${tab}`}`;

/** Spec point 2: after a deposit request the page goes to the records 2.5 seconds later. */
export const AFTER_DEPOSIT_MS = 2500;

/** Where a fund password is set (the settings page that exists). */
export const FUND_PASSWORD_PATH = "/userInfo/setup/transaction-password";
