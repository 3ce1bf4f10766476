/** What the other seller features use of the store: its profile, its public page and its preview card. */
export { useStore } from "./api.ts";
export { storePageUrl } from "./links.ts";
export { StorePreview } from "./StorePreview.tsx";
