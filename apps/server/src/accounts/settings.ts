import type { Ctx } from "../http/actions.ts";
import { syspara } from "../site/index.ts";

/** Account rules the platform tunes through system parameters, with the spec's defaults. */
const DEFAULTS = {
  number_of_wrong_passwords: 3,
  mall_reregister_days: 30,
  verify_code_per_day: 10,
  verify_code_ttl_minutes: 10,
} as const;

export async function accountSetting(
  ctx: Pick<Ctx<unknown>, "db" | "caches">,
  code: keyof typeof DEFAULTS,
): Promise<number> {
  const raw = await syspara(ctx.db, ctx.caches, code);
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : DEFAULTS[code];
}
