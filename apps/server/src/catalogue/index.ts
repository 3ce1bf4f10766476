/** What other features may use of the catalogue. */
export { type CategoryIndex, categoryColumn, categoryIndex } from "./categories.ts";
export { type GoodsRow, goodsSelect, imgUrl } from "./goods.ts";
export { discountOn, scale } from "./pricing.ts";
export { closedSellerIds, goodsByIds } from "./queries.ts";
export { candidatesSql, correctKeyword, SEARCH_CANDIDATES } from "./search.ts";
export { STORE_COLUMNS, type StoreRow, sellerVos, toMerchantStore } from "./sellers.ts";
export { langsOf } from "./sql.ts";
export { ViewCounter } from "./views.ts";
