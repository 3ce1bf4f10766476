import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildUser } from "../../test/factories.ts";
import {
  createSession,
  MAX_SESSIONS_PER_APP,
  pruneSessions,
  resolveSession,
  SESSION_MAX_AGE_MS,
  SESSION_TTL_MS,
  touchSession,
} from "./sessions.ts";

const t = appForFile();
const DAY = 86_400_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe("sessions", () => {
  it("end at their maximum age, however often the heartbeat comes", async () => {
    const u = await buildUser(t.db);
    const t0 = new Date("2026-01-01T00:00:00Z");
    const token = await createSession(t.db, { partyId: u.id, app: "shop", now: t0 });
    for (let day = 20; day < 90; day += 20) await touchSession(t.db, token, "shop", at(t0, day * DAY));
    await touchSession(t.db, token, "shop", at(t0, 89 * DAY));
    expect(await resolveSession(t.db, token, at(t0, SESSION_MAX_AGE_MS.shop - 1000))).toBeDefined();
    expect(await resolveSession(t.db, token, at(t0, SESSION_MAX_AGE_MS.shop + 1000))).toBeUndefined();
  });

  it("keep at most the newest few per account and app; a new login ends the oldest", async () => {
    const u = await buildUser(t.db);
    const t0 = new Date("2026-02-01T00:00:00Z");
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_APP; i++) {
      tokens.push(await createSession(t.db, { partyId: u.id, app: "shop", now: at(t0, i * 1000) }));
    }
    const seller = await createSession(t.db, { partyId: u.id, app: "seller", now: at(t0, 60_000) });
    const now = at(t0, 120_000);
    expect(await resolveSession(t.db, tokens[0] ?? "", now)).toBeUndefined();
    for (const token of tokens.slice(1)) expect(await resolveSession(t.db, token, now)).toBeDefined();
    expect(await resolveSession(t.db, seller, now)).toBeDefined();
  });

  it("are deleted once expired, by the timed job and at the account's next login", async () => {
    const u = await buildUser(t.db);
    const v = await buildUser(t.db);
    const t0 = new Date("2026-03-01T00:00:00Z");
    await createSession(t.db, { partyId: u.id, app: "admin", now: t0 });
    await createSession(t.db, { partyId: v.id, app: "admin", now: t0 });
    const count = async (id: number) =>
      (await t.db.query<{ n: number }>("select count(*)::int n from session where party_id = $1", [id]))[0]?.n;
    const later = at(t0, SESSION_TTL_MS.admin + 1000);
    await createSession(t.db, { partyId: u.id, app: "shop", now: later });
    expect(await count(u.id)).toBe(1);
    expect(await pruneSessions(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await count(v.id)).toBe(0);
  });
});
