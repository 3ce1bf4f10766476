import { ERRORS } from "@mall/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoArtwork } from "../seed/artwork.ts";
import { testApp } from "../../test/app.ts";
import { registerMedia } from "./index.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerMedia(app, demoArtwork);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: "GET", url });

describe("generated media", () => {
  it.each([
    "/media/goods/1/1.svg",
    "/media/goods/12345/5.svg",
    "/media/sku/17.svg",
    "/media/seller/3/avatar.svg",
    "/media/seller/3/banner/2.svg",
    "/media/category/1.svg",
    "/media/category/30102.svg",
    "/media/banner/aurora/1.svg",
    "/media/banner/nordic/6.svg",
    "/media/brand/aurora/logo.svg",
    "/media/brand/nordic/logo.svg",
    "/media/review/7.svg",
  ])("draws %s as a small, cacheable SVG", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.body.startsWith("<svg ")).toBe(true);
    expect(res.body.endsWith("</svg>")).toBe(true);
    expect(Buffer.byteLength(res.body)).toBeLessThan(3072);
    expect(res.body).not.toMatch(/<script|on[a-z]+=/i);
  });

  it("is deterministic and differs between ids", async () => {
    const a = (await get("/media/goods/42/1.svg")).body;
    expect((await get("/media/goods/42/1.svg")).body).toBe(a);
    expect((await get("/media/goods/43/1.svg")).body).not.toBe(a);
    expect((await get("/media/goods/42/2.svg")).body).not.toBe(a);
  });

  it("has the requested viewBoxes", async () => {
    expect((await get("/media/goods/1/1.svg")).body).toContain('viewBox="0 0 800 800"');
    expect((await get("/media/seller/1/banner/1.svg")).body).toContain('viewBox="0 0 1200 300"');
    expect((await get("/media/banner/aurora/2.svg")).body).toContain('viewBox="0 0 1200 400"');
  });

  it.each([
    "/media/goods/0/1.svg",
    "/media/goods/abc/1.svg",
    "/media/goods/1/0.svg",
    "/media/goods/1/10.svg",
    "/media/goods/1/1.png",
    "/media/goods/99999999999/1.svg",
    "/media/sku/-1.svg",
    "/media/seller/x/avatar.svg",
    "/media/banner/Bad_Brand!/1.svg",
    "/media/category/01.svg",
    "/media/review/abc.svg",
  ])("answers %s with the 404 envelope", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "1", msg: "参数错误", data: null });
  });
});

describe("paths the router cannot read", () => {
  it("answer 414 or 400 with the envelope, never Fastify's error body repeating the path", async () => {
    const t = await testApp();
    try {
      for (const [url, status] of [
        [`/media/goods/${"1".repeat(600)}/1.svg`, 414],
        [`/media/uploads/${"a".repeat(600)}.png`, 414],
        ["/media/goods/%E0%A4%A/1.svg", 400],
      ] as const) {
        const res = await t.app.inject({ method: "GET", url });
        expect({ url, status: res.statusCode }).toEqual({ url, status });
        expect(res.json()).toEqual({ code: "1", msg: ERRORS.paramError.zh, data: null });
      }
    } finally {
      await t.close();
    }
  });
});
