import { z } from "zod";
import {
  autoCollectParams,
  consoleLoanVo,
  creditApplyParams,
  creditBeforePayVo,
  creditBillVo,
  creditCheckVo,
  creditConfigVo,
  creditHistoryParams,
  creditHistoryVo,
  creditIdParams,
  creditPayParams,
  creditQuoteParams,
  creditQuoteVo,
  creditReapplyVo,
  loanApproveVo,
  loanConfigVo,
  loanDeskParams,
  loanPortfolioVo,
  loanQueuePage,
  loanQueueParams,
  loanRejectParams,
  loanStatementVo,
  manualRepayParams,
  saveLoanConfigParams,
} from "../loans.ts";
import { nothing } from "../params.ts";
import { spec } from "./define.ts";

const none = z.object({});
/** The original's credit calls accept any method (both clients use GET). */
const shop = <P extends z.ZodType, D extends z.ZodType>(params: P, data: D) =>
  spec({ app: "shop", method: "ANY", params, data });
const desk = <P extends z.ZodType, D extends z.ZodType>(params: P, data: D) =>
  spec({ app: "console", method: "POST", params, data, permission: "loans" });

/** The loan service (issue 12, api-contract-money-chat.md §2): the borrower's calls and the loan desk. */
export const loansApi = {
  "credit!check": shop(none, creditCheckVo),
  // The terms and the quote are public: a guest sees what a loan costs before signing in.
  "credit!config": spec({ app: "public", method: "ANY", params: none, data: creditConfigVo }),
  "credit!quote": spec({ app: "public", method: "ANY", params: creditQuoteParams, data: creditQuoteVo }),
  "credit!apply": shop(creditApplyParams, nothing),
  "credit!bill": shop(none, creditBillVo),
  "credit!histroy": shop(creditHistoryParams, creditHistoryVo),
  "credit!beforepay": shop(creditIdParams, creditBeforePayVo),
  "credit!pay": shop(creditPayParams, nothing),
  "credit!beforereapply": shop(creditIdParams, creditReapplyVo),
  "credit!statement": shop(creditIdParams, loanStatementVo),
  "credit!autoCollect": shop(autoCollectParams, nothing),
  "console/loan!queue": desk(loanQueueParams, loanQueuePage),
  "console/loan!get": desk(loanDeskParams, consoleLoanVo),
  "console/loan!approve": desk(loanDeskParams, loanApproveVo),
  "console/loan!reject": desk(loanRejectParams, nothing),
  "console/loan!manualRepay": desk(manualRepayParams, nothing),
  "console/loan!portfolio": desk(none, loanPortfolioVo),
  "console/loan-config!get": desk(none, loanConfigVo),
  "console/loan-config!save": desk(saveLoanConfigParams, nothing),
};
