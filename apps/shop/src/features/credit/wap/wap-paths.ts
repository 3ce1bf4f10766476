import type { ApplicationPaths } from "../ApplicationPage.tsx";

/** The loan service's /wap addresses: the offer and my loans (a tab), the application, the agreement. */
export const WAP_LOANS = "/wap/loans";
export const WAP_MY_LOANS = "/wap/loans?tab=mine";
export const WAP_APPLY = "/wap/loans/apply";
export const WAP_AGREEMENT = "/wap/loans/agreement";
export const wapApplyPath = (creditId?: string) =>
  creditId ? `${WAP_APPLY}?creditId=${encodeURIComponent(creditId)}` : WAP_APPLY;
export const WAP_APPLICATION_PATHS: ApplicationPaths = {
  myLoans: WAP_MY_LOANS,
  apply: WAP_APPLY,
  agreement: WAP_AGREEMENT,
};
