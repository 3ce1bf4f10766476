import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app.ts";
import { staffSession } from "../../test/factories.ts";
import { Mailer } from "../accounts/index.ts";

/** A mail server that accepts everything and keeps each message's raw text (no TLS offered). */
function smtpSink(): { server: Server; messages: string[] } {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data: string | undefined;
    let buffer = "";
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (data !== undefined) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          messages.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = undefined;
          socket.write("250 queued\r\n");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl).toUpperCase();
        buffer = buffer.slice(nl + 2);
        if (line.startsWith("EHLO")) socket.write("250-sink\r\n250 8BITMIME\r\n");
        else if (line.startsWith("DATA")) {
          data = "";
          socket.write("354 go on\r\n");
        } else if (line.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return { server, messages };
}

const sink = smtpSink();
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.server.listen(0, "127.0.0.1", resolve));
  const { port } = sink.server.address() as AddressInfo;
  t = await testApp({
    services: { mailer: new Mailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "News <news@example.com>" }) },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => sink.server.close(resolve));
});

describe("a marketing mail on the wire (SMTP)", () => {
  it("carries List-Unsubscribe and List-Unsubscribe-Post as header fields, and is marked sent", async () => {
    expect((await t.inject("subscribe!add", { email: "wirereader@example.com" })).code).toBe("0");
    const [row] = await t.db.query<{ token: string }>("select token from subscription");
    const { token } = await staffSession(t.db, { permissions: ["mail"] });
    const r = await t.inject(
      "console/newsletter!send",
      { token, subject: "On the wire", body: "Hello", requestId: "req-wire-0001" },
      { headers: { host: "mall.example.com", "x-forwarded-proto": "https" } },
    );
    expect(r.code).toBe("0");
    expect(sink.messages).toHaveLength(1);
    // Header fields end at the first empty line; long ones may be folded onto continuation lines.
    const head = (sink.messages[0] ?? "").split("\r\n\r\n")[0]?.replace(/\r\n[ \t]+/g, " ") ?? "";
    expect(head).toContain(
      `List-Unsubscribe: <https://mall.example.com/api/newsletter!unsubscribe.action?key=${row?.token}>`,
    );
    expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(head).toContain("Subject: On the wire");
    const [sent] = await t.db.query<{ sent_at: Date | null; error: string | null }>(
      "select sent_at, error from outbox where recipient = 'wirereader@example.com'",
    );
    expect(sent?.error).toBeNull();
    expect(sent?.sent_at).toBeInstanceOf(Date);
  });
});
