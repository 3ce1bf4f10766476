import {
  consoleLotteryListParams,
  consoleLotteryPage,
  consoleLotteryVo,
  lotteryClosedVo,
  lotteryDetailVo,
  lotteryDrawParams,
  lotteryDrawResultVo,
  lotteryIdParams,
  lotteryMineVo,
  lotteryPublishedVo,
  lotterySavedVo,
  lotterySaveParams,
} from "../lottery.ts";
import { spec } from "./define.ts";

/** Console calls of the lottery: permission `lottery`. */
const desk = <P extends Parameters<typeof spec>[0]["params"], D extends Parameters<typeof spec>[0]["data"]>(
  params: P,
  data: D,
) => spec({ app: "console", method: "POST", params, data, permission: "lottery" });

/** The lottery (issue 14 §2): activities, prizes, provably fair draws; the console's activities. */
export const lotteryApi = {
  /** A published activity as its draw page shows it (drafts are not found); the seed once it is revealed. */
  "activity/lottery!detail": spec({ app: "public", method: "GET", params: lotteryIdParams, data: lotteryDetailVo }),
  /** The caller's draws in an activity and what is left of today's. */
  "activity/lottery!mine": spec({ app: "shop", method: "GET", params: lotteryIdParams, data: lotteryMineVo }),
  /** One draw, by the server; the same requestId again answers the same draw. */
  "activity/lottery!draw": spec({ app: "shop", method: "POST", params: lotteryDrawParams, data: lotteryDrawResultVo }),
  "console/lottery!list": desk(consoleLotteryListParams, consoleLotteryPage),
  "console/lottery!get": desk(lotteryIdParams, consoleLotteryVo),
  /** Creates a draft (no id) or replaces a draft's set-up; a JSON body, since prizes are a list. */
  "console/lottery!save": desk(lotterySaveParams, lotterySavedVo),
  /** Opens a draft to the public on its dates; answers the seed's hash, public from now on. */
  "console/lottery!publish": desk(lotteryIdParams, lotteryPublishedVo),
  /** Ends a published activity now and reveals its seed. */
  "console/lottery!close": desk(lotteryIdParams, lotteryClosedVo),
};
