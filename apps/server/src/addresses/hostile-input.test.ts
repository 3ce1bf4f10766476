import { ERRORS } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildAddress, buildSeller, buildUser, sessionFor } from "../../test/factories.ts";
import { expectCatalogueAnswer, hostileValues } from "../../test/hostile.ts";
import { favouriteActions } from "../favourites/shop.routes.ts";
import { addressActions } from "./shop.routes.ts";

/**
 * Every address, favourite and follow action, signed in, against hostile values in every parameter it
 * reads: a catalogue sentence each time, never a 500 (the catalogue's bad-input test does the same for
 * the public actions, where these would only answer 403).
 */
let token: string;

const t = appForFile();
beforeAll(async () => {
  const u = await buildUser(t.db);
  token = await sessionFor(t.db, u.id);
  await buildAddress(t.db, u.id);
  await buildSeller(t.db);
});

const actions = [...addressActions, ...favouriteActions];
const PARAMS = [
  "id",
  "use",
  "contacts",
  "phone",
  "email",
  "postcode",
  "address",
  "countryId",
  "provinceId",
  "cityId",
  "country",
  "province",
  "city",
  "countryName",
  "stateId",
  "stateName",
  "cityName",
  "queryType",
  "sellerId",
  "sellerGoodsId",
  "pageNum",
  "pageSize",
  "lang",
];
// Besides the usual: zero, an escaped name and a right-to-left override.
const HOSTILE = [...hostileValues("user_address"), "0", "%E5%BC%A0", "\u202Eevil"];

const expectCatalogue = (r: { status: number; code: string; msg: string | null }, label: string) =>
  expectCatalogueAnswer(r, label, ["0", "1"]);

describe("hostile parameters on the address, favourite and follow actions", () => {
  it("never answers a 500 when every parameter holds the same hostile value", async () => {
    for (const a of actions) {
      for (const value of HOSTILE) {
        const params = { token, ...Object.fromEntries(PARAMS.map((n) => [n, value])) };
        const r = await t.inject(a.name, params, { as: value.length > 2000 ? "form" : "query" });
        expectCatalogue(r, `${a.name} ${value.slice(0, 20)}`);
      }
    }
  });

  it("never answers a 500 to arrays, objects or non-objects in JSON bodies", async () => {
    for (const a of actions) {
      for (const json of [
        { token, id: [1, 2], contacts: { $ne: 1 }, countryId: [82], sellerId: {}, sellerGoodsId: [] },
        { token, phone: 8613800138000, use: true, pageNum: null },
        [1, 2, 3],
        "text",
      ]) {
        const r = await t.inject(a.name, {}, { json });
        expect(r.status, `${a.name} ${JSON.stringify(json)}`).toBeLessThan(500);
        expect(r.msg).not.toBe(ERRORS.systemError.zh);
      }
    }
  });

  it("takes only POST, as the original's @PostMapping did", async () => {
    for (const a of actions) {
      const r = await t.inject(a.name, { token }, { method: "GET" });
      expect(r, a.name).toMatchObject({ code: "1", msg: ERRORS.illegalRequest.zh });
    }
  });
});
