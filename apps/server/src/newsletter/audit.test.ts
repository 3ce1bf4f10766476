import type { AuditPage } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { staffSession } from "../../test/factories.ts";
import { maskEmail } from "./mask.ts";

const t = appForFile();
let staff: { id: number; token: string };
let auditor: string;

beforeAll(async () => {
  staff = await staffSession(t.db, { permissions: ["mail"] });
  auditor = (await staffSession(t.db)).token;
  await t.db.query(
    `insert into subscription (email) select 'audit' || i || '@example.com' from generate_series(1, 3) i`,
  );
});

async function entries(action: string) {
  const r = await t.inject<AuditPage>("console/audit!list", { token: auditor, action, pageSize: 100 });
  expect(r.code).toBe("0");
  return r.data.pageList;
}

describe("the newsletter desk's writes in the audit log", () => {
  it("records a removal with the address masked, and nothing when there was nobody to remove", async () => {
    const [row] = await t.db.query<{ id: number }>("select id from subscription where email = 'audit1@example.com'");
    const id = row?.id ?? 0;
    expect((await t.inject("console/newsletter!remove", { token: staff.token, id })).code).toBe("0");
    expect((await t.inject("console/newsletter!remove", { token: staff.token, id })).code).toBe("1");
    const removed = await entries("newsletter.remove");
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({
      staffId: staff.id,
      targetType: "subscriber",
      targetId: String(id),
      before: { email: maskEmail("audit1@example.com"), brandId: null },
      after: null,
    });
  });

  it("records an export once, with its filter, however many batches it reads", async () => {
    const first = await t.inject<{ rows: unknown[]; next: number | null }>("console/newsletter!export", {
      token: staff.token,
      q: "audit",
    });
    expect(first.code).toBe("0");
    expect(first.data.rows.length).toBeGreaterThan(0);
    expect((await t.inject("console/newsletter!export", { token: staff.token, q: "audit", after: 1 })).code).toBe("0");
    const exported = await entries("newsletter.export");
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      staffId: staff.id,
      targetType: "newsletter",
      before: null,
      after: { q: "audit", brandId: null },
    });
  });

  it("records a mailing once, even when the same request is sent twice", async () => {
    const body = { token: staff.token, subject: "Audited news", body: "Text", requestId: "req-audit-0001" };
    const sent = await t.inject<{ id: string }>("console/newsletter!send", body);
    expect(sent.code).toBe("0");
    expect((await t.inject("console/newsletter!send", body)).code).toBe("0");
    const mailings = await entries("newsletter.send");
    expect(mailings).toHaveLength(1);
    expect(mailings[0]).toMatchObject({
      staffId: staff.id,
      targetType: "mailing",
      targetId: sent.data.id,
      after: { subject: "Audited news", brandId: null },
    });
  });
});
