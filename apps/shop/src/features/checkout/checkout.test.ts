import { describe, expect, it } from "vitest";
import { ORDER_STATUS } from "@mall/contract";
import {
  balanceShort,
  isOpenMethod,
  orderIdsOf,
  preferredAddressId,
  submittedTotals,
  wasPaid,
} from "./checkout-math.ts";

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
  it("celebrates only orders that were paid at some point", () => {
    expect(wasPaid(ORDER_STATUS.unpaid)).toBe(false);
    expect(wasPaid(ORDER_STATUS.cancelled)).toBe(false);
    for (const s of [ORDER_STATUS.paid, ORDER_STATUS.shipped, ORDER_STATUS.reviewed, ORDER_STATUS.refund])
      expect(wasPaid(s)).toBe(true);
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

describe("the delivery address", () => {
  const list = [
    { id: "1", use: 0 },
    { id: "2", use: 1 },
  ];
  it("keeps the chosen one while it exists, else the default, else the first", () => {
    expect(preferredAddressId(list, "1")).toBe("1");
    expect(preferredAddressId(list, undefined)).toBe("2");
    expect(preferredAddressId(list, "9")).toBe("2");
    expect(preferredAddressId([{ id: "5", use: 0 }], undefined)).toBe("5");
    expect(preferredAddressId([], "1")).toBeUndefined();
  });
});
