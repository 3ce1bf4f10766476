import { type AddressVo, addressEditParams } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { type AddressDraft, checkDraft, draftOf, emptyDraft, toAddParams } from "./address-draft.ts";

const stored: AddressVo = {
  id: 4,
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
