/** The console's newsletter desk (issue 14 §2), for the app's routes and navigation. */
export { NewsletterPage } from "./NewsletterPage.tsx";
