/** What the other storefront features use of the site: the brand, the page title and the site parameters. */
export { useSyspara } from "./api.ts";
export { brandLogoUrl, useBrand, usePageTitle } from "./useBrand.ts";
