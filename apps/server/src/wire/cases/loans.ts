import type { Queryable } from "../../db/db.ts";
import { type WireCase, withoutToken } from "../case.ts";
import { lit, matching } from "../shape.ts";

/**
 * Contract 3.11 with api-contract-money-chat.md §2.5 (issue 12): the credit calls, GET as both clients send
 * them. `before` makes the loans a case needs: the world's buyer applies once, then a loan is approved.
 */
const held = { id: "" };
const loanId = matching(/^[0-9a-f]{32}$/, "a 32-hex loan id");
const PIC = "/media/uploads/id.png";

async function runningLoan(db: Queryable, partyId: number, principal = 10_000_000) {
  const [open] = await db.query<{ id: string }>("select id from loan where party_id = $1 and status in (2, 3)", [
    partyId,
  ]);
  if (open) {
    held.id = open.id;
    return;
  }
  held.id = `${Date.now().toString(16)}${"0".repeat(32)}`.slice(0, 32);
  await db.query(
    `insert into loan (id, party_id, status, real_name, identification, country_id, img_face, img_back, img_hand,
       term_days, principal, rate_ppm, penalty_ppm, created_at, approved_at, due_at)
     values ($1, $2, 2, 'Wire Borrower', 'P1', 1, $3, $3, $3, 30, $4, 2000, 5000, now(), now(), now() + interval '30 days')`,
    [held.id, partyId, PIC, principal],
  );
}
async function rejectedLoan(db: Queryable, partyId: number) {
  held.id = `${(Date.now() + 1).toString(16)}${"f".repeat(32)}`.slice(0, 32);
  await db.query(
    `insert into loan (id, party_id, status, real_name, identification, country_id, img_face, img_back, img_hand,
       term_days, principal, rate_ppm, penalty_ppm, created_at, reject_reason)
     values ($1, $2, 4, 'Wire Borrower', 'P1', 1, $3, $3, $3, 30, 10000000, 2000, 5000, now(), 'blurred photo')`,
    [held.id, partyId, PIC],
  );
}

export const loanCases: WireCase[] = [
  {
    action: "credit!check",
    section: "3.11",
    method: "GET",
    params: (w) => ({ token: w.buyer.token }),
    expect: { code: "0", data: lit("true", "false") },
  },
  withoutToken("credit!check", "3.11", {}, "请重新登录", "GET"),
  {
    action: "credit!config",
    section: "3.11",
    method: "GET",
    params: (w) => ({ token: w.buyer.token }),
    expect: {
      code: "0",
      data: {
        rate: "number",
        defaultRate: "number",
        lendableDays: ["string"],
        allLendableDays: ["string"],
        amountMin: "number",
        amountMax: "number",
      },
    },
  },
  {
    action: "credit!apply",
    section: "3.11",
    method: "GET",
    params: (w) => ({
      token: w.accounts.password.token,
      realName: "Wire Applicant",
      creditPeriod: "30",
      applyAmount: "100000",
      countryId: "1",
      identification: "P7654321",
      imgCertificateFace: PIC,
      imgCertificateBack: PIC,
      imgCertificateHand: PIC,
      creditId: "",
    }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "credit!bill",
    section: "3.11",
    method: "GET",
    before: (db, w) => runningLoan(db, w.accounts.noSafeword.id),
    params: (w) => ({ token: w.accounts.noSafeword.token }),
    expect: {
      code: "0",
      data: {
        realName: "string",
        applyAmount: "number",
        alreadyCreditDays: "number",
        interest: "number",
        estimatePayment: "number",
        creditId: "string",
        status: "number",
        dueDate: "string",
        creditPeriod: "number",
        repaid: "number",
        autoCollect: "boolean",
      },
    },
  },
  {
    action: "credit!histroy",
    section: "3.11",
    method: "GET",
    params: (w) => ({ token: w.accounts.noSafeword.token, pageNum: "1" }),
    expect: {
      code: "0",
      data: {
        elements: [
          {
            id: loanId,
            applyAmount: "number",
            customerSubmitTime: "string",
            creditPeriod: "number",
            creditRate: "number",
            status: "number",
            statusStr: "string",
            rejectReason: "null-or-string",
          },
        ],
        pageSize: "number",
        thisPageNumber: "number",
        totalElements: "number",
      },
    },
  },
  {
    action: "credit!beforepay",
    section: "3.11",
    method: "GET",
    before: (db, w) => runningLoan(db, w.accounts.noSafeword.id),
    params: (w) => ({ token: w.accounts.noSafeword.token, creditId: held.id }),
    expect: {
      code: "0",
      data: {
        realName: "string",
        alreadyCreditDays: "number",
        estimatePayment: "number",
        creditRate: "number",
        accountAmount: "number",
      },
    },
  },
  {
    action: "credit!pay",
    section: "3.11",
    method: "GET",
    // A small loan the buyer's wallet covers.
    before: (db, w) => runningLoan(db, w.buyer.id, 10_000),
    params: (w) => ({ token: w.buyer.token, creditId: held.id, safeword: "123456" }),
    expect: { code: "0", data: "null" },
  },
  withoutToken("credit!pay", "3.11", {}, "请重新登录", "GET"),
  {
    action: "credit!beforereapply",
    section: "3.11",
    method: "GET",
    before: (db, w) => rejectedLoan(db, w.accounts.poor.id),
    params: (w) => ({ token: w.accounts.poor.token, creditId: held.id }),
    expect: {
      code: "0",
      data: {
        id: loanId,
        status: lit(4),
        realName: "string",
        identification: "string",
        countryId: "number",
        imgCertificateFace: "string",
        imgCertificateBack: "string",
        imgCertificateHand: "string",
        creditPeriod: "number",
        applyAmount: "number",
        creditRate: "number",
        defaultRate: "number",
        rejectReason: "null-or-string",
        customerSubmitTime: "string",
      },
    },
  },
];
