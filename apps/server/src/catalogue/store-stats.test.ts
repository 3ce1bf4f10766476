import type { SellerVo } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { shopFlowSuite } from "../../test/shop-flow.ts";

const flow = shopFlowSuite();
const { t } = flow;

/** The counters must always equal what summing the rows gives. */
async function expectCountersExact() {
  const drift = await t.db.query(
    `select st.seller_id from seller_stats st
     where st.sold_num <> coalesce((select sum(sold_num) from seller_goods g where g.seller_id = st.seller_id), 0)
        or st.on_shelf <> (select count(*) from seller_goods g where g.seller_id = st.seller_id and g.is_shelf)
        or st.reviews <> (select count(*) from evaluation e where e.seller_id = st.seller_id and e.status = 1)
        or st.good_reviews <> (select count(*) from evaluation e where e.seller_id = st.seller_id and e.status = 1 and e.evaluation_type = 1)`,
  );
  expect(drift).toEqual([]);
}

describe("store figures", () => {
  it("follow every sale, shelf change and review in the same transaction", async () => {
    const s = await flow.store();
    const a = await flow.listing(s.sellerId);
    const b = await flow.listing(s.sellerId);
    const u = await flow.buyer();
    const info = async () => (await t.inject<SellerVo>("seller!info", { sellerId: s.sellerId })).data;
    expect(await info()).toMatchObject({ soldNum: 0, sellerGoodsNum: 2, highOpinion: 0 });
    const id = await flow.deliveredOrder(u, s, `${a.id},-1,3`);
    expect(await info()).toMatchObject({ soldNum: 3 });
    await t.inject("evaluation!add", {
      token: u.token,
      orderId: id,
      sellerGoodsId: a.id,
      evaluationType: 1,
      rating: 5,
      content: "good",
    });
    expect(await info()).toMatchObject({ highOpinion: 1 });
    await t.db.query("update seller_goods set is_shelf = false where id = $1", [b.id]);
    expect(await info()).toMatchObject({ sellerGoodsNum: 1 });
    await t.db.query("update evaluation set status = 0 where order_id = $1", [id]);
    expect(await info()).toMatchObject({ highOpinion: 0 });
    await expectCountersExact();
  });
});
