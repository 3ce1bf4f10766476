/**
 * What the other storefront features use of the loan service: its addresses. The pages themselves are
 * routed lazily by file (app/routes.tsx).
 */
export { AGREEMENT_PATH, APPLY_PATH, applyPath, CREDIT_PATH, MY_LOAN_PATH } from "./paths.ts";
