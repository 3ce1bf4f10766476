import type { AnyAction } from "../http/actions.ts";
import { vitalsConsoleActions } from "./console.routes.ts";
import { vitalsShopActions } from "./shop.routes.ts";

/** Web Vitals from the field (issue 14 §3): the storefront's beacon and the console's figures. */
export const vitalsActions: AnyAction[] = [...vitalsShopActions, ...vitalsConsoleActions];
