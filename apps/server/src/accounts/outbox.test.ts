import { ERRORS, type OutboxMessage, type PageOf } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile, testApp } from "../../test/app.ts";
import { Mailer } from "./mailer.ts";
import { buildStaff, sessionFor } from "../../test/factories.ts";

let admin: string;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;

const t = appForFile();
beforeAll(async () => {
  const s = await buildStaff(t.db);
  admin = await sessionFor(t.db, s.id, "admin");
});

describe("console/mail!outbox", () => {
  it("shows verification codes sent by the shop, newest first", async () => {
    const a = await t.inject("idcode!execute", { target: "firstreader@example.com" });
    expect(a.code).toBe("0");
    await t.inject("idcode!execute", { target: "secondreader@example.com" });
    const r = await t.inject<PageOf<OutboxMessage>>("console/mail!outbox", { token: admin });
    expect(r.code).toBe("0");
    expect(r.data.pageList.map((m) => m.recipient).slice(0, 2)).toEqual([
      "secondreader@example.com",
      "firstreader@example.com",
    ]);
    const first = r.data.pageList[1];
    expect(first?.body).toMatch(/\d{6}/);
    expect(first).toMatchObject({ channel: "email", sentAt: null, error: null });
    expect(first?.createdAt).toMatch(/^\d{4}-/);
  });

  it("keeps only that a code was sent when mail really goes out (SMTP set)", async () => {
    // Port 1 refuses at once: the send fails and is recorded, the outbox row is what staff would read.
    const live = await testApp({ services: { mailer: new Mailer({ smtpUrl: "smtp://127.0.0.1:1" }) } });
    try {
      const staff = await sessionFor(live.db, (await buildStaff(live.db)).id, "admin");
      expect((await live.inject("idcode!execute", { target: "livereader@example.com" })).code).toBe("0");
      const r = await live.inject<PageOf<OutboxMessage>>("console/mail!outbox", { token: staff });
      const sent = r.data.pageList.find((m) => m.recipient === "livereader@example.com");
      expect(sent?.body).toContain("••••••");
      expect(`${sent?.subject} ${sent?.body}`).not.toMatch(/\d{6}/);
    } finally {
      await live.close();
    }
  });

  it("pages and searches by recipient", async () => {
    for (let i = 0; i < 3; i++) {
      await t.db.query("insert into outbox (recipient, subject, body) values ($1, 'Hello', 'Body')", [
        `pager${i}@example.com`,
      ]);
    }
    const page = await t.inject<PageOf<OutboxMessage>>("console/mail!outbox", {
      token: admin,
      pageSize: 2,
      pageNum: 2,
    });
    expect(page.data.pageList).toHaveLength(2);
    expect(page.data.pageInfo.totalElements).toBe(5);
    const found = await t.inject<PageOf<OutboxMessage>>("console/mail!outbox", { token: admin, q: "PAGER1" });
    expect(found.data.pageList.map((m) => m.recipient)).toEqual(["pager1@example.com"]);
  });

  it("needs the mail permission", async () => {
    const other = await buildStaff(t.db, { permissions: ["users"] });
    const r = await t.inject("console/mail!outbox", { token: await sessionFor(t.db, other.id, "admin") });
    expect([r.code, r.msg]).toEqual(["1", zh("noPermission")]);
  });
});
