import { type AddressVo, addressEditParams } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { checkDraft, draftOf, toAddParams } from "../checkout/address-draft.ts";

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
