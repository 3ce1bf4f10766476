/** What the other storefront features use of the stores: following a store. */
export { useToggleFollow } from "./api.ts";
export { FollowButton } from "./FollowButton.tsx";
