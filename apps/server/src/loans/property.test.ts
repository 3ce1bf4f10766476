import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildUser, buildStaff, grantBalance } from "../../test/factories.ts";
import { checkLedger } from "../ledger/check.ts";
import { applyForLoan } from "./apply-loan.ts";
import { figuresOf, lockLoan, payLoan } from "./loan-money.ts";
import { approveLoan } from "./review-loan.ts";

const t = appForFile();
const DAY = 86_400_000;
/** Loans through the real commands; 10,000 in CI on both databases (LOAN_PROPERTY_LOANS narrows it locally). */
const LOANS = Number(process.env.LOAN_PROPERTY_LOANS ?? 10_000);

describe("generated loans through the real commands", () => {
  it(`${LOANS} loans, every amount range and term, repaid early, on time, late, in parts: the statement is the ledger, to the cent`, async () => {
    let seed = 2026;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const terms = [7, 14, 30, 60, 90, 180, 365];
    const staff = await buildStaff(t.db);
    const second = await buildStaff(t.db);
    // Borrowers are reused once their loan is repaid (one open loan each), with ample money to repay.
    const borrowers: number[] = [];
    for (let i = 0; i < 50; i++) {
      const u = await buildUser(t.db);
      await grantBalance(t.db, u.id, 100_000_000_000n);
      borrowers.push(u.id);
    }
    const start = new Date("2026-01-01T00:00:00Z").getTime();
    for (let i = 0; i < LOANS; i++) {
      const partyId = borrowers[i % borrowers.length] ?? 0;
      const term = terms[rand(terms.length)] ?? 30;
      const amount = 100_000 + rand(29_900_001);
      const at = new Date(start + i * 60_000);
      const id = await t.db.tx((tx) =>
        applyForLoan(
          tx,
          { partyId, role: "MEMBER" },
          {
            realName: "Gen",
            identification: `G${i}`,
            countryId: 1,
            imgFace: "/media/uploads/g.png",
            imgBack: "/media/uploads/g.png",
            imgHand: "/media/uploads/g.png",
            termDays: term,
            amount: String(amount),
          },
          at,
        ),
      );
      await t.db.tx((tx) => approveLoan(tx, { id, staffId: staff.id, now: at }));
      await t.db.tx((tx) => approveLoan(tx, { id, staffId: second.id, now: at }).catch(() => undefined));
      // Up to two partial payments (collections or staff), then the rest repaid, on random days.
      let when = at.getTime();
      for (let k = rand(3); k > 0; k--) {
        when += (1 + rand(term + 20)) * DAY;
        const now = new Date(when);
        await t.db.tx(async (tx) => {
          const l = await lockLoan(tx, id);
          const due = figuresOf(l, now).due;
          const part = due / BigInt(2 + rand(4));
          if (part > 0n) {
            await payLoan(tx, l, { amount: part, kind: k % 2 ? "collect" : "manual", key: `gen-${i}-${k}`, now });
          }
        });
      }
      when += rand(term + 40) * DAY;
      const end = new Date(when);
      await t.db.tx(async (tx) => {
        const l = await lockLoan(tx, id);
        await payLoan(tx, l, { amount: figuresOf(l, end).due, kind: "repay", key: `gen-${i}-end`, now: end });
      });
    }
    // For every loan: the lines' parts add up, principal comes back exactly, the loan is settled, and the
    // ledger moved what the lines say — summed per loan in one query.
    const mismatches = await t.db.query<{ id: string }>(
      `with lines as (
         select loan_id, sum(amount) filter (where kind <> 'disburse') paid,
           sum(principal) filter (where kind <> 'disburse') principal_back,
           sum(amount) filter (where kind = 'disburse') lent,
           bool_and(amount = interest + principal) parts_add_up
         from loan_line group by loan_id
       ), moved as (
         select x.ref loan_id,
           sum(-p.amount) filter (where x.kind <> 'loan-disburse' and (a.party_id is not null or a.code = 'platform:deposits')) paid,
           sum(p.amount) filter (where x.kind = 'loan-disburse' and a.party_id is not null) lent
         from ledger_txn x join ledger_posting p on p.txn_id = x.id join ledger_account a on a.id = p.account_id
         where x.kind like 'loan-%' group by x.ref
       )
       select l.id from loan l join lines on lines.loan_id = l.id join moved on moved.loan_id = l.id
       where l.status <> 5 or not lines.parts_add_up or lines.principal_back <> l.principal or lines.lent <> l.principal
         or moved.paid <> lines.paid or moved.lent <> lines.lent or l.repaid <> lines.paid`,
    );
    expect(mismatches).toEqual([]);
    const [n] = await t.db.query<{ n: number }>("select count(*)::int n from loan where status = 5");
    expect(n?.n).toBe(LOANS);
    expect((await checkLedger(t.db)).ok).toBe(true);
  }, 1_200_000);
});
