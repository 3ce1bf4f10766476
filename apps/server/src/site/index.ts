/** What other features (and the HTTP layer) may use of the site. */
export { type Brand, pickBrand } from "./brands.ts";
export { syspara, sysparaAll } from "./syspara.ts";
