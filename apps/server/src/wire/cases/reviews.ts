import { type WireCase, withoutToken } from "../case.ts";

/** Contract 3.4: a buyer reviews a received order, one listing at a time or the whole order in a JSON body. */
export const reviewCases: WireCase[] = [
  {
    action: "evaluation!add",
    section: "3.4",
    params: (w) => ({
      token: w.buyer.token,
      sellerGoodsId: String(w.goods.sku.id),
      evaluationType: "1",
      rating: "5",
      content: "Exactly as described",
      orderId: w.orders.toReview,
    }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "evaluation!addList",
    section: "3.4",
    params: (w) => ({ token: w.buyer.token, lang: "en" }),
    body: (w) => ({
      orderId: w.orders.toReviewList,
      evaluationAdds: [
        { sellerGoodsId: String(w.goods.sku.id), evaluationType: "2", rating: "3", content: "Fine", imgUrl1: "" },
      ],
    }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "evaluation!addList",
    section: "3.4",
    title: "already reviewed",
    params: (w) => ({ token: w.buyer.token, lang: "en" }),
    body: (w) => ({
      orderId: w.orders.reviewed,
      evaluationAdds: [{ sellerGoodsId: String(w.goods.sku.id), evaluationType: "1", rating: "5", content: "Again" }],
    }),
    expect: { code: "1", msg: "已提交评论!" },
  },
  {
    action: "evaluation!addList",
    section: "3.4",
    title: "unknown order",
    params: (w) => ({ token: w.buyer.token, lang: "en" }),
    body: (w) => ({
      orderId: "NOSUCHORDER1",
      evaluationAdds: [{ sellerGoodsId: String(w.goods.sku.id), evaluationType: "1", rating: "5", content: "Hm" }],
    }),
    expect: { code: "1", msg: "订单不存在!" },
  },
  withoutToken("evaluation!add", "3.4", { sellerGoodsId: "1", evaluationType: "1", rating: "5", content: "x" }),
  {
    ...withoutToken("evaluation!addList", "3.4", { lang: "en" }),
    body: () => ({ orderId: "NOSUCHORDER1", evaluationAdds: [] }),
  },
];
