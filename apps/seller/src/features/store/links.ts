/** The public store page in the shop (spec point 2: /store, query id). */
export const storePageUrl = (sellerId: string) => `/store?id=${sellerId}`;
