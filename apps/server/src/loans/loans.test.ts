import { ERRORS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { grantBalance, sessionFor, signedInUser, staffSession } from "../../test/factories.ts";
import { ManualClock } from "../accounts/clock.ts";
import { partyBalances } from "../ledger/balances.ts";
import { checkLedger } from "../ledger/check.ts";
import { runLoanDay } from "./daily-job.ts";

const clock = new ManualClock(new Date("2026-03-01T02:00:00Z"));
const t = appForFile({ services: { clock } });
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const DAY = 86_400_000;
const PIC = "/media/uploads/id.png";

async function borrower(cents = 0n) {
  const u = await signedInUser(t.db, { safeword: "123456" });
  if (cents) await grantBalance(t.db, u.id, cents);
  return u;
}
const apply = (token: string, p: Record<string, string | number> = {}) =>
  t.inject("credit!apply", {
    token,
    realName: "Alice Smith",
    creditPeriod: 30,
    applyAmount: "100000",
    countryId: 1,
    identification: "P1234567",
    imgCertificateFace: PIC,
    imgCertificateBack: PIC,
    imgCertificateHand: PIC,
    ...p,
  });
const loanOf = async (partyId: number) =>
  (
    await t.db.query<{ id: string; status: number }>(
      "select id, status from loan where party_id = $1 order by created_at desc limit 1",
      [partyId],
    )
  )[0];
const available = async (id: number) => (await partyBalances(t.db, id)).available;
const ledgerOk = async () => expect((await checkLedger(t.db)).ok).toBe(true);

describe("applying", () => {
  it("applies once; the quote is the server's; a pending loan blocks another; amounts and terms are checked", async () => {
    const u = await borrower();
    expect((await t.inject("credit!check", { token: u.token })).data).toBe("true");
    const q = await t.inject<{ interest: number; totalRepayment: number; penaltyPerDay: number }>("credit!quote", {
      token: u.token,
      applyAmount: "100000",
      creditPeriod: 30,
    });
    // 100,000 × 0.2 %/day × 30 days; penalty 0.5 %/day.
    expect(q.data).toMatchObject({ interest: 6000, totalRepayment: 106000, penaltyPerDay: 500 });
    expect((await apply(u.token, { applyAmount: "99999" })).msg).toBe(zh("loanAmountOutOfRange"));
    expect((await apply(u.token, { applyAmount: "100000.5" })).msg).toBe(zh("paramAbnormal"));
    expect((await apply(u.token, { creditPeriod: 31 })).msg).toBe(zh("loanTermNotOffered"));
    const [a, b] = await Promise.all([apply(u.token), apply(u.token)]);
    expect([a.code, b.code].sort()).toEqual(["0", "1"]);
    expect((await apply(u.token)).msg).toBe(zh("loanUnfinished"));
    expect((await t.inject("credit!check", { token: u.token })).data).toBe("false");
  });

  it("a rejected application is reapplied for as a new one; another's loan is never readable or payable", async () => {
    const u = await borrower();
    await apply(u.token);
    const first = await loanOf(u.id);
    const staff = await staffSession(t.db, { permissions: ["loans"] });
    expect(
      (await t.inject("console/loan!reject", { token: staff.token, creditId: first?.id, reason: "ID unreadable" }))
        .code,
    ).toBe("0");
    const other = await borrower(1_000_000n);
    for (const action of ["credit!beforepay", "credit!beforereapply", "credit!statement", "credit!autoCollect"]) {
      expect((await t.inject(action, { token: other.token, creditId: first?.id })).code, action).toBe("1");
    }
    expect((await t.inject("credit!pay", { token: other.token, creditId: first?.id, safeword: "123456" })).msg).toBe(
      zh("loanNotFound"),
    );
    const prefill = await t.inject<{ rejectReason: string }>("credit!beforereapply", {
      token: u.token,
      creditId: first?.id,
    });
    expect(prefill.data.rejectReason).toBe("ID unreadable");
    expect((await apply(u.token, { creditId: first?.id ?? "" })).code).toBe("0");
    const rows = await t.db.query<{ status: number; reapply_of: string | null }>(
      "select status, reapply_of from loan where party_id = $1 order by status desc",
      [u.id],
    );
    expect(rows).toEqual([
      { status: 4, reapply_of: null },
      { status: 1, reapply_of: first?.id },
    ]);
  });
});

describe("paying out and paying back", () => {
  it("50 approvals pay out once; interest per started day; repaying takes what is due once", async () => {
    const u = await borrower();
    await apply(u.token);
    const loan = await loanOf(u.id);
    const staff = await staffSession(t.db, { permissions: ["loans"] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.inject("console/loan!approve", { token: staff.token, creditId: loan?.id })),
    );
    expect(answers.filter((a) => a.code === "0")).toHaveLength(1);
    expect(await available(u.id)).toBe(10_000_000n);
    // 5 days and a bit: 6 started days × 200.00.
    clock.advance(5 * DAY + 60_000);
    const bill = await t.inject<{ alreadyCreditDays: number; interest: number; estimatePayment: number }>(
      "credit!bill",
      {
        token: u.token,
      },
    );
    expect(bill.data).toMatchObject({ alreadyCreditDays: 6, interest: 1200, estimatePayment: 101200 });
    await grantBalance(t.db, u.id, 200_000n);
    const pays = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.inject("credit!pay", { token: u.token, creditId: loan?.id, safeword: "123456" }),
      ),
    );
    expect(pays.filter((p) => p.code === "0")).toHaveLength(1);
    expect(await available(u.id)).toBe(10_200_000n - 10_120_000n);
    expect((await loanOf(u.id))?.status).toBe(5);
    const st = await t.inject<{ lines: { kind: string; amount: number; interest: number; principal: number }[] }>(
      "credit!statement",
      { token: u.token, creditId: loan?.id },
    );
    expect(st.data.lines).toEqual([
      expect.objectContaining({ kind: "disburse", amount: 100000 }),
      expect.objectContaining({ kind: "repay", amount: 101200, interest: 1200, principal: 100000 }),
    ]);
    await ledgerOk();
  });

  it("the daily job marks it overdue once, collects what the wallet has, and the penalty runs on the rest", async () => {
    const u = await borrower();
    await apply(u.token, { creditPeriod: 7 });
    const loan = await loanOf(u.id);
    const staff = await staffSession(t.db, { permissions: ["loans"] });
    await t.inject("console/loan!approve", { token: staff.token, creditId: loan?.id });
    // The borrower spends most of it.
    await t.db.tx(async (tx) => {
      const { postEntry } = await import("../ledger/post.ts");
      await postEntry(tx, {
        kind: "test-spend",
        postings: [
          { account: { party: u.id, code: "available" }, amount: -9_500_000n },
          { account: { platform: "platform:escrow" }, amount: 9_500_000n },
        ],
      });
    });
    clock.advance(7 * DAY + 3_600_000);
    const first = await runLoanDay(t.db, clock.now());
    expect(first.ran).toBe(true);
    expect((await runLoanDay(t.db, clock.now())).ran).toBe(false);
    expect((await loanOf(u.id))?.status).toBe(3);
    // It took all 5,000.00 there was; 8 days: 7 × 200 + 1 × 500 interest, 101,900.00 due, 96,900.00 left.
    expect(await available(u.id)).toBe(0n);
    const bill = await t.inject<{ estimatePayment: number; interest: number }>("credit!bill", { token: u.token });
    expect(bill.data).toMatchObject({ interest: 1900, estimatePayment: 96900 });
    // Staff record the rest, received outside the platform.
    const manual = await t.inject("console/loan!manualRepay", {
      token: staff.token,
      creditId: loan?.id,
      amount: "96900",
      requestId: "manual-0001",
    });
    // The same request again (a lost answer, retried) records nothing more.
    const again = await t.inject("console/loan!manualRepay", {
      token: staff.token,
      creditId: loan?.id,
      amount: "96900",
      requestId: "manual-0001",
    });
    expect(again.code).toBe("1");
    expect(manual.code).toBe("0");
    expect((await loanOf(u.id))?.status).toBe(5);
    await ledgerOk();
  });
});

describe("a collection racing a staff repayment", () => {
  it("never charges twice: whichever comes second sees what the first paid", async () => {
    clock.set(new Date());
    const u = await borrower();
    await apply(u.token, { creditPeriod: 7 });
    const loan = await loanOf(u.id);
    const staff = await staffSession(t.db, { permissions: ["loans"] });
    await t.inject("console/loan!approve", { token: staff.token, creditId: loan?.id });
    clock.advance(7 * DAY + 60_000);
    const token = await sessionFor(t.db, staff.id, "admin", clock.now());
    const bill = await t.inject<{ estimatePayment: number }>("credit!bill", {
      token: await sessionFor(t.db, u.id, "shop", clock.now()),
    });
    const [job, manual] = await Promise.all([
      runLoanDay(t.db, clock.now()),
      t.inject("console/loan!manualRepay", {
        token,
        creditId: loan?.id,
        amount: String(bill.data.estimatePayment),
        requestId: `race-${loan?.id}`.slice(0, 40),
      }),
    ]);
    const [row] = await t.db.query<{ repaid: string; status: number }>(
      "select repaid::text, status from loan where id = $1",
      [loan?.id],
    );
    // Paid exactly once in full: by the collection (the staff's call then finds nothing due) or by staff.
    expect(Number(row?.repaid)).toBe(Math.round(bill.data.estimatePayment * 100));
    expect(row?.status).toBe(5);
    expect(job.collected + (manual.code === "0" ? 1 : 0)).toBe(1);
    await ledgerOk();
  });
});

describe("the figures agree to the cent", () => {
  it("generated loans: the statement's lines sum to what the ledger moved, nothing left over", async () => {
    const staff = await staffSession(t.db, { permissions: ["loans"] });
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const terms = [7, 14, 30, 60, 90, 180, 365];
    for (let i = 0; i < 25; i++) {
      clock.set(new Date());
      const u = await borrower();
      const amount = 100_000 + rand(29_900_001);
      const term = terms[rand(terms.length)] ?? 30;
      expect((await apply(u.token, { applyAmount: String(amount), creditPeriod: term })).code).toBe("0");
      const loan = await loanOf(u.id);
      await t.inject("console/loan!approve", { token: staff.token, creditId: loan?.id });
      // Above the two-person amount a second staff member's approval pays.
      await t.inject("console/loan!approve", { token: (await staffSession(t.db)).token, creditId: loan?.id });
      clock.advance((1 + rand(term + 40)) * DAY);
      // Sessions as of the moved clock.
      u.token = await sessionFor(t.db, u.id, "shop", clock.now());
      staff.token = await sessionFor(t.db, staff.id, "admin", clock.now());
      // Part collected by staff, then the rest repaid from the wallet.
      const bill = await t.inject<{ estimatePayment: number }>("credit!bill", { token: u.token });
      expect(bill.code, JSON.stringify(bill)).toBe("0");
      const part = Math.floor(bill.data.estimatePayment / 3);
      if (part > 0) {
        await t.inject("console/loan!manualRepay", {
          token: staff.token,
          creditId: loan?.id,
          amount: String(part),
          requestId: `gen-${i}-${loan?.id}`.slice(0, 40),
        });
      }
      await grantBalance(t.db, u.id, 4_000_000_000n);
      expect((await t.inject("credit!pay", { token: u.token, creditId: loan?.id, safeword: "123456" })).code).toBe("0");
      const st = await t.inject<{
        repaid: number;
        lines: { kind: string; amount: number; interest: number; principal: number }[];
      }>("credit!statement", { token: u.token, creditId: loan?.id });
      const cents = (n: number) => Math.round(n * 100);
      const paidLines = st.data.lines.filter((l) => l.kind !== "disburse");
      // Every line's parts add up, the principal is paid back exactly, and the ledger moved the same.
      for (const l of paidLines) expect(cents(l.interest) + cents(l.principal)).toBe(cents(l.amount));
      expect(paidLines.reduce((s, l) => s + cents(l.principal), 0)).toBe(amount * 100);
      const [moved] = await t.db.query<{ total: string }>(
        `select coalesce(sum(-p.amount), 0)::text total from ledger_posting p join ledger_txn x on x.id = p.txn_id
         join ledger_account a on a.id = p.account_id
         where x.ref = $1 and x.kind in ('loan-repay', 'loan-collect', 'loan-manual')
           and (a.party_id = $2 or (a.party_id is null and a.code = 'platform:deposits'))`,
        [loan?.id, u.id],
      );
      expect(Number(moved?.total)).toBe(paidLines.reduce((s, l) => s + cents(l.amount), 0));
    }
    await ledgerOk();
  });
});
