import { pageWindow } from "../db/sql.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { activeBannerPage, currentLottery, downloadUrl, onShelfCount, siteHome } from "./queries.ts";
import { subscribe } from "./subscribe.ts";
import { publicSyspara } from "./syspara.ts";

/** The site around the catalogue (contract 3.1): public, for the storefront and the seller app alike. */
export const siteActions: AnyAction[] = [
  action("index!home", { handler: ({ db, caches, brand }) => siteHome(db, caches, brand) }),
  action("banner!bannerList", {
    paramErrors: { type: "bannerTypeMissing" },
    handler: async ({ db, brand, params: p }) => ({
      result: await activeBannerPage(db, { brandId: brand.id, type: p.type, imgType: p.imgType, ...pageWindow(p) }),
    }),
  }),
  action("index!download-url", { handler: ({ db, caches }) => downloadUrl(db, caches) }),
  action("syspara!getSyspara", { handler: ({ db, caches, params }) => publicSyspara(db, caches, params.code) }),
  action("subscribe!add", {
    paramErrors: { email: "emailInvalid" },
    successMsg: "subscribeSuccess",
    handler: async ({ db, brand, params }) => {
      await subscribe(db, params.email, brand.id);
      return null;
    },
  }),
  action("activity/lottery!getCurrentActivity", {
    handler: ({ db, services, locale }) => currentLottery(db, services.clock.now(), locale),
  }),
  action("site!brand", {
    handler: async ({ db, caches, brand }) => {
      const { hosts: _h, isDefault: _d, bucket: _b, ...shown } = brand;
      return { ...shown, productCount: await onShelfCount(db, caches) };
    },
  }),
];
