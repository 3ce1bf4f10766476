import { nothing } from "../params.ts";
import { z } from "zod";
import { bindWithdrawAddressParams, moneyTokenVo, withdrawOpenVo } from "../wallet.ts";
import { spec } from "./define.ts";

const none = z.object({});

/** The USDT wallet's deposits and withdrawals (issue 11, contract 3.8). `user!*` accepts any method. */
export const walletApi = {
  "user!bindWithdrawAddress": spec({ app: "shop", method: "ANY", params: bindWithdrawAddressParams, data: nothing }),
  "rechargeBlockchain!recharge_open": spec({ app: "shop", method: "POST", params: none, data: moneyTokenVo }),
  "withdraw!withdraw_open": spec({ app: "shop", method: "POST", params: none, data: withdrawOpenVo }),
};
