import { loadCatalogue } from "@mall/i18n/load";
import { ADDRESS_PARAM_ERRORS, type AddressVo, addressAddParams, addressEditParams, ERRORS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import {
  ADDRESS_FIELDS,
  type AddressDraft,
  checkDraft,
  draftOf,
  emptyDraft,
  FIELD_PROBLEMS,
  fieldOfRefusal,
  toAddParams,
} from "./address-draft.ts";

const stored: AddressVo = {
  id: "4",
  use: 0,
  phone: "1 5551234567",
  contacts: "Alice Smith",
  address: "12 Harbour Road",
  email: "",
  postcode: "10001",
  country: "United States",
  province: "Alabama",
  city: "",
  countryId: 233,
  provinceId: 1456,
  cityId: 0,
};

describe("editing an address of the book", () => {
  it("turns the stored address back into the form it came from", () => {
    const d = draftOf(stored);
    expect(d).toMatchObject({
      areaCode: "1",
      phone: "5551234567",
      countryId: 233,
      provinceId: 1456,
      cityId: undefined,
    });
    expect(checkDraft(d, { state: true, city: false })).toEqual({});
  });
  it("sends it back unchanged as a valid address!edit", () => {
    const p = addressEditParams.safeParse({ id: stored.id, ...toAddParams(draftOf(stored)) });
    expect(p.success).toBe(true);
    expect(p.data).toMatchObject({ id: 4, use: 0, phone: "1 5551234567", contacts: "Alice Smith", countryId: 233 });
  });
});

describe("the new-address form", () => {
  const ok: AddressDraft = {
    ...emptyDraft("86", true),
    contacts: "Alice Smith",
    phone: "138 0000 0000",
    countryId: 3,
    provinceId: 30,
    cityId: 300,
    address: "1 Main Street",
  };
  const none = { state: true, city: true };

  it("accepts a complete address and sends the contract's phone form", () => {
    expect(checkDraft(ok, none)).toEqual({});
    expect(toAddParams(ok)).toMatchObject({ use: 1, phone: "86 13800000000", contacts: "Alice Smith", countryId: 3 });
  });
  it("names each missing or wrong field", () => {
    expect(checkDraft(emptyDraft("1", false), none)).toEqual({
      contacts: "required",
      phone: "required",
      countryId: "required",
      provinceId: "required",
      cityId: "required",
      address: "required",
    });
    expect(checkDraft({ ...ok, contacts: "Al1ce", phone: "123", email: "bad@", postcode: "12" }, none)).toEqual({
      contacts: "invalid",
      phone: "invalid",
      email: "invalid",
      postcode: "invalid",
    });
    expect(checkDraft({ ...ok, contacts: "a".repeat(65), address: "x".repeat(256) }, none)).toEqual({
      contacts: "tooLong",
      address: "tooLong",
    });
  });
  it("does not ask for a state or city where the lists have none", () => {
    expect(checkDraft({ ...ok, provinceId: undefined, cityId: undefined }, { state: false, city: false })).toEqual({});
  });
});

describe("the form and the server agree", () => {
  const ok: AddressDraft = {
    ...emptyDraft("86", false),
    contacts: "Alice Smith",
    phone: "13800000000",
    countryId: 3,
    address: "1 Main Street",
  };
  const none = { state: false, city: false };
  const drafts: AddressDraft[] = [
    ok,
    { ...ok, contacts: "约翰·史密斯" },
    { ...ok, contacts: "O'Neil-Smith Jr." },
    { ...ok, contacts: "Alice2" },
    { ...ok, contacts: " " },
    { ...ok, phone: "1234567" },
    { ...ok, phone: "123 4567 8" },
    { ...ok, phone: "12345678901234567" },
    { ...ok, phone: "555-123-4567" },
    { ...ok, areaCode: "12345" },
    { ...ok, email: "alice1@example.com" },
    { ...ok, email: "al@example.com" },
    { ...ok, email: `${"a".repeat(60)}@example.com` },
    { ...ok, postcode: "1234" },
    { ...ok, postcode: "12345" },
    { ...ok, postcode: "1".repeat(33) },
    { ...ok, postcode: "12a45" },
    { ...ok, address: "line one\tline two" },
    { ...ok, address: "  " },
    { ...ok, countryId: undefined },
  ];
  it.each(drafts.map((d, i) => [i, d] as const))(
    "draft %i: accepted by the form exactly when by the schema",
    (_, d) => {
      const found = checkDraft(d, none);
      const server = addressAddParams.safeParse(toAddParams(d));
      expect(Object.keys(found).length === 0).toBe(server.success);
      if (!server.success) {
        const fields = new Set(server.error.issues.map((i) => String(i.path[0])));
        expect(new Set(Object.keys(found))).toEqual(fields);
      }
    },
  );
  it("says why: missing, too long or not in the right form", () => {
    expect(checkDraft({ ...ok, email: `${"a".repeat(60)}@example.com` }, none)).toEqual({ email: "tooLong" });
    expect(checkDraft({ ...ok, postcode: "1".repeat(33) }, none)).toEqual({ postcode: "tooLong" });
    expect(checkDraft({ ...ok, phone: "12345678901234567" }, none)).toEqual({ phone: "invalid" });
    expect(checkDraft({ ...ok, address: "a\tb" }, none)).toEqual({ address: "invalid" });
    expect(checkDraft({ ...ok, contacts: " ", address: " " }, none)).toEqual({
      contacts: "required",
      address: "required",
    });
  });
});

describe("a refusal of the server goes under the field it names", () => {
  const d: AddressDraft = { ...emptyDraft("1", false), countryId: 233, provinceId: 1456 };
  it("reads the contract's own parameter → message map backwards", () => {
    expect(fieldOfRefusal(d, "phoneInvalid", { state: true, city: false })).toEqual({
      field: "phone",
      key: "phoneInvalid",
    });
    expect(fieldOfRefusal(d, "emailInvalid", { state: true, city: false })?.field).toBe("email");
    for (const [param, key] of Object.entries(ADDRESS_PARAM_ERRORS)) {
      if (key) expect(ADDRESS_FIELDS).toContain(param);
    }
  });
  it("puts a refused place on the part still to choose, else on the country", () => {
    expect(fieldOfRefusal(d, "chooseDeliveryAddress", { state: true, city: true })?.field).toBe("cityId");
    expect(fieldOfRefusal(d, "chooseDeliveryAddress", { state: true, city: false })?.field).toBe("countryId");
    expect(
      fieldOfRefusal({ ...d, provinceId: undefined }, "chooseDeliveryAddress", { state: false, city: false }),
    ).toEqual({ field: "countryId", key: "chooseDeliveryAddress" });
    expect(
      fieldOfRefusal({ ...d, countryId: undefined }, "chooseDeliveryAddress", { state: true, city: true })?.field,
    ).toBe("countryId");
  });
  it("leaves refusals about the whole form to the form", () => {
    const needs = { state: true, city: true };
    expect(fieldOfRefusal(d, "addressLimit", needs)).toBeUndefined();
    expect(fieldOfRefusal(d, "paramError", needs)).toBeUndefined();
    expect(fieldOfRefusal(d, undefined, needs)).toBeUndefined();
  });
  it("has a message in the catalogue for every key it maps", () => {
    for (const key of Object.values(ADDRESS_PARAM_ERRORS)) if (key) expect(ERRORS[key].zh).toBeTruthy();
  });
});

describe("the sentences under the fields", () => {
  it("exist in English for every problem a field can have, and for nothing else", async () => {
    const en = (await loadCatalogue("en", "checkout")) as { address: { problems: Record<string, object> } };
    const texts = Object.fromEntries(
      Object.entries(en.address.problems).map(([field, ps]) => [field, Object.keys(ps).sort()]),
    );
    expect(texts).toEqual(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, [...FIELD_PROBLEMS[f]].sort()])));
  });
});
