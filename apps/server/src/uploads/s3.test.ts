import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app.ts";
import { buildBrand, buildUser, sessionFor } from "../../test/factories.ts";
import { multipart } from "../../test/multipart.ts";

/**
 * A small stand-in for an S3-compatible store (path-style PUT and GET of objects), so the test exercises the
 * real SDK calls without a network. It does not check signatures; it records what arrived.
 */
const objects = new Map<string, { body: Buffer; type: string }>();
let s3: Server;
let t: TestApp;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  s3 = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const key = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
      if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers["content-type"] ?? "") });
        res.writeHead(200, { etag: '"1"' }).end();
        return;
      }
      const o = objects.get(key);
      if (req.method === "GET" && o) {
        res.writeHead(200, { "content-type": o.type, "content-length": o.body.length }).end(o.body);
        return;
      }
      res
        .writeHead(404, { "content-type": "application/xml" })
        .end("<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>");
    });
  });
  await new Promise<void>((r) => s3.listen(0, "127.0.0.1", r));
  const { port } = s3.address() as AddressInfo;
  t = await testApp({
    s3: {
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: "test",
      secretAccessKey: "test-secret",
      forcePathStyle: true,
    },
  });
  await buildBrand(t.db, { id: "clouded", hosts: ["clouded.example"], bucket: "clouded-pictures" });
  await t.reloadBrands();
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => s3.close(r));
});

async function upload(host: string) {
  const u = await buildUser(t.db);
  const token = await sessionFor(t.db, u.id);
  const { payload, contentType } = multipart([
    { name: "moduleName", value: "evaluate" },
    { name: "file", filename: "a.png", type: "image/png", data: PNG },
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/uploadimg!execute.action?token=${token}`,
    headers: { "content-type": contentType, host },
    payload,
  });
  return res.json() as { code: string; data: string };
}

describe("uploads in a brand's S3 bucket", () => {
  it("stores the picture in the brand's bucket and serves it through the usual address", async () => {
    const r = await upload("clouded.example");
    expect(r.code).toBe("0");
    expect(r.data).toMatch(/^\/media\/uploads\/clouded-pictures_[0-9a-f]{32}\.png$/);
    const key = `/clouded-pictures/uploads/${r.data.split("_")[1]}`;
    expect(objects.get(key)).toMatchObject({ type: "image/png" });
    expect(objects.get(key)?.body.equals(PNG)).toBe(true);
    const served = await t.app.inject({ method: "GET", url: r.data });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("keeps a brand whose bucket is 'local' on disk", async () => {
    await buildBrand(t.db, { id: "plain", hosts: ["plain.example"] });
    await t.reloadBrands();
    const r = await upload("plain.example");
    expect(r.data).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await t.app.inject({ method: "GET", url: r.data })).statusCode).toBe(200);
  });

  it("never reads a bucket that no brand names, nor a missing object", async () => {
    const other = await t.app.inject({ method: "GET", url: `/media/uploads/someone-else_${"a".repeat(32)}.png` });
    expect(other.statusCode).toBe(404);
    const missing = await t.app.inject({ method: "GET", url: `/media/uploads/clouded-pictures_${"b".repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
  });
});
