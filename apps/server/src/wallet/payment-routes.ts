import { randomUUID } from "node:crypto";
import esc from "escape-html";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../accounts/index.ts";
import type { Db } from "../db/db.ts";
import { channelQr } from "./channels.ts";
import { PROVIDER_PAYMENT_TTL_MS, settleProviderEvent } from "./provider-payments.ts";
import type { sandboxProvider } from "./provider.ts";

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0001;padding:32px;max-width:380px;width:calc(100% - 48px)}
h1{font-size:20px;margin:0 0 4px}.note{color:#666;font-size:13px;margin:0 0 24px}.amount{font-size:32px;font-weight:700;margin:8px 0 24px}
form{display:inline}button{font:inherit;border:0;border-radius:8px;padding:10px 20px;cursor:pointer;margin-inline-end:8px}
.pay{background:#1f6feb;color:#fff}.fail{background:#eee}</style></head><body><main>${body}</main></body></html>`;

/**
 * The provider's HTTP side: the signed callback (/api/thirdPartyRecharge!onSucceeded.action, raw JSON body),
 * the sandbox's pay page, and the QR pictures of deposit channels.
 */
export function registerPayments(
  app: FastifyInstance,
  o: { db: Db; clock: Clock; sandbox: ReturnType<typeof sandboxProvider> },
) {
  const { db, clock, sandbox } = o;

  app.get<{ Params: { id: string } }>("/media/qr/:id", async (req, reply) => {
    const id = req.params.id.replace(/\.png$/, "");
    const png = /^[0-9a-f-]{36}$/.test(id) ? await channelQr(db, id) : undefined;
    if (!png) return reply.code(404).send();
    return reply.type("image/png").header("cache-control", "public, max-age=300").send(png);
  });

  void app.register(async (scope) => {
    // The signature covers the exact bytes: the body is kept as text, not parsed first.
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 65_536 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post("/api/thirdPartyRecharge!onSucceeded.action", async (req, reply) => {
      let event: Awaited<ReturnType<typeof sandbox.verify>>;
      try {
        event = await sandbox.verify(String(req.body ?? ""), req.headers);
      } catch {
        return reply.code(400).send({ code: "1", msg: "签名错误", data: null });
      }
      const outcome = await settleProviderEvent(db, sandbox.name, event, clock.now());
      return { code: "0", msg: null, data: outcome };
    });
  });

  const openDeposit = async (id: string) => {
    if (!/^\d{20}$/.test(id)) return undefined;
    const [d] = await db.query<{
      id: string;
      volume: string;
      currency: string;
      state: number;
      created_at: Date;
      pay_orders: unknown;
    }>(
      `select id, trim_scale(volume)::text volume, currency, state, created_at, pay_orders from deposit
       where id = $1 and method = 'provider' and provider = 'sandbox'`,
      [id],
    );
    return d;
  };

  app.get<{ Params: { id: string } }>("/pay/sandbox/:id", async (req, reply) => {
    const d = await openDeposit(req.params.id);
    reply.type("text/html; charset=utf-8");
    if (!d) return reply.code(404).send(page("Not found", "<h1>Payment not found</h1>"));
    const expired = clock.now().getTime() - d.created_at.getTime() > PROVIDER_PAYMENT_TTL_MS;
    if (d.state !== 0 || expired) {
      return page(
        "Payment closed",
        `<h1>This payment is closed</h1><p class="note">${d.state === 1 ? "It was paid." : "It expired or was replaced."}</p><p><a href="/userInfo/money-package?index=1">Back to the wallet</a></p>`,
      );
    }
    const action = `/pay/sandbox/${esc(d.id)}`;
    return page(
      "Sandbox payment",
      `<h1>Sandbox payment</h1><p class="note">Test mode: no card is charged. Pay sends the signed callback a real provider would send.</p>
<p>Order ${esc(d.id)}</p><p class="amount">${esc(d.volume)} ${esc(d.currency)}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="paid"><button class="pay" data-testid="sandbox-pay">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failed"><button class="fail" data-testid="sandbox-fail">Fail</button></form>`,
    );
  });

  app.post<{ Params: { id: string }; Body: { outcome?: string } }>("/pay/sandbox/:id", async (req, reply) => {
    const d = await openDeposit(req.params.id);
    if (d?.state !== 0) return reply.redirect(`/pay/sandbox/${encodeURIComponent(req.params.id)}`, 303);
    const body = JSON.stringify({
      type: req.body?.outcome === "failed" ? "payment.failed" : "payment.succeeded",
      data: { deposit: d.id, amount: d.volume, currency: d.currency },
    });
    const id = `msg_${randomUUID()}`;
    const headers = await sandbox.sign(body, id, new Date());
    // Sent over HTTP to this server's own callback, as the provider would send it.
    const port = (app.server.address() as { port?: number } | null)?.port;
    const r = await fetch(`http://127.0.0.1:${port}/api/thirdPartyRecharge!onSucceeded.action`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
    if (!r.ok)
      return reply.code(502).type("text/html; charset=utf-8").send(page("Error", "<h1>The callback was refused</h1>"));
    const back = d.pay_orders ? "/userInfo/my-order?index=2" : "/userInfo/money-package?index=1";
    return reply.redirect(back, 303);
  });
}
