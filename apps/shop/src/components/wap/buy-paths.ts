/**
 * The /wap addresses the buying pages link to one another with (cart, checkout, orders), in one place. The
 * ids travel as the /wap pages name them.
 */
export const wapPaths = {
  cart: "/wap/cart",
  checkout: "/wap/checkout",
  paySuccess: "/wap/pay-success",
  orders: (tab?: string) => (tab && tab !== "all" ? `/wap/orders?status=${encodeURIComponent(tab)}` : "/wap/orders"),
  order: (id: string) => `/wap/order?id=${encodeURIComponent(id)}`,
  refund: (id: string) => `/wap/order/refund?id=${encodeURIComponent(id)}`,
  review: (id: string) => `/wap/order/review?id=${encodeURIComponent(id)}`,
  logistics: (id: string) => `/wap/order/logistics?id=${encodeURIComponent(id)}`,
  product: (sellerGoodsId: string | number) =>
    `/wap/product?sellerGoodsId=${encodeURIComponent(String(sellerGoodsId))}`,
  store: (sellerId: string | number) => `/wap/store?sellerId=${encodeURIComponent(String(sellerId))}`,
  addresses: "/wap/addresses",
  deposit: "/wap/wallet/deposit",
  /** The sign-in page, coming back to `back` afterwards. */
  login: (back: string) => `/wap/login?redirect=${encodeURIComponent(back)}`,
} as const;
