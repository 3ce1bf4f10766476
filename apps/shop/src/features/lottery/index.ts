/** What the rest of the storefront uses of the lucky draw: the popup's once-a-day rule and the page's address. */
export { markPopupShown, POPUP_SEEN_KEY, popupDueNow } from "./popup-day.ts";
export { LOTTERY_PATH, lotteryPath } from "./paths.ts";
