/** What the console's frame uses of the desk: the live socket, and the navigation's badge. */
export { useDeskUnread } from "./api.ts";
export { badgeOf } from "./desk.ts";
export { useDeskLive } from "./live.ts";
