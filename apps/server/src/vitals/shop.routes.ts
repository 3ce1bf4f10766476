import { action, type AnyAction } from "../http/actions.ts";
import { recordVitals } from "./record.ts";

/**
 * The storefront's beacon (navigator.sendBeacon, a form body): public, since guests' page views count too, and
 * limited per address, so a script cannot fill the table.
 */
export const vitalsShopActions: AnyAction[] = [
  action("vitals!report", {
    rateLimit: [{ rule: "vitals", by: "ip" }],
    handler: ({ db, params, services }) => recordVitals(db, params, services.clock.now()),
  }),
];
