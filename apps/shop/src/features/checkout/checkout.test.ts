import { describe, expect, it } from "vitest";
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
    // Where the platform has a payment provider, card and PayPal open.
    expect(isOpenMethod("card", true)).toBe(true);
  });
});
