/** What other console features (the loan desk) may use of the finance desk. */
export { newRequestId } from "./api.ts";
export { Age } from "./desk.tsx";
export { default as deskStyles } from "./desk.module.css";
export { EntryLink } from "./EntryDialog.tsx";
export { default as financeStyles } from "./finance.module.css";
export { useOneAtATime } from "./once.ts";
