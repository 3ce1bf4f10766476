/** The console's page of the storefront's Web Vitals from the field (issue 14 §3), for routes and navigation. */
export { VitalsPage } from "./VitalsPage.tsx";
