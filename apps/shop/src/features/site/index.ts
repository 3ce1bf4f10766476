/**
 * What the other storefront features use of the site: the brand, the page title, the site parameters and the
 * newsletter's subscription.
 */
export { useSubscribe, useSyspara } from "./api.ts";
export { brandLogoUrl, useBrand, usePageTitle } from "./useBrand.ts";
