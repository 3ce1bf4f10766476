import { KEYS, storage } from "../lib/storage.ts";
import { openService } from "./shell/service/service.ts";

/** The start-up queries of spec point 2: `code` (invitation), `customerService`, and `brand` (development). */
export function applyStartQueries(search: string) {
  const q = new URLSearchParams(search);
  const code = q.get("code");
  if (code) storage.set(KEYS.agentCode, code.slice(0, 64));
  if (q.has("customerService") || q.has("customer-service")) openService();
  const brand = q.get("brand");
  if (brand && /^[\w-]{1,40}$/.test(brand)) storage.setBrand(brand);
}
