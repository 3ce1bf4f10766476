import { describe, expect, it } from "vitest";
import { type AddressDraft, checkDraft, emptyDraft, toAddParams } from "./address-draft.ts";
import { balanceShort, isOpenMethod, orderIdsOf, submittedTotals } from "./checkout-math.ts";

describe("amounts after order!submit", () => {
  it("are the server's prizeReal, fees and tax, summed on cents", () => {
    const t = submittedTotals([
      { orderId: "A1B2C3", prizeReal: 10.1, fees: 0.2, tax: 0.3 },
      { orderId: "D4E5F6", prizeReal: 0.7, fees: 0, tax: 0.01 },
    ]);
    expect(t).toEqual({ goods: 1080n, freight: 20n, tax: 31n, total: 1131n });
  });
});

describe("/paySuccess order ids", () => {
  it("keeps serial numbers only, each once", () => {
    expect(orderIdsOf("261122A,261122B,261122A, bad id ,<x>")).toEqual(["261122A", "261122B"]);
    expect(orderIdsOf(null)).toEqual([]);
    expect(orderIdsOf("")).toEqual([]);
  });
});

describe("balance and methods", () => {
  it("flags a known balance that cannot cover the amount", () => {
    expect(balanceShort(10, 1001n)).toBe(true);
    expect(balanceShort(10.01, 1001n)).toBe(false);
    expect(balanceShort(undefined, 1n)).toBe(false);
  });
  it("opens only the balance (card and PayPal answer paymentNotOpenInRegion)", () => {
    expect(isOpenMethod("balance")).toBe(true);
    expect(isOpenMethod("card")).toBe(false);
    expect(isOpenMethod("paypal")).toBe(false);
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
