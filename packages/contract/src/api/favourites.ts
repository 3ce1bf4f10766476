import { z } from "zod";
import { favouritePageParams, focusSellerParams, focusSellerVo, keepGoodsParams, keptGoodsVo } from "../addresses.ts";
import { nothing, pageOf } from "../params.ts";
import { spec } from "./define.ts";

const none = z.object({});

/** Favourite goods and followed stores (contract 3.3): every one the signed-in buyer's own. */
export const favouritesApi = {
  "keepGoods!list": spec({ app: "shop", method: "POST", params: favouritePageParams, data: pageOf(keptGoodsVo) }),
  "keepGoods!add": spec({ app: "shop", method: "POST", params: keepGoodsParams, data: nothing }),
  "keepGoods!del": spec({ app: "shop", method: "POST", params: keepGoodsParams, data: nothing }),
  "keepGoods!count": spec({ app: "shop", method: "POST", params: none, data: z.number() }),
  "focusSeller!list": spec({ app: "shop", method: "POST", params: favouritePageParams, data: pageOf(focusSellerVo) }),
  "focusSeller!add": spec({ app: "shop", method: "POST", params: focusSellerParams, data: nothing }),
  "focusSeller!del": spec({ app: "shop", method: "POST", params: focusSellerParams, data: nothing }),
  "focusSeller!count": spec({ app: "shop", method: "POST", params: none, data: z.number() }),
} as const;
