import { KEYS, storage } from "../../lib/storage.ts";

/**
 * ES_REMIND_ORDER (spec point 3): the orders this browser reminded the seller about. The server's `reminded`
 * flag is the truth; this only keeps the button right between the click and the next list answer.
 */
const MAX_KEPT = 200;

export const remindedOrders = (): string[] => {
  const v = storage.json<unknown>(KEYS.remindOrder, []);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
};

export function rememberReminder(orderId: string) {
  const list = remindedOrders().filter((id) => id !== orderId);
  storage.setJson(KEYS.remindOrder, [orderId, ...list].slice(0, MAX_KEPT));
}
