import { ORDER_LOGS, ORDER_STATUS as S } from "@mall/contract";
import { describe, expect, it } from "vitest";
import {
  actionsFor,
  byTime,
  isKnownLog,
  ORDER_TABS,
  orderDue,
  orderIdOf,
  refundKey,
  statusKey,
  tabOf,
} from "./order-policy.ts";

const order = (status: number, reminded: 0 | 1 = 0) => ({ id: "260101000000000001", status, reminded });

describe("order buttons by status (spec point 2, contract 4.1)", () => {
  it("unpaid: pay and cancel only", () => {
    expect(actionsFor(order(S.unpaid), false)).toEqual(["pay", "cancel"]);
  });
  it("awaiting shipment (paid or confirmed): remind once, refund", () => {
    expect(actionsFor(order(S.paid), false)).toEqual(["remind", "refund"]);
    expect(actionsFor(order(S.confirmed), false)).toEqual(["remind", "refund"]);
  });
  it("a reminder sent (server flag or this browser's memory) shows as sent", () => {
    expect(actionsFor(order(S.paid, 1), false)).toEqual(["reminded", "refund"]);
    expect(actionsFor(order(S.confirmed), true)).toEqual(["reminded", "refund"]);
  });
  it("shipped: confirm receipt, logistics, refund; received: review", () => {
    expect(actionsFor(order(S.shipped), false)).toEqual(["receipt", "logistics", "refund"]);
    expect(actionsFor(order(S.received), false)).toEqual(["review", "logistics", "refund"]);
  });
  it("reviewed and refund: logistics; cancelled: nothing but the details", () => {
    expect(actionsFor(order(S.reviewed), false)).toEqual(["logistics"]);
    expect(actionsFor(order(S.refund), false)).toEqual(["logistics"]);
    expect(actionsFor(order(S.cancelled), false)).toEqual([]);
    expect(actionsFor(order(42), false)).toEqual([]);
  });
  it("never offers cancel after payment, nor refund before it", () => {
    for (const s of Object.values(S)) {
      const a = actionsFor(order(s), false);
      if (s !== S.unpaid) expect(a).not.toContain("cancel");
      if (s === S.unpaid || s === S.cancelled) expect(a).not.toContain("refund");
    }
  });
});

describe("tabs and labels", () => {
  it("has the spec's nine tabs; 'to ship' asks for status 1 (the server adds 2), 'received' for 4 and 5", () => {
    expect(ORDER_TABS.map((t) => t.key)).toEqual([
      "all",
      "unpaid",
      "cancelled",
      "toShip",
      "confirmed",
      "toReceive",
      "received",
      "toReview",
      "refund",
    ]);
    expect(tabOf("toShip").status).toBe(1);
    expect(tabOf("confirmed").statuses).toBe("2");
    expect(tabOf("received").statuses).toBe("4,5");
    expect(tabOf("cancelled").status).toBe(-1);
    expect(tabOf("nonsense").key).toBe("all");
    expect(tabOf(null).status).toBeUndefined();
  });
  it("labels every status and refund state", () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6].map(statusKey)).toEqual([
      "cancelled",
      "unpaid",
      "paid",
      "confirmed",
      "shipped",
      "received",
      "reviewed",
      "refund",
    ]);
    expect(statusKey(9)).toBe("unknown");
    expect([0, 1, 2, 3].map(refundKey)).toEqual([undefined, "refunding", "refunded", "failed"]);
  });
  it("knows every order log key of the contract", () => {
    for (const k of Object.keys(ORDER_LOGS)) expect(isKnownLog(k)).toBe(true);
    expect(isKnownLog("toString")).toBe(false);
    expect(isKnownLog("somethingNew")).toBe(false);
  });
});

describe("amounts, ids and times", () => {
  it("sums goods, freight and tax in cents (no float drift)", () => {
    expect(orderDue({ prizeReal: 0.1, fees: 0.2, tax: 0 })).toBe(30n);
    expect(orderDue({ prizeReal: 152.51, fees: 6.99, tax: 1.5 })).toBe(16100n);
  });
  it("accepts only order ids as the server writes them", () => {
    expect(orderIdOf("261122104841784720")).toBe("261122104841784720");
    expect(orderIdOf("../etc")).toBe("");
    expect(orderIdOf("1 or 1=1")).toBe("");
    expect(orderIdOf(null)).toBe("");
  });
  it("sorts log entries oldest first, then by id", () => {
    const logs = [
      { id: "3", createTime: "2026-01-02 10:00:00" },
      { id: "2", createTime: "2026-01-01 10:00:00" },
      { id: "1", createTime: "2026-01-02 10:00:00" },
    ];
    expect([...logs].sort(byTime).map((l) => l.id)).toEqual(["2", "1", "3"]);
  });
});
