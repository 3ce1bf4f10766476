/** What the other storefront features use of the search box: suggestions, the search history, debouncing. */
export { fetchKeyword, useKeywordSuggestions } from "./api.ts";
export { pushHistory, readHistory, writeHistory } from "./history.ts";
export { useDebounced } from "./useDebounced.ts";
