import { nothing } from "../params.ts";
import { bindWithdrawAddressParams } from "../wallet.ts";
import { spec } from "./define.ts";

/** The USDT wallet's deposits and withdrawals (issue 11, contract 3.8). `user!*` accepts any method. */
export const walletApi = {
  "user!bindWithdrawAddress": spec({ app: "shop", method: "ANY", params: bindWithdrawAddressParams, data: nothing }),
};
