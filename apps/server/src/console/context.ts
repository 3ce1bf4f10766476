import type { Ctx, SessionUser } from "../http/actions.ts";
import { SessionError } from "../http/errors.ts";

/**
 * The staff member behind a console call. The router has already refused calls without an admin session,
 * so a missing user here is a wiring mistake answered as "log in again", never a crash.
 */
export function staffOf(ctx: Ctx<unknown>): SessionUser {
  if (!ctx.user) throw new SessionError();
  return ctx.user;
}

export const nowOf = (ctx: Ctx<unknown>): Date => ctx.services.clock.now();
