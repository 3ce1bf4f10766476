/** What the rest of the storefront uses of the legal pages: their names, in reading order. */
export { isLegalPage, LEGAL_PAGES, type LegalPageName } from "./LegalArticle.tsx";
