import { DEFAULT_REVIEW_TEXT, ERRORS, type EvaluationVo } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { shopFlowSuite } from "../../test/shop-flow.ts";
import { runOrderJobs } from "../orders/scheduler.ts";
import { defaultReviewJob } from "./job.ts";

const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const flow = shopFlowSuite();
const { t } = flow;

const reviewsOf = async (sellerGoodsId: number) =>
  (
    await t.inject<{ pageList: EvaluationVo[] }>("evaluation!list", {
      sellerGoodsId,
      pageNum: 1,
      pageSize: 20,
      lang: "en",
    })
  ).data.pageList;
const statusOf = async (id: string) =>
  (
    await t.db.query<{ status: number; has_comment: boolean }>(
      "select status, has_comment from mall_order where id = $1",
      [id],
    )
  )[0];

describe("reviews", () => {
  it("reviews every goods of a received order with pictures, once, and completes the order", async () => {
    const s = await flow.store();
    const a = await flow.listing(s.sellerId);
    const b = await flow.listing(s.sellerId);
    const u = await flow.buyer();
    const id = await flow.deliveredOrder(u, s, `${a.id},-1,1,${b.id},-1,1`);
    const body = {
      orderId: id,
      evaluationAdds: [
        {
          sellerGoodsId: a.id,
          evaluationType: 1,
          rating: 5,
          content: "Lovely",
          imgUrl1: "/media/uploads/a.png",
          imgUrl2: "/media/uploads/b.jpg",
        },
        { sellerGoodsId: b.id, evaluationType: 3, rating: 1, content: "Broke on day one" },
      ],
    };
    const r = await t.inject("evaluation!addList", { token: u.token }, { json: body });
    expect(r).toMatchObject({ code: "0", msg: zh("reviewSubmitted") });
    expect(await statusOf(id)).toEqual({ status: 5, has_comment: true });
    const [shown] = await reviewsOf(a.id);
    expect(shown).toMatchObject({
      content: "Lovely",
      evaluationType: 1,
      imgUrl1: "/media/uploads/a.png",
      imgUrl2: "/media/uploads/b.jpg",
    });
    const counts = await t.inject<Record<string, string>>("evaluation!countType", { goodId: b.id });
    expect(counts.data).toMatchObject({ negativeComment: "1", havePicture: "0" });
    expect((await t.inject("evaluation!addList", { token: u.token }, { json: body })).msg).toBe(
      zh("reviewAlreadySubmitted"),
    );
  });

  it("completes the order when the last goods is reviewed one at a time", async () => {
    const s = await flow.store();
    const a = await flow.listing(s.sellerId);
    const b = await flow.listing(s.sellerId);
    const u = await flow.buyer();
    const id = await flow.deliveredOrder(u, s, `${a.id},-1,1,${b.id},-1,2`);
    const add = (sellerGoodsId: number) =>
      t.inject(
        "evaluation!add",
        { token: u.token, orderId: id, sellerGoodsId, evaluationType: 2, rating: 3, content: "Fine" },
        { as: "form" },
      );
    expect((await add(a.id)).code).toBe("0");
    expect(await statusOf(id)).toMatchObject({ status: 4 });
    expect((await add(a.id)).msg).toBe(zh("reviewAlreadySubmitted"));
    expect((await add(b.id)).code).toBe("0");
    expect(await statusOf(id)).toEqual({ status: 5, has_comment: true });
  });

  it("refuses reviews before receipt, of others' orders, without text or with foreign pictures", async () => {
    const s = await flow.store();
    const a = await flow.listing(s.sellerId);
    const u = await flow.buyer();
    const other = await flow.buyer();
    const shipped = await flow.deliveredOrder(u, s, `${a.id},-1,1`, { receive: false });
    const add = (token: string, extra: Record<string, string | number> = {}) =>
      t.inject(
        "evaluation!add",
        { token, orderId: shipped, sellerGoodsId: a.id, evaluationType: 1, rating: 5, content: "ok", ...extra },
        { as: "form" },
      );
    expect((await add(u.token)).msg).toBe(zh("orderStateForbids"));
    expect((await add(other.token)).msg).toBe(zh("orderNotFound"));
    expect((await add(u.token, { content: " " })).msg).toBe(zh("paramMissing"));
    expect((await add(u.token, { imgUrl1: "https://evil.example/x.png" })).code).toBe("1");
    expect((await add(u.token, { rating: 6 })).code).toBe("1");
    expect((await t.inject("evaluation!addList", { token: u.token }, { json: [1, 2] })).code).toBe("1");
  });

  it("writes the default positive review after the set days, marked as such", async () => {
    const s = await flow.store();
    const a = await flow.listing(s.sellerId);
    const u = await flow.buyer();
    const id = await flow.deliveredOrder(u, s, `${a.id},-1,1`);
    const later = new Date(Date.now() + 8 * 86_400_000);
    const report = await runOrderJobs(t.db, t.caches, later, defaultReviewJob);
    expect(report.reviewed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toEqual({ status: 5, has_comment: true });
    const [review] = await reviewsOf(a.id);
    expect(review).toMatchObject({ evaluationType: 1, rating: 5, isDefault: true });
    // Stored without text, read in the reader's language.
    expect(review?.content).toBe(DEFAULT_REVIEW_TEXT.en);
    const inArabic = await t.inject<{ pageList: EvaluationVo[] }>("evaluation!list", {
      sellerGoodsId: a.id,
      lang: "ar",
    });
    expect(inArabic.data.pageList[0]?.content).toBe(DEFAULT_REVIEW_TEXT.ar);
    const [row] = await t.db.query<{ content: string; late: boolean }>(
      `select e.content, e.created_at = o.receipt_time + interval '7 days' as late
       from evaluation e join mall_order o on o.id = e.order_id where e.order_id = $1`,
      [id],
    );
    // Dated when the seven days ended, though the job ran a day later.
    expect(row).toEqual({ content: "", late: true });
  });

  it("lets staff hide a review, which leaves the product page at once and is audited", async () => {
    const s = await flow.store();
    const a = await flow.listing(s.sellerId);
    const u = await flow.buyer();
    const id = await flow.deliveredOrder(u, s, `${a.id},-1,1`);
    await t.inject("evaluation!add", {
      token: u.token,
      orderId: id,
      sellerGoodsId: a.id,
      evaluationType: 3,
      rating: 1,
      content: "spam spam",
    });
    const admin = await flow.staffToken();
    const list = await t.inject<{ pageList: { id: number; content: string }[] }>("console/reviews!list", {
      token: admin,
      q: "spam",
    });
    const reviewId = list.data.pageList[0]?.id ?? 0;
    expect((await t.inject("console/reviews!setStatus", { token: admin, id: reviewId, status: 0 })).code).toBe("0");
    expect(await reviewsOf(a.id)).toEqual([]);
    const [row] = await t.db.query<{ action: string }>("select action from audit_log where target_id = $1", [
      String(reviewId),
    ]);
    expect(row?.action).toBe("review.hide");
  });

  it("keeps a review shown when staff send a blank or loosely written status", async () => {
    const s = await flow.store();
    const a = await flow.listing(s.sellerId);
    const u = await flow.buyer();
    const id = await flow.deliveredOrder(u, s, `${a.id},-1,1`);
    const review = { orderId: id, sellerGoodsId: a.id, evaluationType: 1, rating: 5, content: "fine" };
    expect((await t.inject("evaluation!add", { token: u.token, ...review })).code).toBe("0");
    const [{ id: reviewId } = { id: 0 }] = await t.db.query<{ id: number }>(
      "select id from evaluation where order_id = $1",
      [id],
    );
    const admin = await flow.staffToken();
    for (const status of ["", "0x0", "0e0", "0.0", "\uFEFF0"]) {
      const r = await t.inject("console/reviews!setStatus", { token: admin, id: reviewId, status });
      expect({ status, code: r.code }).toEqual({ status, code: "1" });
    }
    expect(await reviewsOf(a.id)).toHaveLength(1);
  });
});
