import type { WalletTab } from "../paths.ts";

/** The wallet's /wap addresses: the records (a tab in the query), deposit and withdrawal. */
export const WAP_WALLET = "/wap/wallet";
export const WAP_DEPOSIT = "/wap/wallet/deposit";
export const WAP_WITHDRAW = "/wap/wallet/withdraw";
export const wapWalletTab = (tab: WalletTab) => (tab === "movements" ? WAP_WALLET : `${WAP_WALLET}?tab=${tab}`);
/** Where a fund password is set on /wap. */
export const WAP_FUND_PASSWORD = "/wap/settings/password?kind=fund";
