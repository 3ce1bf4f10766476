import { ERRORS } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildStaff, buildUser, sessionFor } from "../../test/factories.ts";
import type { AnyAction } from "../http/actions.ts";
import { allActions } from "../routes.ts";
import { type App, canDeregister, canFollowStores, canLogIn, PERMISSIONS } from "./policies.ts";

/**
 * The authorization matrix: every protected action, called by a guest and by a session of each other app,
 * answers 403 before it does anything; console actions refuse staff whose role lacks the permission.
 */
const tokens: Partial<Record<"buyer" | "seller" | "sellerShop" | "staff" | "staffBare", string>> = {};

const t = appForFile();
beforeAll(async () => {
  const buyer = await buildUser(t.db);
  const seller = await buildUser(t.db, { role: "SELLER" });
  const staff = await buildStaff(t.db);
  const bare = await buildStaff(t.db, { permissions: [] });
  tokens.buyer = await sessionFor(t.db, buyer.id, "shop");
  tokens.sellerShop = await sessionFor(t.db, seller.id, "shop");
  tokens.seller = await sessionFor(t.db, seller.id, "seller");
  tokens.staff = await sessionFor(t.db, staff.id, "admin");
  tokens.staffBare = await sessionFor(t.db, bare.id, "admin");
});

const appOf = (a: AnyAction): App | undefined => (a.auth === true ? "shop" : a.auth || undefined);
const protectedActions = allActions.filter((a) => appOf(a));
const methodOf = (a: AnyAction) => (a.method === "GET" ? "GET" : "POST");

describe("authorization matrix", () => {
  it("covers every app", () => {
    const apps = new Set(protectedActions.map(appOf));
    expect(apps.has("shop")).toBe(true);
  });

  it.each(protectedActions.map((a) => [a.name, a] as const))(
    "%s refuses guests and other apps' sessions",
    async (_n, a) => {
      const app = appOf(a);
      // The original's answer to a missing, unknown or other app's token alike: 403 and 请重新登录 (the wallet's
      // own sentence, 登录过期，请重新登录, where an action names one).
      const msg = ERRORS[a.sessionError ?? "notLoggedIn"].zh;
      const guest = await t.inject(a.name, {}, { method: methodOf(a) });
      expect(guest).toMatchObject({ code: "403", msg });
      const unknown = await t.inject(a.name, { token: "0".repeat(32) }, { method: methodOf(a) });
      expect(unknown).toMatchObject({ code: "403", msg });
      const others = {
        shop: [tokens.seller, tokens.staff],
        seller: [tokens.buyer, tokens.sellerShop, tokens.staff],
        admin: [tokens.buyer, tokens.seller, tokens.sellerShop],
      }[app ?? "shop"];
      for (const token of others) {
        const r = await t.inject(a.name, { token }, { method: methodOf(a) });
        expect({ action: a.name, code: r.code, msg: r.msg }).toEqual({ action: a.name, code: "403", msg });
      }
    },
  );

  const guarded = allActions.filter((a) => a.permission);
  it.each(guarded.map((a) => [a.name, a] as const))("%s refuses staff without its permission", async (_n, a) => {
    const r = await t.inject(a.name, { token: tokens.staffBare }, { method: methodOf(a) });
    expect(r).toMatchObject({ code: "1", msg: ERRORS.noPermission.zh });
  });
});

describe("policies", () => {
  it("lets each role through its own doors only", () => {
    expect(canLogIn("MEMBER", "shop")).toBe(true);
    expect(canLogIn("SELLER", "shop")).toBe(true);
    expect(canLogIn("STAFF", "shop")).toBe(false);
    expect(canLogIn("MEMBER", "seller")).toBe(false);
    expect(canLogIn("SELLER", "seller")).toBe(true);
    expect(canLogIn("SELLER", "admin")).toBe(false);
    expect(canLogIn("STAFF", "admin")).toBe(true);
  });

  it("keeps sellers from following stores and staff from deregistering", () => {
    const user = {
      partyId: 1,
      username: "x",
      usercode: "1",
      app: "shop" as const,
      permissions: [],
      sellerId: undefined,
    };
    expect(canFollowStores({ ...user, role: "MEMBER" })).toBe(true);
    expect(canFollowStores({ ...user, role: "SELLER" })).toBe(false);
    expect(canDeregister("STAFF")).toBe(false);
    expect(canDeregister("MEMBER")).toBe(true);
    expect(PERMISSIONS).toContain("users");
  });
});
