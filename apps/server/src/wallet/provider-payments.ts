import { centsToDecimal, DEPOSIT_LIFECYCLE, type WalletSettings } from "@mall/contract";
import type { Db, Queryable } from "../db/db.ts";
import { transition } from "../db/transition.ts";
import { fail } from "../http/errors.ts";
import { payOrders } from "../orders/index.ts";
import { parseDecimal } from "./amounts.ts";
import { creditDeposit, lockDeposit } from "./approve-deposit.ts";
import { type Depositor, insertDeposit, typedAmount, valueWithinLimits } from "./create-deposit.ts";
import type { PaymentProvider, ProviderEvent } from "./provider.ts";
import { rateOf } from "./settings.ts";

/** An unpaid provider payment is given up after this long (its pay page then refuses it). */
export const PROVIDER_PAYMENT_TTL_MS = 30 * 60_000;

/**
 * The buyer's own unpaid provider payments are given up when it starts another one (a new card attempt
 * after closing the pay page), so the one-unfinished-deposit rule never blocks a second try.
 */
async function replaceUnpaid(tx: Queryable, partyId: number, now: Date) {
  const rows = await tx.query<{ id: string; state: number }>(
    "select id, state from deposit where party_id = $1 and state = 0 and method = 'provider' for update",
    [partyId],
  );
  for (const r of rows) {
    await transition(tx, DEPOSIT_LIFECYCLE, r, "unpaid", { reviewed_at: now, failure_msg: "replaced" });
  }
}

/**
 * thirdPartyRecharge!recharge: a fiat deposit through the provider, converted to USDT at the platform's rate
 * (rounded down); answers the pay page's address.
 */
export async function startProviderDeposit(
  tx: Queryable,
  provider: PaymentProvider,
  who: Depositor,
  p: { amount: string; currency?: string },
  s: WalletSettings,
  now: Date,
): Promise<string> {
  if (!p.currency) return fail("fiatTypeRequired");
  const currency = p.currency.toUpperCase();
  const offer = provider.currencies().find((c) => c.code === currency);
  const rate = rateOf(s, currency);
  if (!offer || !rate) return fail("fiatTypeInvalid");
  const volume = typedAmount(p.amount, 2);
  const v = parseDecimal(volume);
  const min = parseDecimal(offer.min);
  const max = parseDecimal(offer.max);
  if (v && min && cmp(v, min) < 0) fail("providerBelowMinimum");
  if (v && max && cmp(v, max) > 0) fail("providerAboveMaximum");
  const amount = valueWithinLimits(volume, rate, s);
  await replaceUnpaid(tx, who.partyId, now);
  const id = await insertDeposit(
    tx,
    who,
    { method: "provider", coin: currency, currency, volume, rate, amount, provider: provider.name },
    now,
  );
  const url = await provider.start({ depositId: id, amount: volume, currency });
  await tx.query("update deposit set pay_url = $2 where id = $1", [id, url]);
  return url;
}

/**
 * order!payOnline: orders paid by card or a PayPal-like wallet through the provider. The payment is a USD
 * deposit of the orders' total that, once the provider confirms it, credits the wallet and pays the orders
 * from it in the same transaction (if an order was cancelled meanwhile, the money stays in the wallet).
 */
export async function startOrderPayment(
  tx: Queryable,
  provider: PaymentProvider,
  who: Depositor,
  orderIds: string[],
  s: WalletSettings,
  now: Date,
): Promise<string> {
  const [row] = await tx.query<{ n: number; total: bigint | null }>(
    `select count(*)::int n, sum(prize_real + fees + tax)::bigint total from mall_order
     where id = any($1::text[]) and party_id = $2 and status = 0`,
    [orderIds, who.partyId],
  );
  if (!row || row.n !== orderIds.length || !row.total) return fail("orderNotPayable");
  const rate = rateOf(s, "USD");
  if (!rate || !provider.currencies().some((c) => c.code === "USD")) return fail("paymentNotOpenInRegion");
  const r = parseDecimal(rate);
  if (!r || r.units === 0n) return fail("paymentNotOpenInRegion");
  // USD to pay so that, at the platform's rate, the credit covers the total: rounded up to the cent.
  const scale = 10n ** BigInt(r.places);
  const usdCents = (row.total * scale + r.units - 1n) / r.units;
  await replaceUnpaid(tx, who.partyId, now);
  const volume = centsToDecimal(usdCents);
  const id = await insertDeposit(
    tx,
    who,
    {
      method: "provider",
      coin: "USD",
      currency: "USD",
      volume,
      rate,
      amount: (usdCents * r.units) / scale,
      provider: provider.name,
      payOrders: orderIds,
    },
    now,
  );
  const url = await provider.start({ depositId: id, amount: volume, currency: "USD" });
  await tx.query("update deposit set pay_url = $2 where id = $1", [id, url]);
  return url;
}

const cmp = (a: { units: bigint; places: number }, b: { units: bigint; places: number }) => {
  const p = Math.max(a.places, b.places);
  const x = a.units * 10n ** BigInt(p - a.places);
  const y = b.units * 10n ** BigInt(p - b.places);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * A verified provider event, handled once: its id is recorded first (a replay or a retry finds it and does
 * nothing), then a success credits the deposit, once, and pays the orders it was for; a failure fails it.
 * An event whose amount or currency differs from the deposit's credits nothing.
 */
export async function settleProviderEvent(db: Db, provider: string, e: ProviderEvent, now: Date): Promise<string> {
  // A provider retries until it hears back: a known event is answered without taking any lock.
  const [seen] = await db.query("select 1 from provider_event where provider = $1 and event_id = $2", [provider, e.id]);
  if (seen) return "replayed";
  return db.tx(async (tx) => {
    // The deposit is locked before the event is written (whose key refers to it), so concurrent callbacks
    // queue on the deposit instead of deadlocking between the two.
    const [d] = await tx.query<{ id: string }>("select id from deposit where id = $1 and provider = $2", [
      e.depositId,
      provider,
    ]);
    const deposit = d ? await lockDeposit(tx, d.id) : undefined;
    const fresh = await tx.query(
      `insert into provider_event (provider, event_id, deposit_id, kind, received_at)
       values ($1, $2, $3, $4, $5) on conflict do nothing returning 1`,
      [provider, e.id, deposit?.id ?? null, e.type, now],
    );
    if (!fresh.length) return "replayed";
    if (!deposit) return "unknown deposit";
    const [paid] = await tx.query<{ same: boolean }>(
      "select volume = $2::numeric and currency = $3 same from deposit where id = $1",
      [deposit.id, e.amount, e.currency],
    );
    if (!paid?.same) return "amount mismatch";
    if (e.type === "payment.failed") {
      if (deposit.state !== 0) return "already settled";
      await transition(tx, DEPOSIT_LIFECYCLE, deposit, "unpaid", { reviewed_at: now, failure_msg: "payment failed" });
      return "failed";
    }
    if (deposit.state === 1) return "already credited";
    await creditDeposit(tx, deposit, { event: "paid", now });
    if (deposit.pay_orders?.length) {
      await tx.query("savepoint pay_orders");
      try {
        await payOrders(tx, { partyId: deposit.party_id, orderIds: deposit.pay_orders, now });
        await tx.query("release savepoint pay_orders");
      } catch {
        // An order cancelled or paid meanwhile: the money stays in the wallet, where the buyer sees it.
        await tx.query("rollback to savepoint pay_orders");
      }
    }
    return "credited";
  });
}

/** Provider payments nobody paid within PROVIDER_PAYMENT_TTL_MS are given up (several instances: idempotent). */
export async function expireProviderPayments(db: Db, now: Date): Promise<number> {
  const rows = await db.query(
    `update deposit set state = 2, failure_msg = 'expired', reviewed_at = $1, updated_at = now()
     where method = 'provider' and state = 0 and created_at < $2 returning 1`,
    [now, new Date(now.getTime() - PROVIDER_PAYMENT_TTL_MS)],
  );
  return rows.length;
}
