import { type AuditPage, toWireDate } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { staffSession } from "../../test/factories.ts";

const t = appForFile();
const HOUR = 3_600_000;
const at = (fromNow: number) => toWireDate(new Date(Date.now() + fromNow)) ?? "";
let staff: { id: number; token: string };
let auditor: string;

beforeAll(async () => {
  staff = await staffSession(t.db, { permissions: ["lottery"] });
  auditor = (await staffSession(t.db)).token;
});

const setUp = (o: Record<string, unknown> = {}) => ({
  titleEn: "Audited draw",
  titleCn: "审计抽奖",
  startTime: at(-HOUR),
  endTime: at(48 * HOUR),
  dailyLimit: 1,
  prizes: [
    { kind: "cash", nameEn: "5 USDT", nameCn: "5 USDT", amount: "5", ppm: 100_000, stock: 10 },
    { kind: "none", nameEn: "Not this time", nameCn: "谢谢参与", ppm: 900_000 },
  ],
  ...o,
});

const save = (body: Record<string, unknown>) =>
  t.inject<{ id: number }>("console/lottery!save", { token: staff.token }, { json: body });

/** The audit log's entries about one activity, oldest first. */
async function entriesOf(id: number) {
  const r = await t.inject<AuditPage>("console/audit!list", { token: auditor, pageSize: 100 });
  expect(r.code).toBe("0");
  return r.data.pageList.filter((e) => e.targetType === "lottery" && e.targetId === String(id)).reverse();
}

describe("the lottery's console writes in the audit log", () => {
  it("records creating, editing, publishing and closing, each with what it changed", async () => {
    const created = await save(setUp());
    expect(created.code).toBe("0");
    const id = created.data.id;
    expect((await save(setUp({ id, dailyLimit: 3, titleEn: "Audited draw, edited" }))).code).toBe("0");
    const published = await t.inject<{ seedHash: string }>("console/lottery!publish", { token: staff.token, id });
    expect(published.code).toBe("0");
    expect((await t.inject("console/lottery!close", { token: staff.token, id })).code).toBe("0");
    // Closing again changes nothing and records nothing.
    expect((await t.inject("console/lottery!close", { token: staff.token, id })).code).toBe("0");

    const entries = await entriesOf(id);
    expect(entries.map((e) => e.action)).toEqual([
      "lottery.create",
      "lottery.update",
      "lottery.publish",
      "lottery.close",
    ]);
    for (const e of entries) expect(e.staffId).toBe(staff.id);
    const [create, update, publish, close] = entries;
    expect(create?.before).toBeNull();
    expect(create?.after).toMatchObject({
      titleEn: "Audited draw",
      dailyLimit: 1,
      prizes: ["5 USDT · cash · 5 USDT · 100000 ppm · ×10", "Not this time · none · 900000 ppm"],
    });
    expect(update?.before).toMatchObject({ titleEn: "Audited draw", dailyLimit: 1 });
    expect(update?.after).toMatchObject({ titleEn: "Audited draw, edited", dailyLimit: 3 });
    expect(publish).toMatchObject({
      before: { state: "draft" },
      after: { state: "running", seedHash: published.data.seedHash },
    });
    expect(close).toMatchObject({ before: { state: "running" }, after: { state: "closed" } });
    // The secret seed is never written to the log.
    expect(JSON.stringify(entries)).not.toMatch(/"seed"/);
  });

  it("records nothing for a refused write (the same transaction)", async () => {
    const count = async () => (await t.db.query<{ n: number }>("select count(*)::int n from audit_log"))[0]?.n;
    const before = await count();
    expect((await save(setUp({ prizes: [] }))).code).toBe("1");
    const draft = await save(setUp());
    expect((await t.inject("console/lottery!close", { token: staff.token, id: draft.data.id })).code).toBe("1");
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it("lets the audit page filter the lottery's actions", async () => {
    const r = await t.inject<AuditPage>("console/audit!list", { token: auditor, action: "lottery.create" });
    expect(r.code).toBe("0");
    expect(r.data.pageList.length).toBeGreaterThan(0);
    expect(new Set(r.data.pageList.map((e) => e.action))).toEqual(new Set(["lottery.create"]));
  });
});
