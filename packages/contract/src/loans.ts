import { z } from "zod";
import { lifecycle } from "./lifecycle.ts";
import { id, intOr, optionalInt, optionalText, pageOf, sends, strictPageParams } from "./params.ts";

/**
 * The loan service (issue 12, api-contract-money-chat.md §2). Money is cents; rates are parts per million per
 * day (0.2 %/day = 2,000 ppm), so interest is integer arithmetic (decision 0016); the wire shows them as the
 * original's daily fractions.
 */

/** Loan states on the wire (`status`): 1 pending review, 2 approved and paid out, 3 overdue, 4 rejected, 5 repaid. */
export const LOAN_STATUS = { pending: 1, active: 2, overdue: 3, rejected: 4, repaid: 5 } as const;
export type LoanStatus = (typeof LOAN_STATUS)[keyof typeof LOAN_STATUS];
const L = LOAN_STATUS;
/** The original's Chinese labels (`statusStr` of credit!histroy). */
export const LOAN_STATUS_ZH: Record<LoanStatus, string> = {
  1: "申请中",
  2: "借款成功",
  3: "已逾期",
  4: "借款失败",
  5: "已还款",
};

/**
 * A loan's moves: staff approve (paying it out, once) or reject a pending application; the daily job marks a
 * loan past its due time overdue; a repayment that covers what is due settles it. A rejected loan stays
 * rejected: reapplying makes a new application.
 */
export const LOAN_LIFECYCLE = lifecycle({
  table: "loan",
  column: "status",
  transitions: {
    approve: { from: [L.pending], to: L.active, refused: "loanNotPending" },
    reject: { from: [L.pending], to: L.rejected, refused: "loanNotPending" },
    overdue: { from: [L.active], to: L.overdue, refused: "loanNotPayable" },
    settle: { from: [L.active, L.overdue], to: L.repaid, refused: "loanNotPayable" },
  },
});
export type LoanEvent = keyof typeof LOAN_LIFECYCLE.transitions;

/** The spec's amount range (USDT) and the longest term (one year); the console may narrow both. */
export const LOAN_AMOUNT_MIN = 100_000;
export const LOAN_AMOUNT_MAX = 30_000_000;
export const LOAN_TERM_MAX_DAYS = 365;
/** Pictures of an application are our own uploads. */
export const LOAN_PICTURE = /^\/media\/uploads\/[A-Za-z0-9._-]+$/;
/** Our loan ids: 32 lower-case hex digits, as the original's uuid.hex. */
export const LOAN_ID = /^[0-9a-f]{32}$/;

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const text = (max: number) => sends<string | undefined>()(z.preprocess(blank, z.string().trim().max(max).optional()));
const needed = (max: number) => sends<string>()(z.preprocess(blank, z.string().trim().min(1).max(max)));
const loanId = sends<string>()(z.preprocess(blank, z.string().trim().regex(LOAN_ID)));
const picture = sends<string>()(z.preprocess(blank, z.string().trim().max(300).regex(LOAN_PICTURE)));

// ---- The borrower's calls (credit!*)

/** `credit!check`: "true" when the account may apply now, "false" otherwise (a string, as the original). */
export const creditCheckVo = z.enum(["true", "false"]);

/** `credit!config`: the terms on offer. Rates are daily fractions; day lists are strings, as the original. */
export const creditConfigVo = z.object({
  rate: z.number(),
  defaultRate: z.number(),
  lendableDays: z.array(z.string()),
  allLendableDays: z.array(z.string()),
  amountMin: z.number(),
  amountMax: z.number(),
});

/** `credit!quote` (ours): what a loan would cost, computed by the function that will charge it. */
export const creditQuoteParams = z.object({ applyAmount: needed(12), creditPeriod: intOr(1, LOAN_TERM_MAX_DAYS, 30) });
export const creditQuoteVo = z.object({
  applyAmount: z.number(),
  creditPeriod: z.number(),
  /** Interest for the full term. */
  interest: z.number(),
  totalRepayment: z.number(),
  /** The due date if approved now ("yyyy-MM-dd HH:mm:ss", Asia/Shanghai). */
  dueDate: z.string(),
  /** The penalty for each day past the due date. */
  penaltyPerDay: z.number(),
  /** The daily rate × 365, in percent, as text ("73.00"). */
  yearlyRatePercent: z.string(),
  dailyRatePercent: z.string(),
  penaltyRatePercent: z.string(),
});

/**
 * `credit!apply`: a new application. `creditId` names the borrower's own rejected loan being reapplied for: a new
 * application is made (the original overwrote the row, whosever it was).
 */
export const creditApplyParams = z.object({
  realName: needed(64),
  creditPeriod: sends<string | number>()(
    z.preprocess(
      (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
      z.number().int().min(1).max(LOAN_TERM_MAX_DAYS),
    ),
  ),
  applyAmount: needed(12),
  countryId: id(),
  identification: needed(40),
  imgCertificateFace: picture,
  imgCertificateBack: picture,
  imgCertificateHand: picture,
  creditId: sends<string | undefined>()(z.preprocess(blank, z.string().trim().regex(LOAN_ID).optional())),
});
export const CREDIT_APPLY_PARAM_ERRORS = {
  realName: "paramAbnormal",
  creditPeriod: "loanTermNotOffered",
  applyAmount: "loanAmountOutOfRange",
  countryId: "paramAbnormal",
  identification: "paramAbnormal",
  imgCertificateFace: "loanPicturesRequired",
  imgCertificateBack: "loanPicturesRequired",
  imgCertificateHand: "loanPicturesRequired",
  creditId: "loanNotFound",
} as const;

/** `credit!bill`: the current loan (approved or overdue); zeros without one. Ours adds the id and the due date. */
export const creditBillVo = z.object({
  realName: z.string().optional(),
  applyAmount: z.number(),
  alreadyCreditDays: z.number(),
  interest: z.number(),
  estimatePayment: z.number(),
  creditId: z.string().optional(),
  status: z.number().optional(),
  dueDate: z.string().optional(),
  creditPeriod: z.number().optional(),
  /** Paid so far (collections and repayments). */
  repaid: z.number().optional(),
  autoCollect: z.boolean().optional(),
});

/** `credit!histroy` (sic): the borrower's loans, newest first, in the original's Page. */
export const creditHistoryParams = z.object({ pageNum: intOr(1, 10_000, 1), pageSize: intOr(1, 100, 20) });
export const creditHistoryRow = z.object({
  id: z.string(),
  applyAmount: z.number(),
  customerSubmitTime: z.string(),
  creditPeriod: z.number(),
  creditRate: z.number(),
  status: z.number(),
  statusStr: z.string(),
  rejectReason: z.string().nullable(),
});
export const creditHistoryVo = z.object({
  elements: z.array(creditHistoryRow),
  pageSize: z.number(),
  thisPageNumber: z.number(),
  totalElements: z.number(),
});

export const creditIdParams = z.object({ creditId: loanId });
/** `credit!beforepay`: what repaying now would take. */
export const creditBeforePayVo = z.object({
  realName: z.string(),
  alreadyCreditDays: z.number(),
  estimatePayment: z.number(),
  creditRate: z.number(),
  accountAmount: z.number(),
});
export const creditPayParams = z.object({ creditId: loanId, safeword: text(40) });
/** `credit!beforereapply`: the borrower's own rejected application, to fill the form again. */
export const creditReapplyVo = z.object({
  id: z.string(),
  status: z.number(),
  realName: z.string(),
  identification: z.string(),
  countryId: z.number(),
  imgCertificateFace: z.string(),
  imgCertificateBack: z.string(),
  imgCertificateHand: z.string(),
  creditPeriod: z.number(),
  applyAmount: z.number(),
  creditRate: z.number(),
  defaultRate: z.number(),
  rejectReason: z.string().nullable(),
  customerSubmitTime: z.string(),
});

/** One line of a loan's statement: a payout, a collection, a repayment (each with its journal entry). */
export const loanStatementLine = z.object({
  kind: z.enum(["disburse", "collect", "repay", "manual"]),
  amount: z.number(),
  interest: z.number(),
  principal: z.number(),
  txnId: z.string(),
  createTime: z.string(),
});
/** `credit!statement` (ours) and the console's: the loan's figures today and every movement. */
export const loanStatementVo = z.object({
  creditId: z.string(),
  status: z.number(),
  applyAmount: z.number(),
  creditPeriod: z.number(),
  creditRate: z.number(),
  defaultRate: z.number(),
  approvedTime: z.string().nullable(),
  dueDate: z.string().nullable(),
  alreadyCreditDays: z.number(),
  /** Interest charged so far (term and penalty), and what is due today. */
  interest: z.number(),
  repaid: z.number(),
  due: z.number(),
  autoCollect: z.boolean(),
  lines: z.array(loanStatementLine),
});
export const autoCollectParams = z.object({
  creditId: loanId,
  on: sends<string | boolean>()(z.preprocess((v) => v === true || v === "true" || v === "1", z.boolean())),
});

// ---- The loan desk (console, permission `loans`)

export const loanQueueParams = z.object({ status: optionalInt(1, 5), q: optionalText(64), ...strictPageParams() });
export const loanQueueRow = z.object({
  creditId: z.string(),
  partyId: z.number(),
  username: z.string(),
  realName: z.string(),
  applyAmount: z.number(),
  creditPeriod: z.number(),
  status: z.number(),
  createTime: z.string(),
  ageSeconds: z.number(),
  dueDate: z.string().nullable(),
  due: z.number(),
  overdueDays: z.number(),
});
export const loanQueuePage = pageOf(loanQueueRow);
export const consoleLoanVo = z.object({
  statement: loanStatementVo,
  partyId: z.number(),
  username: z.string(),
  realName: z.string(),
  identification: z.string(),
  country: z.string(),
  pictures: z.object({ face: z.string(), back: z.string(), hand: z.string() }),
  balance: z.object({ money: z.number(), frozenMoney: z.number() }),
  paidOrders: z.number(),
  rejectReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export const loanDeskParams = z.object({ creditId: z.string().trim().regex(LOAN_ID) });
export const loanRejectParams = loanDeskParams.extend({ reason: z.string().trim().min(2).max(300) });
/** A manual repayment: `requestId` is drawn per confirmation, so a retried call records it once. */
export const manualRepayParams = loanDeskParams.extend({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/),
  requestId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/),
});
export const loanConfigVo = z.object({
  /** Loans above this principal need a second, different staff member's approval. */
  twoPersonAbove: z.number(),
  dailyRatePercent: z.string(),
  penaltyRatePercent: z.string(),
  lendableDays: z.array(z.number()),
  amountMin: z.number(),
  amountMax: z.number(),
});
export const saveLoanConfigParams = z.object({
  /** Percent per day with at most 4 decimals ("0.2" = 0.2 %/day). */
  dailyRatePercent: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,4})?$/),
  penaltyRatePercent: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,4})?$/),
  /** Comma-separated days, each 1–365. */
  lendableDays: z
    .string()
    .trim()
    .regex(/^\d{1,3}(,\d{1,3}){0,19}$/),
  amountMin: int32(),
  amountMax: int32(),
  twoPersonAbove: intOr(0, LOAN_AMOUNT_MAX, 1_000_000),
});
function int32() {
  return intOr(LOAN_AMOUNT_MIN, LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN);
}
/** `console/loan!approve`: above the two-person amount the first approval only records itself. */
export const loanApproveVo = z.object({ approved: z.boolean(), approvals: z.number() });
export const loanPortfolioVo = z.object({
  activeLoans: z.number(),
  outstandingPrincipal: z.number(),
  interestEarned: z.number(),
  overdue: z.array(z.object({ bucket: z.string(), loans: z.number(), amount: z.number() })),
});
