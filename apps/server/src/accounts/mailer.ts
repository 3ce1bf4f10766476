import nodemailer, { type Transporter } from "nodemailer";
import type { Queryable } from "../db/db.ts";

/**
 * Outgoing mail. Every message is written to the outbox table first (the console shows it, and in the
 * demo that is where verification codes arrive); with SMTP_URL it is also sent and marked sent.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(private readonly opts: { smtpUrl?: string; from?: string } = {}) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  }

  get smtp(): boolean {
    return Boolean(this.transport);
  }

  /**
   * Keeps the message in the outbox and, with SMTP, sends it. `secret` (a verification code) is kept in the
   * outbox only when the outbox is the one inbox there is (no SMTP, the demo): staff reading the console
   * see that a code was sent, never the code a real inbox received.
   */
  async send(
    q: Queryable,
    m: {
      to: string;
      subject: string;
      body: string;
      channel?: "email" | "sms";
      secret?: string;
      /** Extra header fields, kept with the outbox row: marketing mail's List-Unsubscribe (RFC 2369, 8058). */
      headers?: Record<string, string>;
    },
  ): Promise<void> {
    const kept = (text: string) => (this.transport && m.secret ? text.replaceAll(m.secret, "••••••") : text);
    const [row] = await q.query<{ id: bigint }>(
      "insert into outbox (channel, recipient, subject, body, headers) values ($1, $2, $3, $4, $5::jsonb) returning id",
      [m.channel ?? "email", m.to, kept(m.subject), kept(m.body), m.headers ? JSON.stringify(m.headers) : null],
    );
    if (!this.transport || m.channel === "sms" || !row) return;
    try {
      await this.transport.sendMail({
        from: this.opts.from,
        to: m.to,
        subject: m.subject,
        text: m.body,
        ...(m.headers ? { headers: m.headers } : {}),
      });
      await q.query("update outbox set sent_at = now() where id = $1", [row.id]);
    } catch (e) {
      await q.query("update outbox set error = $2 where id = $1", [row.id, String((e as Error).message).slice(0, 500)]);
    }
  }
}
