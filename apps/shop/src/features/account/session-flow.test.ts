import { QueryClient } from "@tanstack/react-query";
import { beforeAll, describe, expect, it } from "vitest";

/** A Storage stand-in: the tests run in Node, where the browser's localStorage does not exist. */
class MemoryStorage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

let flow: typeof import("./session-flow.ts");
let session: typeof import("../../lib/session.ts");

beforeAll(async () => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
  flow = await import("./session-flow.ts");
  session = await import("../../lib/session.ts");
});

describe("ending a session on this device (spec point 4)", () => {
  it("forgets token, user, carts, the message marker and the search text, and nothing else", () => {
    session.setSession("tok", { username: "buyer0001", usercode: "1234567", avatar: 3 });
    for (const [k, v] of [
      ["ES_SHOP_CART", "[]"],
      ["ES_SHOP_CART_1234567", "[1]"],
      ["ES_MESSAGE_LAST_ID", "9"],
      ["ES_SEARCH_KEYWORD", "lamp"],
      ["ES_LANG", "de"],
      ["agentCode", "1000001"],
    ]) {
      localStorage.setItem(k as string, v as string);
    }
    const qc = new QueryClient();
    qc.setQueryData(["account", "tok", "user"], { username: "buyer0001" });
    qc.setQueryData(["wallet", "tok", "usdt"], { money: 1 });
    qc.setQueryData(["goods", "info", 1], { id: 1 });

    flow.endLocalSession(qc);

    for (const k of [
      "ES_TOKEN",
      "userInfo",
      "ES_SHOP_CART",
      "ES_SHOP_CART_1234567",
      "ES_MESSAGE_LAST_ID",
      "ES_SEARCH_KEYWORD",
    ]) {
      expect(localStorage.getItem(k), k).toBeNull();
    }
    expect(localStorage.getItem("ES_LANG")).toBe("de");
    expect(localStorage.getItem("agentCode")).toBe("1000001");
    expect(qc.getQueryData(["account", "tok", "user"])).toBeUndefined();
    expect(qc.getQueryData(["wallet", "tok", "usdt"])).toBeUndefined();
    expect(qc.getQueryData(["goods", "info", 1])).toEqual({ id: 1 });
  });

  it("a 403 (clearSession) forgets the token and the user", () => {
    session.setSession("tok2", { username: "buyer0002" });
    expect(localStorage.getItem("ES_TOKEN")).toBe("tok2");
    session.clearSession();
    expect([localStorage.getItem("ES_TOKEN"), localStorage.getItem("userInfo")]).toEqual([null, null]);
  });

  it("a late user refresh never revives a session that has ended", () => {
    session.setSession("tok3", { username: "buyer0003" });
    session.clearSession();
    session.updateUser("tok3", { username: "buyer0003", avatar: 5 });
    expect(localStorage.getItem("userInfo")).toBeNull();
  });
});
