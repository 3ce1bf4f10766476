import { type AuditAction, DESK_PARAM_ERRORS, SAVE_CHANNEL_PARAM_ERRORS, toWireDate } from "@mall/contract";
import { type AuditTarget, audit } from "../auth/audit-log.ts";
import type { SessionUser } from "../auth/policies.ts";
import type { Db, Queryable } from "../db/db.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { accountPostings, journalEntry, reconciliation } from "../ledger/explorer.ts";
import { walletBalanceOf } from "../ledger/wallet.ts";
import { approveDeposit, refuseDeposit } from "./approve-deposit.ts";
import { chainCheckOf } from "./chain-check.ts";
import { channelRowsForDesk, saveChannel } from "./channels.ts";
import { payOutWithdrawal, refuseWithdrawal } from "./pay-out-withdrawal.ts";
import {
  depositRow,
  depositVoOf,
  moneyHistory,
  moneyQueue,
  usernameOf,
  withdrawalRow,
  withdrawalVoOf,
} from "./queries.ts";
import { validSetting, walletSettings } from "./settings.ts";

const money = [{ rule: "money" as const, by: "user" as const }];

/** A desk decision on a pending request: the command and its audit row, in one transaction. */
function decide<T>(
  db: Db,
  staff: SessionUser,
  action: AuditAction,
  target: AuditTarget,
  run: (tx: Queryable) => Promise<T>,
  after: (result: T) => Record<string, unknown>,
): Promise<T> {
  return db.tx(async (tx) => {
    const result = await run(tx);
    await audit(tx, staff, action, target, { state: 0 }, after(result));
    return result;
  });
}

/**
 * The finance desk: queues of deposits and withdrawals, their evidence, approval and refusal (each once,
 * audited in its own transaction), channels and settings, the ledger explorer and the daily reconciliation.
 */
export const consoleWalletActions: AnyAction[] = [
  action("console/deposit!queue", {
    handler: ({ db, params, services }) => moneyQueue(db, "deposit", params, services.clock.now()),
  }),
  action("console/deposit!get", {
    handler: async ({ db, params, services }) => {
      const d = await depositRow(db, params.orderNo);
      const chain = await chainCheckOf(db, services.chain, d.id);
      return {
        deposit: { ...depositVoOf(d), bankCardNo: d.bank_card_no },
        partyId: d.party_id,
        username: (await usernameOf(db, d.party_id)) ?? "",
        balance: await walletBalanceOf(db, d.party_id),
        history: await moneyHistory(db, d.party_id),
        reviewedBy: await usernameOf(db, d.reviewed_by),
        chain: chain && {
          configured: chain.configured,
          verified: chain.verified,
          items: chain.items,
          error: chain.error,
        },
        txnId: d.txn_id === null ? null : String(d.txn_id),
      };
    },
  }),
  action("console/deposit!approve", {
    paramErrors: DESK_PARAM_ERRORS,
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const now = services.clock.now();
      // The chain's word is read before the change (a network call never inside a transaction).
      const chain = await chainCheckOf(db, services.chain, params.orderNo);
      await decide(
        db,
        user,
        "deposit.approve",
        { type: "deposit", id: params.orderNo },
        (tx) =>
          approveDeposit(tx, {
            orderNo: params.orderNo,
            amount: params.amount,
            staffId: user.partyId,
            logIndex: chain?.verified ? (chain.logIndex ?? undefined) : undefined,
            now,
          }),
        () => ({ state: 1, amount: params.amount ?? null, chainVerified: chain?.verified ?? null }),
      );
      return null;
    },
  }),
  action("console/deposit!refuse", {
    paramErrors: DESK_PARAM_ERRORS,
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const now = services.clock.now();
      await decide(
        db,
        user,
        "deposit.refuse",
        { type: "deposit", id: params.orderNo },
        (tx) => refuseDeposit(tx, { orderNo: params.orderNo, reason: params.reason, staffId: user.partyId, now }),
        () => ({ state: 2, reason: params.reason }),
      );
      return null;
    },
  }),
  action("console/withdrawal!queue", {
    handler: ({ db, params, services }) => moneyQueue(db, "withdrawal", params, services.clock.now()),
  }),
  action("console/withdrawal!get", {
    handler: async ({ db, params }) => {
      const w = await withdrawalRow(db, params.orderNo);
      const approvals = await db.query<{ username: string; approved_at: Date }>(
        `select p.username, a.approved_at from withdrawal_approval a join party p on p.id = a.staff_id
         where a.withdrawal_id = $1 order by a.approved_at`,
        [w.id],
      );
      const txns = await db.query<{ id: bigint }>("select id from ledger_txn where ref = $1 order by id", [w.id]);
      return {
        withdrawal: withdrawalVoOf(w, false),
        partyId: w.party_id,
        username: (await usernameOf(db, w.party_id)) ?? "",
        balance: await walletBalanceOf(db, w.party_id),
        history: await moneyHistory(db, w.party_id),
        approvals: approvals.map((a) => ({ staff: a.username, at: toWireDate(a.approved_at) ?? "" })),
        needsTwo: w.needs_two,
        reviewedBy: await usernameOf(db, w.reviewed_by),
        txnIds: txns.map((t) => String(t.id)),
      };
    },
  }),
  action("console/withdrawal!payOut", {
    paramErrors: DESK_PARAM_ERRORS,
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const now = services.clock.now();
      return db.tx(async (tx) => {
        const r = await payOutWithdrawal(tx, {
          orderNo: params.orderNo,
          staffId: user.partyId,
          payoutRef: params.payoutRef,
          now,
        });
        await audit(
          tx,
          user,
          r.paid ? "withdrawal.payOut" : "withdrawal.approve",
          { type: "withdrawal", id: params.orderNo },
          { state: 0 },
          { state: r.paid ? 1 : 0, approvals: r.approvals, payoutRef: params.payoutRef ?? null },
        );
        return r;
      });
    },
  }),
  action("console/withdrawal!refuse", {
    paramErrors: DESK_PARAM_ERRORS,
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const now = services.clock.now();
      await decide(
        db,
        user,
        "withdrawal.refuse",
        { type: "withdrawal", id: params.orderNo },
        (tx) => refuseWithdrawal(tx, { orderNo: params.orderNo, reason: params.reason, staffId: user.partyId, now }),
        () => ({ state: 2, reason: params.reason }),
      );
      return null;
    },
  }),
  action("console/wallet-channel!list", { handler: ({ db }) => channelRowsForDesk(db) }),
  action("console/wallet-channel!save", {
    paramErrors: SAVE_CHANNEL_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params }) => {
      await db.tx(async (tx) => {
        const id = await saveChannel(tx, params);
        await audit(tx, user, "wallet.channel", { type: "setting", id }, null, { ...params });
      });
      return null;
    },
  }),
  action("console/wallet-settings!get", { handler: ({ db, caches }) => walletSettings(db, caches) }),
  action("console/wallet-settings!save", {
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, caches }) => {
      if (!validSetting(params.code, params.value)) fail("paramError");
      const before = (await walletSettings(db, caches))[params.code];
      await db.tx(async (tx) => {
        await tx.query(
          `insert into syspara (code, value) values ($1, $2) on conflict (code) do update set value = excluded.value`,
          [params.code, params.value],
        );
        await audit(
          tx,
          user,
          "wallet.setting",
          { type: "setting", id: params.code },
          { value: before },
          {
            value: params.value,
          },
        );
      });
      caches.reference.delete("syspara");
      return null;
    },
  }),
  action("console/ledger!postings", { handler: ({ db, params }) => accountPostings(db, params) }),
  action("console/ledger!entry", { handler: ({ db, params }) => journalEntry(db, params.txnId) }),
  action("console/ledger!reconciliation", { handler: ({ db, params }) => reconciliation(db, params.day) }),
];
