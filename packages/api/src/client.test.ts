import { describe, expect, it, vi } from "vitest";
import { createApiClient, localTokenStore } from "./client.ts";

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

function setup(body: unknown) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => reply(body));
  const onSessionLost = vi.fn();
  const onError = vi.fn();
  const storage = memoryStorage();
  const client = createApiClient({
    token: localTokenStore("ES_SELLER_TOKEN", storage),
    lang: () => "cn",
    fetch: fetch as unknown as typeof globalThis.fetch,
    onSessionLost,
    onError,
  });
  return { client, fetch, onSessionLost, onError, storage };
}

describe("createApiClient", () => {
  it("POSTs parameters and the token as a form body with lang in the query, and resolves with data", async () => {
    const { client, fetch } = setup({ code: "0", msg: null, data: { ok: 1 } });
    client.token.set("abc");
    await expect(client.call("merchant/account!login", { username: "a b&c", password: "p=1" })).resolves.toEqual({
      ok: 1,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/merchant/account!login.action?lang=cn");
    expect(init?.method).toBe("POST");
    expect(String(init?.body)).toBe("username=a+b%26c&password=p%3D1&token=abc");
  });

  it("answers a call from what the page already holds, and asks the server otherwise", async () => {
    const fetch = vi.fn(async () => reply({ code: "0", msg: null, data: "asked" }));
    const held = new Map([["category!tree", "held"]]);
    const client = createApiClient({
      token: localTokenStore("T", memoryStorage()),
      lang: () => "en",
      fetch: fetch as unknown as typeof globalThis.fetch,
      prefilled: (action) => {
        const v = held.get(action);
        held.delete(action);
        return v;
      },
    });
    await expect(client.call("category!tree", {}, { method: "GET" })).resolves.toBe("held");
    expect(fetch).not.toHaveBeenCalled();
    await expect(client.call("category!tree", {}, { method: "GET" })).resolves.toBe("asked");
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("GETs with every parameter in the query", async () => {
    const { client, fetch } = setup({ code: "0", msg: null, data: 1 });
    await client.call("category!sellerTree", { sellerId: 1, lang: undefined }, { method: "GET" });
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/category!sellerTree.action?sellerId=1&lang=cn");
  });

  it("code 403 forgets the token and calls onSessionLost, not onError", async () => {
    const { client, onSessionLost, onError, storage } = setup({ code: "403", msg: "请重新登录", data: null });
    client.token.set("abc");
    const err = await client.call("merchant/account!me").catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "403", key: "notLoggedIn", sessionLost: true });
    expect(storage.getItem("ES_SELLER_TOKEN")).toBeNull();
    expect(onSessionLost).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it("code 1 rejects with the catalogue key; silent calls do not announce it", async () => {
    const { client, onError } = setup({ code: "1", msg: "已存在同名店铺", data: null });
    await expect(client.call("keepGoods!count", {}, { silent: true })).rejects.toMatchObject({ key: "storeNameTaken" });
    expect(onError).not.toHaveBeenCalled();
    await expect(client.call("keepGoods!count")).rejects.toMatchObject({ code: "1" });
    expect(onError).toHaveBeenCalledOnce();
  });

  it("a network failure becomes the network error sentence", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("offline");
    });
    const client = createApiClient({ token: localTokenStore("T", memoryStorage()), lang: () => "en", fetch });
    await expect(client.call("keepGoods!count")).rejects.toMatchObject({ key: "networkError" });
  });

  it("uploads a picture as multipart file + moduleName", async () => {
    const { client, fetch } = setup({ code: "0", msg: null, data: "/media/uploads/x.png" });
    const url = await client.upload(new Blob([new Uint8Array([1, 2])], { type: "image/png" }), "store");
    expect(url).toBe("/media/uploads/x.png");
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get("moduleName")).toBe("store");
    expect(body.get("file")).toBeInstanceOf(Blob);
  });
});
