/** What other parts may use of loans (issue 12). */
export { creditActions } from "./shop.routes.ts";
export { consoleLoanActions } from "./console.routes.ts";
export { runLoanDay } from "./daily-job.ts";
