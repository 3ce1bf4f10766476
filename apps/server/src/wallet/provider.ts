import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import type { Queryable } from "../db/db.ts";

/**
 * A third-party payment provider (card processor, PayPal-like wallet, fiat on-ramp) behind one interface.
 * A deposit (or a checkout paid by card) starts a payment and sends the buyer to the provider's page; the
 * provider tells us the outcome by a signed callback (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature` = HMAC-SHA256 of "id.timestamp.body", refused outside a 5-minute window). To add a real
 * provider, implement this interface and list it in `providers()`: `start` calls its API and answers its
 * hosted page's URL; `verify` checks its signature (its own scheme if it has one) and maps its event.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Currencies it takes, each with the bounds of one payment in that currency's units. */
  currencies(): { code: string; min: string; max: string }[];
  /** The page the buyer pays at. */
  start(p: { depositId: string; amount: string; currency: string }): Promise<string>;
  /** Checks a callback's signature and time and reads its event; throws when either is wrong. */
  verify(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent>;
}

export type ProviderEvent = {
  /** The provider's message id: the same id twice is one event (a retry). */
  id: string;
  type: "payment.succeeded" | "payment.failed";
  depositId: string;
  amount: string;
  currency: string;
};

/** The sandbox's webhook secret: made on first use and kept in the database, so every instance shares it. */
export async function providerSecret(q: Queryable, name: string): Promise<string> {
  await q.query("insert into payment_provider (name, secret) values ($1, $2) on conflict (name) do nothing", [
    name,
    `whsec_${randomBytes(32).toString("base64")}`,
  ]);
  const [row] = await q.query<{ secret: string }>("select secret from payment_provider where name = $1", [name]);
  if (!row) throw new Error(`no secret for provider ${name}`);
  return row.secret;
}

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/**
 * The sandbox provider: like a card processor's test mode, its pay page is served by this server
 * (/pay/sandbox/<deposit>), shows the amount, and on Pay or Fail sends the signed callback a real provider
 * would send, over HTTP, to /api/thirdPartyRecharge!onSucceeded.action.
 */
export function sandboxProvider(
  q: Queryable,
): PaymentProvider & { sign(body: string, id: string, at: Date): Promise<Record<string, string>> } {
  // The secret never changes once made: read once per process.
  let signer: Promise<Webhook> | undefined;
  const webhook = () => {
    signer ??= providerSecret(q, "sandbox").then((secret) => new Webhook(secret));
    signer.catch(() => {
      signer = undefined;
    });
    return signer;
  };
  return {
    name: "sandbox",
    currencies: () => [
      { code: "USD", min: "1", max: "10000" },
      { code: "EUR", min: "1", max: "10000" },
      { code: "PHP", min: "50", max: "500000" },
      { code: "THB", min: "30", max: "300000" },
    ],
    start: async ({ depositId }) => `/pay/sandbox/${depositId}`,
    verify: async (rawBody, headers) => {
      const payload = (await webhook()).verify(rawBody, {
        "webhook-id": headerText(headers["webhook-id"]),
        "webhook-timestamp": headerText(headers["webhook-timestamp"]),
        "webhook-signature": headerText(headers["webhook-signature"]),
      }) as { type?: unknown; data?: { deposit?: unknown; amount?: unknown; currency?: unknown } };
      const type = payload.type;
      const d = payload.data ?? {};
      if (
        (type !== "payment.succeeded" && type !== "payment.failed") ||
        typeof d.deposit !== "string" ||
        typeof d.amount !== "string" ||
        typeof d.currency !== "string"
      ) {
        throw new Error("unexpected payload");
      }
      return {
        id: headerText(headers["webhook-id"]),
        type,
        depositId: d.deposit,
        amount: d.amount,
        currency: d.currency,
      };
    },
    sign: async (body, id, at) => ({
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": (await webhook()).sign(id, at, body),
    }),
  };
}
