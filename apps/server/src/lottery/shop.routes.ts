import { action, type AnyAction } from "../http/actions.ts";
import { readsChinese } from "./activity-rows.ts";
import { drawOnce } from "./draw.ts";
import { activityDetail, myDraws } from "./queries.ts";

/** The draw page's calls: the activity (public), the caller's draws, and a draw. */
export const lotteryShopActions: AnyAction[] = [
  action("activity/lottery!detail", {
    paramErrors: { id: "lotteryNotFound" },
    handler: ({ db, params, services, locale }) => activityDetail(db, params.id, services.clock.now(), locale),
  }),
  action("activity/lottery!mine", {
    paramErrors: { id: "lotteryNotFound" },
    handler: ({ db, params, user, services, locale }) =>
      myDraws(db, params.id, user.partyId, services.clock.now(), locale),
  }),
  action("activity/lottery!draw", {
    rateLimit: [{ rule: "money", by: "user" }],
    paramErrors: { id: "lotteryNotFound", requestId: "paramAbnormal" },
    handler: ({ db, params, user, services, locale }) =>
      db.tx((tx) =>
        drawOnce(tx, {
          activityId: params.id,
          who: user,
          requestId: params.requestId,
          now: services.clock.now(),
          chinese: readsChinese(locale),
        }),
      ),
  }),
];
