/** The loan service's addresses (spec point 2: /credit and its children), and the agreement the form links to. */
export const CREDIT_PATH = "/credit";
export const APPLY_PATH = "/credit/application";
export const MY_LOAN_PATH = "/credit/myLoan";
export const AGREEMENT_PATH = "/credit/agreement";

/** The application form; with the id of a rejected loan it is filled from that application (reapplying). */
export const applyPath = (creditId?: string) =>
  creditId ? `${APPLY_PATH}?creditId=${encodeURIComponent(creditId)}` : APPLY_PATH;
