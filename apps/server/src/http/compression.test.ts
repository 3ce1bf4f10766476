import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCategory, buildGoods, buildSeller, buildSellerGoods } from "../../test/factories.ts";
import { type TestApp, testApp } from "../../test/app.ts";

describe("compressed answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    const seller = await buildSeller(t.db);
    const categoryId = await buildCategory(t.db);
    for (let i = 0; i < 12; i++) {
      const goods = await buildGoods(t.db, { categoryId });
      await buildSellerGoods(t.db, { sellerId: seller, goodsId: goods.goodsId });
    }
  });
  afterAll(() => t.close());

  const list = (encoding?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/sellerGoods!list.action?pageNum=1&pageSize=12&lang=en",
      headers: encoding ? { "accept-encoding": encoding } : {},
    });

  it("go to browsers that accept them, Brotli first, the same answer as plain; a cached answer keeps its copy", async () => {
    const plain = await list();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await list("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await list("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.body.length / 2);
    // The cached answer's compressed copy is made once.
    expect((await list("br")).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it("leave small answers and refused encodings plain", async () => {
    const small = await t.app.inject({
      method: "POST",
      url: "/api/category!list.action",
      headers: { "accept-encoding": "br" },
    });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect((await list("br;q=0, gzip;q=0")).headers["content-encoding"]).toBeUndefined();
  });
});
