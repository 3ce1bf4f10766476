/** What the other seller features use of the site: the brand and its mark. */
export { useBrand } from "./api.ts";
export { BrandMark } from "./BrandMark.tsx";
