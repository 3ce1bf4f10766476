import { type BrandVo, catalogueParams, isSubscribeEmail } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { activeBannerPage, currentLottery, onShelfCount, subscribe } from "./queries.ts";
import { publicSyspara, syspara } from "./syspara.ts";

const P = catalogueParams;

export const siteActions: AnyAction[] = [
  action({
    name: "index!home",
    method: "POST",
    params: P["index!home"],
    handler: async (ctx) => {
      const links = (await syspara(ctx.db, ctx.caches, "index_banner_links")) ?? "";
      return {
        banner: links
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
        service_link: ctx.brand.supportUrl || ((await syspara(ctx.db, ctx.caches, "customer_service_url")) ?? ""),
        // News is not part of this product yet: an honest empty list rather than made-up items.
        announcement: [],
        aboutus: (await syspara(ctx.db, ctx.caches, "invest_order_aboutus")) ?? "",
      };
    },
  }),
  action({
    name: "banner!bannerList",
    method: "POST",
    params: P["banner!bannerList"],
    paramErrors: { type: "paramMissing" },
    handler: async (ctx) => {
      const p = ctx.params;
      const result = await activeBannerPage(ctx.db, {
        brandId: ctx.brand.id,
        type: p.type,
        imgType: p.imgType,
        limit: p.pageSize,
        offset: (p.pageNum - 1) * p.pageSize,
      });
      return { result };
    },
  }),
  action({
    name: "index!download-url",
    method: "ANY",
    params: P["index!download-url"],
    handler: async (ctx) => {
      // The download pages of this product; a platform may point them elsewhere with syspara.
      const buyer = (await syspara(ctx.db, ctx.caches, "app_download_url")) ?? "/download";
      const seller = (await syspara(ctx.db, ctx.caches, "seller_app_download_url")) ?? "/download?app=seller";
      return { url: buyer, buyerUrl: buyer, sellerUrl: seller };
    },
  }),
  action({
    name: "syspara!getSyspara",
    method: "ANY",
    params: P["syspara!getSyspara"],
    handler: (ctx) =>
      publicSyspara(
        ctx.db,
        ctx.caches,
        ctx.params.code
          .split(",")
          .map((c) => c.trim())
          .filter(Boolean)
          .slice(0, 20),
      ),
  }),
  action({
    name: "subscribe!add",
    method: "POST",
    params: P["subscribe!add"],
    paramErrors: { email: "emailInvalid" },
    successMsg: "subscribeSuccess",
    handler: async (ctx) => {
      if (!isSubscribeEmail(ctx.params.email)) return fail("emailInvalid");
      if (!(await subscribe(ctx.db, ctx.params.email, ctx.brand.id))) return fail("alreadySubscribed");
      return null;
    },
  }),
  action({
    name: "activity/lottery!getCurrentActivity",
    method: "GET",
    params: P["activity/lottery!getCurrentActivity"],
    handler: async (ctx) => {
      const a = await currentLottery(ctx.db);
      if (!a) return {};
      const cn = ctx.locale === "zh-CN" || ctx.locale === "zh-TW";
      return { detailUrl: a.detail_url, title: cn ? a.title_cn : a.title_en, id: a.id, status: a.status, running: "1" };
    },
  }),
  action({
    name: "site!brand",
    method: "ANY",
    params: P["site!brand"],
    handler: async (ctx): Promise<BrandVo> => {
      const { hosts: _h, isDefault: _d, bucket: _b, ...brand } = ctx.brand;
      return { ...brand, productCount: await onShelfCount(ctx.db, ctx.caches) };
    },
  }),
];
