import { accountSetting, checkSecret } from "../accounts/index.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { bindWithdrawAddress } from "./bind-withdraw-address.ts";
import { issueMoneyToken } from "./money-token.ts";
import { withdrawOpen } from "./queries.ts";

const money = [{ rule: "money" as const, by: "user" as const }];

/** The buyer's wallet calls of contract 3.8 (issue 11): each reads and changes only the caller's own. */
export const withdrawActions: AnyAction[] = [
  action("user!bindWithdrawAddress", {
    paramErrors: { blockchain_name: "protocolNotSupported", channel_address: "withdrawAddressInvalid" },
    rateLimit: money,
    successMsg: "withdrawAddressBindSuccess",
    handler: async (ctx) => {
      const { db, user, params, services } = ctx;
      const now = services.clock.now();
      // Changing a bound address: the fund password first, outside the change, under the lock-out.
      if (params.safeword !== undefined) {
        const maxWrong = await accountSetting(ctx, "number_of_wrong_passwords");
        await checkSecret(db, { partyId: user.partyId, kind: "fund", plain: params.safeword, now, maxWrong });
      }
      await bindWithdrawAddress(db, {
        partyId: user.partyId,
        protocol: params.blockchain_name,
        coin: params.coin,
        raw: params.channel_address,
        fundPasswordChecked: params.safeword !== undefined,
        ip: ctx.req.ip,
        now,
      });
      return null;
    },
  }),
  action("rechargeBlockchain!recharge_open", {
    rateLimit: money,
    handler: async ({ db, user, services }) => ({
      session_token: await issueMoneyToken(db, user.partyId, services.clock.now()),
    }),
  }),
  action("withdraw!withdraw_open", {
    rateLimit: money,
    handler: async ({ db, user, services }) => ({
      session_token: await issueMoneyToken(db, user.partyId, services.clock.now()),
      ...(await withdrawOpen(db, user.partyId)),
    }),
  }),
];
