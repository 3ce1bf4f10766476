import {
  type CityList,
  type CountryList,
  cityList,
  countryList,
  ERRORS,
  type StateList,
  stateList,
} from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";

let token: string;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
/** A non-numeric id: the shared router answers it as a parameter error or a missing parameter. */
const malformed = [zh("paramError"), zh("paramMissing")];

// The data set's own ids (docs/decisions/0007-address-data.md). Pinned: stored addresses and the orders'
// test factory rely on them, so a package upgrade that renumbered places would fail here first.
const CHINA = 45;
const GERMANY = 82;
const GUANGDONG = 2279;
const SHENZHEN = 20091;
const MACAU = 128;

const t = appForFile();
beforeAll(async () => {
  token = await sessionFor(t.db, (await buildUser(t.db)).id);
});

const countries = (params: Record<string, string | number> = {}) =>
  t.inject<CountryList>("address!listCountry", params);
/** Called as the signed-in buyer; guest = true leaves the token out. */
const states = (params: Record<string, string | number>, guest = false) =>
  t.inject<StateList>("address!listState", { ...params, ...(guest ? {} : { token }) });
const cities = (params: Record<string, string | number>, guest = false) =>
  t.inject<CityList>("address!listCity", { ...params, ...(guest ? {} : { token }) });

describe("address!listCountry", () => {
  it("is public and answers {data:[{id, countryName}]} for every country of the data set", async () => {
    const r = await countries();
    expect(r.code).toBe("0");
    const body = countryList.parse(r.data);
    expect(body.data.length).toBeGreaterThanOrEqual(240);
    expect(body.data).toContainEqual({ id: CHINA, countryName: "China" });
    expect(body.data).toContainEqual({ id: GERMANY, countryName: "Germany" });
    expect(new Set(body.data.map((c) => c.id)).size).toBe(body.data.length);
  });

  it("names countries in the request language, sorted for that language", async () => {
    const cn = countryList.parse((await countries({ lang: "cn" })).data).data;
    expect(cn).toContainEqual({ id: CHINA, countryName: "中国" });
    expect(countryList.parse((await countries({ lang: "tw" })).data).data).toContainEqual({
      id: CHINA,
      countryName: "中國",
    });
    expect(countryList.parse((await countries({ lang: "de" })).data).data).toContainEqual({
      id: GERMANY,
      countryName: "Deutschland",
    });
    // Thai, Greek and Arabic have no names in the data set; CLDR covers them.
    for (const lang of ["th", "el", "ar", "vi", "ms", "hi"]) {
      const list = countryList.parse((await countries({ lang })).data).data;
      expect(list.find((c) => c.id === GERMANY)?.countryName, lang).not.toBe("Germany");
    }
    const en = countryList.parse((await countries({ lang: "en" })).data).data.map((c) => c.countryName);
    expect(en).toEqual([...en].sort(new Intl.Collator("en").compare));
    // Unknown languages are English.
    expect(countryList.parse((await countries({ lang: "xx" })).data).data).toContainEqual({
      id: GERMANY,
      countryName: "Germany",
    });
  });

  it("filters by a case- and accent-insensitive part of the shown or the English name", async () => {
    const ids = async (params: Record<string, string>) =>
      countryList.parse((await countries(params)).data).data.map((c) => c.id);
    expect(await ids({ countryName: "CHIN" })).toContain(CHINA);
    expect(await ids({ countryName: "germ", lang: "de" })).toEqual([GERMANY]);
    expect(await ids({ countryName: "deutsch", lang: "de" })).toEqual([GERMANY]);
    expect(await ids({ countryName: "中国", lang: "cn" })).toContain(CHINA);
    expect(await ids({ countryName: "ALAND ISL" })).toEqual(await ids({ countryName: "Åland Islands" }));
    expect(await ids({ countryName: "ALAND ISL" })).toHaveLength(1);
    expect(await ids({ countryName: "no such land" })).toEqual([]);
    // A blank filter is no filter.
    expect((await ids({ countryName: "" })).length).toBeGreaterThan(200);
  });

  it("refuses an over-long filter with a parameter error, never a 500", async () => {
    const r = await countries({ countryName: "x".repeat(101) });
    expect(r).toMatchObject({ code: "1", msg: zh("paramError"), status: 200 });
  });
});

describe("address!listState", () => {
  it("needs a session", async () => {
    expect((await states({ countryId: CHINA }, true)).code).toBe("403");
  });

  it("lists the states of a country; Chinese readers get the Chinese names", async () => {
    const en = stateList.parse((await states({ countryId: CHINA })).data).data;
    expect(en).toContainEqual({ id: GUANGDONG, stateName: "Guangdong" });
    const cn = stateList.parse((await states({ countryId: CHINA, lang: "cn" })).data).data;
    expect(cn).toContainEqual({ id: GUANGDONG, stateName: "广东省" });
    // Native names are used only for the country's own language.
    const ja = stateList.parse((await states({ countryId: CHINA, lang: "ja" })).data).data;
    expect(ja).toContainEqual({ id: GUANGDONG, stateName: "Guangdong" });
  });

  it("filters by stateName in either language", async () => {
    const f = async (params: Record<string, string | number>) =>
      stateList.parse((await states({ countryId: CHINA, ...params })).data).data.map((s) => s.id);
    expect(await f({ stateName: "GUANGD" })).toEqual([GUANGDONG]);
    expect(await f({ stateName: "广东", lang: "cn" })).toEqual([GUANGDONG]);
    expect(await f({ stateName: "guangdong", lang: "cn" })).toEqual([GUANGDONG]);
  });

  it("answers an empty list for an unknown country or one without states", async () => {
    expect((await states({ countryId: 999999 })).data).toEqual({ data: [] });
    expect((await states({ countryId: MACAU })).data).toEqual({ data: [] });
  });

  it("refuses a missing or malformed countryId", async () => {
    expect((await states({})).msg).toBe(zh("paramMissing"));
    expect((await states({ countryId: "" })).msg).toBe(zh("paramMissing"));
    expect(malformed).toContain((await states({ countryId: "abc" })).msg);
    expect((await states({ countryId: -1 })).msg).toBe(zh("paramError"));
    expect((await states({ countryId: "99999999999" })).msg).toBe(zh("paramError"));
  });
});

describe("address!listCity", () => {
  it("needs a session", async () => {
    expect((await cities({ stateId: GUANGDONG }, true)).code).toBe("403");
  });

  it("lists the cities of a state, sorted, with a name filter; queryType changes nothing", async () => {
    const all = cityList.parse((await cities({ stateId: GUANGDONG })).data).data;
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContainEqual({ id: SHENZHEN, cityName: "Shenzhen" });
    const names = all.map((c) => c.cityName);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    const shen = cityList.parse((await cities({ stateId: GUANGDONG, cityName: "SHENZ", queryType: 1 })).data).data;
    expect(shen).toEqual([{ id: SHENZHEN, cityName: "Shenzhen" }]);
  });

  it("answers an empty list for an unknown state and refuses malformed ids", async () => {
    expect((await cities({ stateId: 999999 })).data).toEqual({ data: [] });
    expect((await cities({})).msg).toBe(zh("paramMissing"));
    expect(malformed).toContain((await cities({ stateId: "x" })).msg);
  });

  it("takes GET-less POST bodies as form or JSON too", async () => {
    const form = await t.inject<CityList>(
      "address!listCity",
      { token, stateId: GUANGDONG, cityName: "shenz" },
      { as: "form" },
    );
    expect(form.data.data).toEqual([{ id: SHENZHEN, cityName: "Shenzhen" }]);
    const json = await t.inject<CityList>(
      "address!listCity",
      { token, stateId: GUANGDONG, cityName: "shenz" },
      { as: "json" },
    );
    expect(json.data.data).toEqual([{ id: SHENZHEN, cityName: "Shenzhen" }]);
    expect((await t.inject("address!listCity", { token, stateId: GUANGDONG }, { method: "GET" })).msg).toBe(
      zh("illegalRequest"),
    );
  });
});
