import type { WireCase } from "../case.ts";
import { lit, some } from "../shape.ts";
import { categoryVo, pageOf, textId } from "./shapes.ts";

/** Contract 3.1: home, banners, categories, subscription, the lottery, system parameters. */
export const siteCases: WireCase[] = [
  {
    action: "index!home",
    section: "3.1",
    params: () => ({ lang: "en", pageNum: "1", pageSize: "12" }),
    expect: {
      code: "0",
      // service_link: the original sent the placeholder "www.google.com"; the product sends the brand's
      // support address (spec point 1, brand theming), so only its type is held here.
      data: { banner: some("string"), service_link: "string", announcement: "array", aboutus: "string" },
    },
  },
  {
    action: "banner!bannerList",
    section: "3.1",
    params: () => ({ type: "pc", imgType: "1", pageNum: "1", pageSize: "10" }),
    expect: {
      code: "0",
      data: {
        result: some({
          id: textId,
          imgUrl: "string",
          sort: "integer",
          type: "string",
          link: "string",
          imgType: "integer",
          remarks: "null-or-string",
          createTime: "datetime",
        }),
      },
    },
  },
  {
    action: "banner!bannerList",
    section: "3.1",
    title: "without type",
    params: () => ({ imgType: "1" }),
    expect: { code: "1", msg: "缺少必要参数type" },
  },
  {
    action: "category!list",
    section: "3.1",
    params: () => ({ pageNum: "1", pageSize: "20", lang: "en" }),
    expect: {
      code: "0",
      data: pageOf({
        name: "string",
        categoryId: textId,
        iconImg: "null-or-string",
        des: "null-or-string",
        sort: "integer",
      }),
    },
  },
  {
    action: "category!tree",
    section: "3.1",
    method: "GET",
    params: () => ({ lang: "en", showHidden: "0" }),
    expect: { code: "0", data: some(categoryVo) },
    verify: (data) => {
      if (!Array.isArray(data) || !data.some((c) => Array.isArray(c?.subList) && c.subList.length > 0))
        return ["data: no category with a subList to check"];
      // The PC client (commodityPage/filter.vue) finds the route's category with
      // categoryList.find((item) => item.categoryId === $route.query.id).categoryId: a route value is a string.
      const query = new URLSearchParams(`id=${data[0]?.categoryId}`).get("id");
      return data.find((c) => c?.categoryId === query) ? [] : ["data[].categoryId: not found by a route's ?id="];
    },
  },
  {
    // §2.1 lists it with category!tree as GET only; the contract gives no answer, so the tree's shape is held.
    action: "category!sellerTree",
    section: "2.1",
    method: "GET",
    params: (w) => ({ lang: "en", sellerId: String(w.store.sellerId) }),
    expect: { code: "0", data: some(categoryVo) },
  },
  {
    action: "category!recommend",
    section: "3.1",
    params: () => ({ pageNum: "1", pageSize: "50", lang: "en" }),
    expect: {
      code: "0",
      data: pageOf({ name: "string", categoryId: textId, iconImg: "null-or-string", sort: "integer" }),
    },
  },
  {
    action: "subscribe!add",
    section: "3.1",
    params: (w) => ({ email: `wire${w.unique}@example.com` }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "activity/lottery!getCurrentActivity",
    section: "3.1",
    title: "no activity",
    method: "GET",
    params: () => ({ lang: "en" }),
    expect: { code: "0", data: {} },
    verify: (data) => (JSON.stringify(data) === "{}" ? [] : [`data: expected {}, got ${JSON.stringify(data)}`]),
  },
  {
    action: "activity/lottery!getCurrentActivity",
    section: "3.1",
    title: "a running activity",
    method: "GET",
    params: () => ({ lang: "cn" }),
    before: async (db) => {
      await db.query(
        `insert into lottery_activity (title_en, title_cn, detail_url, starts_at, ends_at)
         values ('Spin', '抽奖', '/lottery/1', now() - interval '1 day', now() + interval '1 day')`,
      );
    },
    expect: {
      code: "0",
      data: { detailUrl: "string", title: "string", id: textId, status: "integer", running: lit("0", "1") },
    },
    verify: (data) =>
      (data as { title?: string }).title === "抽奖" ? [] : ["data.title: expected titleCn for lang cn"],
  },
  {
    action: "syspara!getSyspara",
    section: "3.1",
    params: () => ({ code: "customer_service_url,mall_max_goods_number_in_order,withdraw_fee" }),
    expect: {
      code: "0",
      data: {
        customer_service_url: "string",
        mall_max_goods_number_in_order: "string",
        withdraw_fee: { type: "string", fee: "string" },
      },
    },
  },
];
