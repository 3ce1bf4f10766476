/** What other features may use of favourites. */
export { isFollowing } from "./follow-store.ts";
export { isKept, keptAmong } from "./keep-goods.ts";
