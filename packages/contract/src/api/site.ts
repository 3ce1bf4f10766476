import { z } from "zod";
import { catalogueParams as P } from "../catalogue.ts";
import { nothing } from "../params.ts";
import { bannerVo, brandVo, downloadUrl, lotteryActivity, publicSyspara, siteHome } from "../wire.ts";
import { spec } from "./define.ts";

/** The site around the catalogue (contract 3.1): home texts, banners, public parameters, the brand. */
export const siteApi = {
  "index!home": spec({ app: "public", method: "POST", params: P["index!home"], data: siteHome }),
  "banner!bannerList": spec({
    app: "public",
    method: "POST",
    params: P["banner!bannerList"],
    data: z.object({ result: z.array(bannerVo) }),
  }),
  "index!download-url": spec({ app: "public", method: "ANY", params: P["index!download-url"], data: downloadUrl }),
  "syspara!getSyspara": spec({ app: "public", method: "ANY", params: P["syspara!getSyspara"], data: publicSyspara }),
  "subscribe!add": spec({ app: "public", method: "POST", params: P["subscribe!add"], data: nothing }),
  /** `{}` when no activity runs. */
  "activity/lottery!getCurrentActivity": spec({
    app: "public",
    method: "GET",
    params: P["activity/lottery!getCurrentActivity"],
    data: z.union([lotteryActivity, z.object({})]),
  }),
  /** Our own: the request's brand (by host or ?brand=) for the theme and the footer. */
  "site!brand": spec({ app: "public", method: "ANY", params: P["site!brand"], data: brandVo }),
} as const;
