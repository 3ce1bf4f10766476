import {
  centsToWire,
  GRANT_MAX_CENTS,
  GRANT_MEMO_MAX,
  GRANT_MEMO_MIN,
  GRANT_REQUEST_ID,
  parseCents,
} from "@mall/contract";
import { z } from "zod";
import { audit } from "../console/audit-log.ts";
import { staffOf } from "../console/context.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { partyBalances } from "./balances.ts";
import { checkLedger } from "./check.ts";
import { postEntry } from "./post.ts";
import { walletRecords } from "./records.ts";

/** The platform's view of the ledger: a party's balance and records, credits by hand, and the invariants. */
export const consoleLedgerActions: AnyAction[] = [
  action({
    name: "console/wallet!get",
    method: "POST",
    auth: "admin",
    permission: "finance",
    params: z.object({
      partyId: z.coerce.number().int().min(1).max(2_147_483_647),
      pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    handler: async (ctx) => {
      const b = await partyBalances(ctx.db, ctx.params.partyId);
      return {
        money: centsToWire(b.available),
        frozenMoney: centsToWire(b.frozen),
        records: await walletRecords(ctx.db, ctx.params.partyId, ctx.params),
      };
    },
  }),
  action({
    name: "console/wallet!grant",
    method: "POST",
    auth: "admin",
    permission: "finance",
    params: z.object({
      partyId: z.coerce.number().int().min(1).max(2_147_483_647),
      amount: z.string().trim().max(20),
      memo: z.string().trim().min(GRANT_MEMO_MIN).max(GRANT_MEMO_MAX),
      /** Chosen by the console per form submission: the same request twice credits once. */
      requestId: z.string().trim().regex(GRANT_REQUEST_ID),
    }),
    paramErrors: { amount: "amountOverLimit", memo: "paramMissing", requestId: "paramMissing" },
    rateLimit: [{ rule: "money", by: "user" }],
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const staff = staffOf(ctx);
      const cents = parseCents(ctx.params.amount);
      if (cents === undefined || cents <= 0n || cents > GRANT_MAX_CENTS) return fail("amountOverLimit");
      await ctx.db.tx(async (tx) => {
        const [party] = await tx.query<{ role: string }>(
          "select role from party where id = $1 and deleted_at is null",
          [ctx.params.partyId],
        );
        if (!party) return fail("userNotFound");
        if (party.role === "STAFF") fail("noPermission");
        const before = await partyBalances(tx, ctx.params.partyId);
        const posted = await postEntry(tx, {
          kind: "grant",
          memo: ctx.params.memo,
          idempotencyKey: `grant:${ctx.params.requestId}`,
          createdBy: staff.partyId,
          postings: [
            { account: { platform: "platform:grants" }, amount: -cents },
            { account: { party: ctx.params.partyId, code: "available" }, amount: cents },
          ],
        });
        if (posted.replayed) return;
        await audit(
          tx,
          staff,
          "wallet.grant",
          { type: "party", id: ctx.params.partyId },
          { money: centsToWire(before.available) },
          { money: centsToWire(before.available + cents), memo: ctx.params.memo },
        );
      });
      return null;
    },
  }),
  action({
    name: "console/ledger!check",
    method: "POST",
    auth: "admin",
    permission: "finance",
    params: z.object({}),
    handler: async (ctx) => checkLedger(ctx.db),
  }),
];
