import { action, type AnyAction } from "../http/actions.ts";
import { vitalsSummary } from "./queries.ts";

/** The console's speed page (permission "audit" for now): p75 per route over the last 7 days. */
export const vitalsConsoleActions: AnyAction[] = [
  action("console/vitals!summary", { handler: ({ db, services }) => vitalsSummary(db, services.clock.now()) }),
];
