import type { AnyAction } from "../http/actions.ts";
import { lotteryConsoleActions } from "./console.routes.ts";
import { lotteryShopActions } from "./shop.routes.ts";

/** The lottery's actions, every door (issue 14 §2). */
export const lotteryActions: AnyAction[] = [...lotteryShopActions, ...lotteryConsoleActions];
export { detailUrlOf, saveActivity, publishActivity } from "./set-up.ts";
export { closeEndedActivities } from "./close-ended.ts";
