import type { AnyAction } from "../http/actions.ts";
import { newsletterConsoleActions } from "./console.routes.ts";
import { newsletterShopActions } from "./shop.routes.ts";

/** The newsletter's actions, every door (issue 14 §2). */
export const newsletterActions: AnyAction[] = [...newsletterShopActions, ...newsletterConsoleActions];
