import { describe, expect, it } from "vitest";
import {
  accountKey,
  filterOfParam,
  isBank,
  kindParam,
  kindTone,
  networkOf,
  refTarget,
  showsAccount,
  withdrawalState,
} from "./kinds.ts";

describe("the movement filter", () => {
  it("reads the address, anything unknown being all", () => {
    expect(filterOfParam("withdraw")).toBe("withdraw");
    expect(filterOfParam("grant")).toBe("grant");
    expect(filterOfParam(null)).toBe("all");
    expect(filterOfParam("all")).toBe("all");
    expect(filterOfParam("loan")).toBe("all");
    expect(filterOfParam("withdraw-apply")).toBe("all");
  });

  it("sends no kind for all", () => {
    expect(kindParam("all")).toBeUndefined();
    expect(kindParam("deposit")).toBe("deposit");
  });
});

describe("the kinds", () => {
  it("give the withdrawal steps and deposits their tones", () => {
    expect(kindTone("deposit")).toBe("success");
    expect(kindTone("withdraw-apply")).toBe("warning");
    expect(kindTone("withdraw-payout")).toBe("info");
    expect(kindTone("withdraw-refuse")).toBe("danger");
    expect(kindTone("order-pay")).toBe("neutral");
    expect(kindTone("something-new")).toBe("neutral");
  });

  it("name the account where it matters", () => {
    expect(showsAccount({ account: "frozen", category: "order-pay" })).toBe(true);
    expect(showsAccount({ account: "available", category: "withdraw-apply" })).toBe(true);
    expect(showsAccount({ account: "available", category: "grant" })).toBe(false);
  });

  it("keep the namespace separator out of account keys", () => {
    expect(accountKey("platform:fees")).toBe("funds.account.platform-fees");
    expect(accountKey("frozen")).toBe("funds.account.frozen");
  });
});

describe("what a movement points at", () => {
  it("is its order or its withdrawal", () => {
    expect(refTarget({ category: "order-settle", ref: "42" })).toEqual({ to: "order", id: "42" });
    expect(refTarget({ category: "withdraw-payout", ref: "26112415071512345678" })).toEqual({
      to: "withdrawal",
      id: "26112415071512345678",
    });
    expect(refTarget({ category: "deposit", ref: "1" })).toBeUndefined();
    expect(refTarget({ category: "order-pay", ref: null })).toBeUndefined();
  });
});

describe("a withdrawal's state", () => {
  it("reads processing, paid and refused", () => {
    expect(withdrawalState(0)).toEqual({ key: "pending", tone: "warning" });
    expect(withdrawalState(1)).toEqual({ key: "paid", tone: "success" });
    expect(withdrawalState(2)).toEqual({ key: "refused", tone: "danger" });
    expect(withdrawalState(7)).toEqual({ key: "unknown", tone: "neutral" });
  });
});

describe("a withdrawal's destination", () => {
  it("is a bank when it carries a bank's fields", () => {
    expect(isBank({ bank: "Deutsche Bank", bankCardNo: "" })).toBe(true);
    expect(isBank({ bank: "", bankCardNo: "" })).toBe(false);
  });

  it("names the network of an on-chain payout", () => {
    expect(networkOf({ coin_blockchain: "USDT_TRC20" })).toBe("TRC20");
    expect(networkOf({ coin_blockchain: "BTC" })).toBe("");
  });
});
