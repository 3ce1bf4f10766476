import { ERRORS, type PageOf, type StoreApplication } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildSeller, buildStaff, buildUser, sessionFor } from "../../test/factories.ts";
import { resolveSession } from "../accounts/sessions.ts";

let admin: string;
let adminId: number;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
let n = 0;

const t = appForFile();
beforeAll(async () => {
  const s = await buildStaff(t.db, { permissions: ["stores"] });
  adminId = s.id;
  admin = await sessionFor(t.db, s.id, "admin");
});

/** A seller account with a pending application, as merchant sign-up leaves it. */
async function applicant(storeName = `Applicant Store ${++n} ${Date.now()}`) {
  const u = await buildUser(t.db, { role: "SELLER" });
  const [row] = await t.db.query<{ id: number }>(
    "insert into store_application (party_id, store_name, contact) values ($1, $2, $3) returning id",
    [u.id, storeName, "contact@example.com"],
  );
  return { user: u, applicationId: row?.id ?? 0, storeName };
}

const applications = (status?: string) =>
  t.inject<PageOf<StoreApplication>>("console/stores!applications", { token: admin, ...(status ? { status } : {}) });

describe("console/stores!applications", () => {
  it("lists pending ones by default, and each status on request", async () => {
    const a = await applicant();
    const r = await applications();
    expect(r.code).toBe("0");
    const row = r.data.pageList.find((x) => x.id === a.applicationId);
    expect(row).toMatchObject({ username: a.user.username, storeName: a.storeName, status: "pending", sellerId: null });
    expect((await applications("approved")).data.pageList.some((x) => x.id === a.applicationId)).toBe(false);
    expect((await applications("closed")).msg).toBe(zh("paramError"));
  });
});

describe("console/stores!approve", () => {
  it("opens the store with generated pictures and marks the application approved", async () => {
    const a = await applicant();
    const r = await t.inject<{ sellerId: number }>("console/stores!approve", { token: admin, id: a.applicationId });
    expect([r.code, r.msg]).toEqual(["0", zh("operationSuccess")]);
    const id = r.data.sellerId;
    const [store] = await t.db.query(
      "select party_id, name, status, avatar, banner1, banner2, banner3 from seller where id = $1",
      [id],
    );
    expect(store).toEqual({
      party_id: a.user.id,
      name: a.storeName,
      status: 1,
      avatar: `/media/seller/${id}/avatar.svg`,
      banner1: `/media/seller/${id}/banner/1.svg`,
      banner2: `/media/seller/${id}/banner/2.svg`,
      banner3: `/media/seller/${id}/banner/3.svg`,
    });
    const [app] = await t.db.query<{
      status: string;
      seller_id: number;
      reviewed_by: number;
      reviewed_at: Date | null;
    }>("select status, seller_id, reviewed_by, reviewed_at from store_application where id = $1", [a.applicationId]);
    expect(app).toMatchObject({ status: "approved", seller_id: id, reviewed_by: adminId });
    expect(app?.reviewed_at).toBeInstanceOf(Date);
    // The seller's session now carries the store.
    const token = await sessionFor(t.db, a.user.id, "seller");
    expect((await resolveSession(t.db, token, new Date()))?.sellerId).toBe(id);
    const listed = (await applications("approved")).data.pageList.find((x) => x.id === a.applicationId);
    expect(listed).toMatchObject({ status: "approved", sellerId: id });
    const [audit] = await t.db.query(
      "select staff_id, action, before, after from audit_log where target_type = 'store_application' and target_id = $1",
      [String(a.applicationId)],
    );
    expect(audit).toMatchObject({
      staff_id: adminId,
      action: "store.approve",
      before: { status: "pending" },
      after: { status: "approved", sellerId: id },
    });
  });

  it("creates exactly one store when the same application is approved many times at once", async () => {
    const a = await applicant();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.inject("console/stores!approve", { token: admin, id: a.applicationId })),
    );
    expect(answers.filter((r) => r.code === "0")).toHaveLength(1);
    for (const r of answers.filter((x) => x.code !== "0")) expect(r.msg).toBe(zh("duplicateSubmit"));
    const [count] = await t.db.query<{ n: number }>("select count(*)::int n from seller where party_id = $1", [
      a.user.id,
    ]);
    expect(count?.n).toBe(1);
    const [audits] = await t.db.query<{ n: number }>(
      "select count(*)::int n from audit_log where action = 'store.approve' and target_id = $1",
      [String(a.applicationId)],
    );
    expect(audits?.n).toBe(1);
  });

  it("reviews only pending applications", async () => {
    const a = await applicant();
    await t.inject("console/stores!approve", { token: admin, id: a.applicationId });
    expect((await t.inject("console/stores!approve", { token: admin, id: a.applicationId })).msg).toBe(
      zh("duplicateSubmit"),
    );
    const reject = await t.inject("console/stores!reject", { token: admin, id: a.applicationId, reason: "late" });
    expect(reject.msg).toBe(zh("duplicateSubmit"));
    expect((await t.inject("console/stores!approve", { token: admin, id: 2_000_000_000 })).msg).toBe(zh("noData"));
  });

  it("refuses a store name another store already has, leaving the application pending", async () => {
    const taken = `Taken Name ${Date.now()}`;
    await buildSeller(t.db, { name: taken });
    const a = await applicant(taken.toUpperCase());
    const r = await t.inject("console/stores!approve", { token: admin, id: a.applicationId });
    expect(r.msg).toBe(zh("storeNameTaken"));
    const [app] = await t.db.query("select status from store_application where id = $1", [a.applicationId]);
    expect(app).toEqual({ status: "pending" });
  });
});

describe("console/stores!reject", () => {
  it("needs a reason and records it", async () => {
    const a = await applicant();
    expect((await t.inject("console/stores!reject", { token: admin, id: a.applicationId })).msg).toBe(
      zh("paramMissing"),
    );
    expect((await t.inject("console/stores!reject", { token: admin, id: a.applicationId, reason: "   " })).msg).toBe(
      zh("paramMissing"),
    );
    const r = await t.inject(
      "console/stores!reject",
      { token: admin, id: a.applicationId, reason: "Name misleads buyers" },
      { as: "json" },
    );
    expect(r.code).toBe("0");
    const row = (await applications("rejected")).data.pageList.find((x) => x.id === a.applicationId);
    expect(row).toMatchObject({ status: "rejected", reason: "Name misleads buyers", sellerId: null });
    const [store] = await t.db.query("select 1 from seller where party_id = $1", [a.user.id]);
    expect(store).toBeUndefined();
    const [audit] = await t.db.query(
      "select action, after from audit_log where target_id = $1 and action = 'store.reject'",
      [String(a.applicationId)],
    );
    expect(audit).toMatchObject({
      action: "store.reject",
      after: { status: "rejected", reason: "Name misleads buyers" },
    });
  });

  it("refuses reasons that are too long", async () => {
    const a = await applicant();
    const r = await t.inject("console/stores!reject", { token: admin, id: a.applicationId, reason: "x".repeat(501) });
    expect(r.code).toBe("1");
  });
});

describe("stores permission", () => {
  it("is needed for every store call", async () => {
    const other = await buildStaff(t.db, { permissions: ["users"] });
    const token = await sessionFor(t.db, other.id, "admin");
    for (const name of ["applications", "approve", "reject"]) {
      const r = await t.inject(`console/stores!${name}`, { token, id: 1, reason: "x" });
      expect([r.code, r.msg]).toEqual(["1", zh("noPermission")]);
    }
  });
});
