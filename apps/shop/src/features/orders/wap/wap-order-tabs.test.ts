import { ORDER_STATUS as S } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { tabOfStatusParam } from "./wap-order-tabs.ts";

describe("the tab of /wap/orders?status=", () => {
  it("takes the desktop's tab keys", () => {
    expect(tabOfStatusParam("unpaid").key).toBe("unpaid");
    expect(tabOfStatusParam("toShip").key).toBe("toShip");
    expect(tabOfStatusParam("refund").key).toBe("refund");
  });
  it("takes order status numbers, as the original's links carry them", () => {
    expect(tabOfStatusParam(String(S.unpaid)).key).toBe("unpaid");
    expect(tabOfStatusParam(String(S.paid)).key).toBe("toShip");
    expect(tabOfStatusParam(String(S.cancelled)).key).toBe("cancelled");
    expect(tabOfStatusParam(String(S.confirmed)).key).toBe("confirmed");
    expect(tabOfStatusParam(String(S.shipped)).key).toBe("toReceive");
    expect(tabOfStatusParam(String(S.received)).key).toBe("toReview");
    expect(tabOfStatusParam(String(S.reviewed)).key).toBe("received");
    expect(tabOfStatusParam(String(S.refund)).key).toBe("refund");
  });
  it("falls back to all", () => {
    for (const raw of [null, "", "nope", "42", " "]) expect(tabOfStatusParam(raw).key).toBe("all");
  });
});
