import { addressList, ERRORS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile, type Params } from "../../test/app.ts";
import { buildSyspara, buildUser, sessionFor, signedInUser } from "../../test/factories.ts";

const t = appForFile();
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
/** A non-numeric id: the shared router answers it as a parameter error or a missing parameter. */
const malformed = [zh("paramError"), zh("paramMissing")];

// Ids of the data set (pinned in places.test.ts).
const CHINA = 45;
const GUANGDONG = 2279;
const GUANGXI = 2278;
const SHENZHEN = 20091;
const GERMANY = 82;
const MACAU = 128;

/** A fresh buyer with a shop session. */
const buyer = () => signedInUser(t.db);

const form = (o: Params = {}): Params => ({
  contacts: "Zhang San",
  phone: "+86 13800138000",
  email: "zhangsan01@example.com",
  postcode: "518000",
  address: "1 Shennan Avenue, Futian",
  countryId: CHINA,
  provinceId: GUANGDONG,
  cityId: SHENZHEN,
  // The client also sends names; they are not trusted.
  country: "Atlantis",
  province: "Nowhere",
  city: "Nope",
  use: 0,
  ...o,
});

const add = (token: string, o: Params = {}) => t.inject("address!add", { token, ...form(o) });
const edit = (token: string, id: number, o: Params = {}) => t.inject("address!edit", { token, id, ...form(o) });
const del = (token: string, id: number | string) => t.inject("address!del", { token, id });
async function list(token: string, lang?: string) {
  const r = await t.inject("address!list", { token, ...(lang ? { lang } : {}) });
  expect(r.code).toBe("0");
  return addressList.parse(r.data).pageList;
}
const rows = (partyId: number) =>
  t.db.query<{ id: number; is_default: boolean }>(
    "select id, is_default from user_address where party_id = $1 order by id",
    [partyId],
  );

describe("sessions", () => {
  it("answers 403 to every address call without a shop session", async () => {
    for (const action of ["address!list", "address!add", "address!edit", "address!del"]) {
      expect((await t.inject(action, form({ id: 1 }))).code, action).toBe("403");
    }
    const u = await buildUser(t.db, { role: "STAFF" });
    const consoleToken = await sessionFor(t.db, u.id, "admin");
    expect((await t.inject("address!list", { token: consoleToken })).code).toBe("403");
  });
});

describe("adding and listing", () => {
  it("stores the address with names taken from the ids and a normalised phone; the first is the default", async () => {
    const b = await buyer();
    const r = await add(b.token);
    expect(r).toMatchObject({ code: "0", msg: zh("operationSuccess"), data: null });
    const [a] = await list(b.token);
    expect(a).toMatchObject({
      use: 1,
      contacts: "Zhang San",
      phone: "86 13800138000",
      email: "zhangsan01@example.com",
      postcode: "518000",
      address: "1 Shennan Avenue, Futian",
      country: "China",
      province: "Guangdong",
      city: "Shenzhen",
      countryId: CHINA,
      provinceId: GUANGDONG,
      cityId: SHENZHEN,
    });
  });

  it("shows country and state names in the request language", async () => {
    const b = await buyer();
    await add(b.token);
    expect((await list(b.token, "cn"))[0]).toMatchObject({ country: "中国", province: "广东省", city: "Shenzhen" });
    expect((await list(b.token, "de"))[0]).toMatchObject({ country: "China", province: "Guangdong" });
    expect((await list(b.token, "ja"))[0]).toMatchObject({ country: "中国", province: "Guangdong" });
  });

  it("keeps one default: use=1 moves it, the list shows the default first and then the newest", async () => {
    const b = await buyer();
    await add(b.token, { contacts: "First" });
    await add(b.token, { contacts: "Second" });
    expect((await list(b.token)).map((a) => [a.contacts, a.use])).toEqual([
      ["First", 1],
      ["Second", 0],
    ]);
    await add(b.token, { contacts: "Third", use: 1 });
    expect((await list(b.token)).map((a) => [a.contacts, a.use])).toEqual([
      ["Third", 1],
      ["Second", 0],
      ["First", 0],
    ]);
  });

  it("accepts optional email and postcode left blank, and a country without states", async () => {
    const b = await buyer();
    const r = await add(b.token, { email: "", postcode: undefined, countryId: MACAU, provinceId: 0, cityId: "" });
    expect(r.code).toBe("0");
    expect((await list(b.token))[0]).toMatchObject({
      email: "",
      postcode: "",
      countryId: MACAU,
      provinceId: 0,
      cityId: 0,
      province: "",
      city: "",
    });
  });

  it("reads the parameters from a form body or a JSON body as well as the query string", async () => {
    const b = await buyer();
    expect((await t.inject("address!add", { token: b.token, ...form() }, { as: "form" })).code).toBe("0");
    expect((await t.inject("address!add", { token: b.token, ...form() }, { as: "json" })).code).toBe("0");
    expect(await list(b.token)).toHaveLength(2);
  });
});

describe("validation (spec point 5)", () => {
  const cases: [string, Params, keyof typeof ERRORS][] = [
    ["no consignee", { contacts: "" }, "contactsInvalid"],
    ["consignee over 64", { contacts: "a".repeat(65) }, "contactsInvalid"],
    ["consignee with digits", { contacts: "Tom 2" }, "contactsInvalid"],
    ["consignee in Cyrillic", { contacts: "Иван" }, "contactsInvalid"],
    ["consignee of punctuation only", { contacts: "--" }, "contactsInvalid"],
    ["no phone", { phone: "" }, "phoneInvalid"],
    ["phone without area code", { phone: "13800138000" }, "phoneInvalid"],
    ["phone of 7 digits", { phone: "86 1380013" }, "phoneInvalid"],
    ["phone with letters", { phone: "86 1380013800x" }, "phoneInvalid"],
    ["area code too long", { phone: "+12345 13800138000" }, "phoneInvalid"],
    ["bad e-mail", { email: "not-an-email" }, "emailInvalid"],
    ["e-mail name under 6", { email: "abc@example.com" }, "emailInvalid"],
    ["e-mail over 64", { email: `${"a".repeat(60)}@example.com` }, "emailInvalid"],
    ["postcode of 4 digits", { postcode: "1234" }, "postcodeInvalid"],
    ["postcode with letters", { postcode: "SW1A1AA" }, "postcodeInvalid"],
    ["postcode over 32", { postcode: "1".repeat(33) }, "postcodeInvalid"],
    ["no address", { address: "  " }, "addressLineInvalid"],
    ["address over 255", { address: "a".repeat(256) }, "addressLineInvalid"],
    ["address with a line break", { address: "a\nb" }, "addressLineInvalid"],
    ["country 0", { countryId: 0 }, "chooseDeliveryAddress"],
    ["country empty", { countryId: "" }, "chooseDeliveryAddress"],
    ["country missing", { countryId: undefined }, "chooseDeliveryAddress"],
    ["country not a number", { countryId: "China" }, "chooseDeliveryAddress"],
    ["unknown country", { countryId: 999999 }, "chooseDeliveryAddress"],
    ["state of another country", { countryId: GERMANY }, "chooseDeliveryAddress"],
    ["no state where the country has states", { provinceId: 0, cityId: 0 }, "chooseDeliveryAddress"],
    ["city of another state", { provinceId: GUANGXI }, "chooseDeliveryAddress"],
    ["no city where the state has cities", { cityId: "" }, "chooseDeliveryAddress"],
    ["unknown city", { cityId: 99999999 }, "chooseDeliveryAddress"],
    ["a state for a country without states", { countryId: MACAU, cityId: 0 }, "chooseDeliveryAddress"],
    ["use out of range", { use: 2 }, "paramError"],
  ];

  it.each(cases)("refuses %s on add and on edit, storing nothing", async (_, o, key) => {
    const b = await buyer();
    const r = await add(b.token, o);
    expect(r).toMatchObject({ code: "1", msg: zh(key), status: 200 });
    expect(await rows(b.id)).toEqual([]);
    await add(b.token);
    const [a] = await list(b.token);
    expect((await edit(b.token, Number(a?.id ?? 0), { ...o, contacts: o.contacts ?? "Changed" })).msg).toBe(zh(key));
    expect((await list(b.token))[0]?.contacts).toBe("Zhang San");
  });

  it("accepts Chinese and English names with the usual separators, and typed phone spacing", async () => {
    const b = await buyer();
    for (const contacts of ["张三", "Mary-Jane O'Neil", "约翰·史密斯", "J. R. Smith", "a".repeat(64)]) {
      expect((await add(b.token, { contacts })).code, contacts).toBe("0");
    }
    expect((await add(b.token, { phone: " 49  151-2345-6789 " })).code).toBe("0");
    // The PC client's extra encodeURIComponent layer on the consignee (contract 2.2).
    expect((await add(b.token, { contacts: encodeURIComponent("王五") })).code).toBe("0");
    expect((await list(b.token)).some((a) => a.contacts === "王五")).toBe(true);
    expect((await list(b.token))[0]?.phone).toBe("86 13800138000");
    expect((await list(b.token)).some((a) => a.phone === "49 15123456789")).toBe(true);
    expect((await add(b.token, { address: "a".repeat(255), postcode: "1".repeat(32) })).code).toBe("0");
  });

  it("never answers a 500 to hostile shapes", async () => {
    const b = await buyer();
    for (const json of [
      { token: b.token, ...form(), contacts: ["a", "b"] },
      { token: b.token, ...form(), countryId: { $gt: 1 } },
      { token: b.token, ...form(), phone: 8613800138000 },
      { token: b.token, ...form(), use: null },
    ]) {
      const r = await t.inject("address!add", {}, { json });
      expect(r.status, JSON.stringify(json)).toBeLessThan(500);
    }
    const broken = await t.app.inject({
      method: "POST",
      url: `/api/address!add.action?token=${b.token}`,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBeLessThan(500);
  });
});

describe("editing and deleting", () => {
  it("edits every field; use=1 moves the default, use=0 on the default keeps it", async () => {
    const b = await buyer();
    await add(b.token, { contacts: "First" });
    await add(b.token, { contacts: "Second" });
    const [first, second] = await list(b.token);
    if (!first || !second) throw new Error("two addresses expected");
    const r = await edit(b.token, Number(second.id), {
      contacts: "李四",
      phone: "49 15123456789",
      email: "lisi2024@example.de",
      postcode: "10115",
      address: "Invalidenstrasse 1",
      countryId: MACAU,
      provinceId: "",
      cityId: "",
    });
    expect(r).toMatchObject({ code: "0", msg: zh("operationSuccess") });
    expect((await list(b.token)).find((a) => a.id === second.id)).toMatchObject({
      contacts: "李四",
      phone: "49 15123456789",
      countryId: MACAU,
      provinceId: 0,
      cityId: 0,
      use: 0,
    });
    await edit(b.token, Number(first.id), { use: 0 });
    expect((await list(b.token)).find((a) => a.id === first.id)?.use).toBe(1);
    await edit(b.token, Number(second.id), { use: 1, countryId: CHINA });
    expect((await list(b.token)).map((a) => [a.id, a.use])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);
  });

  it("deleting the default makes the newest remaining address the default", async () => {
    const b = await buyer();
    for (const contacts of ["One", "Two", "Three"]) await add(b.token, { contacts });
    const [one, two, three] = await rows(b.id);
    if (!one || !two || !three) throw new Error("three addresses expected");
    expect(one.is_default).toBe(true);
    expect(await del(b.token, two.id)).toMatchObject({ code: "0", msg: zh("operationSuccess") });
    expect((await rows(b.id)).map((r) => [r.id, r.is_default])).toEqual([
      [one.id, true],
      [three.id, false],
    ]);
    await del(b.token, one.id);
    expect((await rows(b.id)).map((r) => [r.id, r.is_default])).toEqual([[three.id, true]]);
    await del(b.token, three.id);
    expect(await rows(b.id)).toEqual([]);
    // The next address starts a new book: it is the default.
    await add(b.token);
    expect((await list(b.token))[0]?.use).toBe(1);
  });

  it("refuses unknown and malformed ids", async () => {
    const b = await buyer();
    expect((await del(b.token, 999999)).msg).toBe(zh("noData"));
    expect((await edit(b.token, 999999)).msg).toBe(zh("noData"));
    expect(malformed).toContain((await del(b.token, "abc")).msg);
    expect((await t.inject("address!del", { token: b.token })).msg).toBe(zh("paramMissing"));
    expect((await t.inject("address!edit", { token: b.token, ...form() })).msg).toBe(zh("paramMissing"));
  });
});

describe("another buyer's addresses", () => {
  it("are invisible and untouchable, answered exactly like ids that do not exist", async () => {
    const owner = await buyer();
    const other = await buyer();
    await add(owner.token, { contacts: "Owner" });
    const [mine] = await list(owner.token);
    if (!mine) throw new Error("address expected");
    expect(await list(other.token)).toEqual([]);
    const missing = await edit(other.token, 999999);
    const foreign = await edit(other.token, Number(mine.id), { contacts: "Thief", use: 1 });
    expect(foreign).toEqual(missing);
    expect(await del(other.token, mine.id)).toEqual(await del(other.token, 999998));
    expect(await list(owner.token)).toEqual([mine]);
    // The other buyer's first address is still their own default, not affected by the owner's.
    await add(other.token);
    expect((await list(other.token))[0]?.use).toBe(1);
    expect((await list(owner.token))[0]?.use).toBe(1);
  });
});

describe("the cap (syspara mall_address_max)", () => {
  it("is 20 by default", async () => {
    const b = await buyer();
    for (let i = 0; i < 20; i++) expect((await add(b.token)).code).toBe("0");
    expect((await add(b.token)).msg).toBe(zh("addressLimit"));
    expect(await rows(b.id)).toHaveLength(20);
  });

  it("follows the configured value and holds under parallel adds, with one default", async () => {
    await buildSyspara(t.db, "mall_address_max", "5");
    t.caches.reference.clear();
    try {
      const b = await buyer();
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => add(b.token, { use: i % 2 })));
      expect(answers.filter((a) => a.code === "0")).toHaveLength(5);
      expect(answers.filter((a) => a.msg === zh("addressLimit"))).toHaveLength(7);
      const stored = await rows(b.id);
      expect(stored).toHaveLength(5);
      expect(stored.filter((r) => r.is_default)).toHaveLength(1);
      // A freed place can be used again.
      await del(b.token, stored[0]?.id ?? 0);
      expect((await add(b.token)).code).toBe("0");
      expect((await add(b.token)).msg).toBe(zh("addressLimit"));
    } finally {
      await buildSyspara(t.db, "mall_address_max", "not a number");
      t.caches.reference.clear();
    }
  });

  it("keeps exactly one default when several addresses are made default at once", async () => {
    const b = await buyer();
    for (let i = 0; i < 6; i++) await add(b.token);
    const ids = (await rows(b.id)).map((r) => r.id);
    const answers = await Promise.all(ids.map((id) => edit(b.token, id, { use: 1 })));
    expect(answers.every((a) => a.code === "0")).toBe(true);
    expect((await rows(b.id)).filter((r) => r.is_default)).toHaveLength(1);
  });
});
