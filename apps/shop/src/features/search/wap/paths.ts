import { encodeKeyword } from "../api.ts";

export type Scope = "goods" | "store";

/** /wap/results for a keyword: `k` JSON-encoded as the desktop's search routes carry it (spec point 2). */
export const resultsPath = (keyword: string, scope: Scope = "goods") =>
  `/wap/results?k=${encodeKeyword(keyword)}${scope === "store" ? "&scope=store" : ""}`;

/** /wap/search, opened on a keyword to change it. */
export const searchPath = (keyword: string, scope: Scope = "goods") =>
  `/wap/search${keyword ? `?k=${encodeKeyword(keyword)}` : ""}${scope === "store" ? `${keyword ? "&" : "?"}scope=store` : ""}`;

export const scopeOf = (raw: string | null): Scope => (raw === "store" ? "store" : "goods");
