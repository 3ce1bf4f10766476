/**
 * The lucky-draw popup shows once a day per visitor (issue 14 §2), whichever tab opens first: the day it was
 * last shown is kept in localStorage, in the visitor's own calendar.
 */
export const POPUP_SEEN_KEY = "lotterySeen";

/** "YYYY-MM-DD" of the visitor's local calendar. */
export function localDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Whether to show it now. `stored` is the day it was last shown. `tabFlag` is the per-tab mark ("1") the popup
 * used to keep in sessionStorage: a tab that already closed it under that rule is not shown it again.
 */
export const popupDue = (stored: string | null, today: string, tabFlag: string | null = null): boolean =>
  stored !== today && tabFlag !== "1";

function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

export const popupDueNow = (now = new Date()): boolean =>
  popupDue(
    read(() => localStorage, POPUP_SEEN_KEY),
    localDay(now),
    read(() => sessionStorage, POPUP_SEEN_KEY),
  );

/** Marks today as shown, for every tab of this browser. */
export function markPopupShown(now = new Date()): void {
  try {
    localStorage.setItem(POPUP_SEEN_KEY, localDay(now));
  } catch {
    /* storage disabled: the popup may show again on the next page load, harmless */
  }
}
