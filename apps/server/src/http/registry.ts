import type { AnyAction } from "./actions.ts";
import { catalogueActions } from "../catalogue/routes.ts";
import { siteActions } from "../site/actions.ts";

/** Every `/api/<module>!<method>.action` the server answers. */
export const allActions: AnyAction[] = [...catalogueActions, ...siteActions];
