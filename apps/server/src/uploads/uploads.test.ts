import { ERRORS, UPLOAD_MAX_BYTES } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { multipart, type Part } from "../../test/multipart.ts";
import { buildUser, sessionFor, staffSession } from "../../test/factories.ts";
import type { App } from "../auth/policies.ts";

const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;

const t = appForFile();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==", "base64");
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0\x01\x01"),
  Buffer.alloc(64),
]);
const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

async function upload(o: { token?: string; file?: Part; moduleName?: string; fields?: Part[]; path?: string }) {
  const parts: Part[] = [...(o.fields ?? [])];
  if (o.moduleName !== undefined) parts.push({ name: "moduleName", value: o.moduleName });
  if (o.file) parts.push(o.file);
  const { payload, contentType } = multipart(parts);
  const q = o.token ? `?token=${o.token}` : "";
  const res = await t.app.inject({
    method: "POST",
    url: `${o.path ?? "/api/uploadimg!execute.action"}${q}`,
    headers: { "content-type": contentType },
    payload,
  });
  return { status: res.statusCode, ...(res.json() as { code: string; msg: string | null; data: string | null }) };
}

const file = (data: Buffer, filename = "photo.png", type = "image/png"): Part => ({
  name: "file",
  filename,
  type,
  data,
});

async function tokenOf(app: App, role: "MEMBER" | "SELLER" | "STAFF" = app === "seller" ? "SELLER" : "MEMBER") {
  const user = await buildUser(t.db, { role });
  return sessionFor(t.db, user.id, app);
}

describe("uploadimg!execute", () => {
  it("stores a PNG called .txt as a PNG and serves it with long caching and nosniff", async () => {
    const token = await tokenOf("shop");
    const r = await upload({ token, moduleName: "evaluate", file: file(PNG, "notes.txt", "text/plain") });
    expect(r.code).toBe("0");
    expect(r.data).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const res = await t.app.inject({ method: "GET", url: r.data ?? "" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it("recognises GIF and JPEG by their content", async () => {
    const token = await tokenOf("seller");
    expect((await upload({ token, moduleName: "store", file: file(GIF, "a.png") })).data).toMatch(/\.gif$/);
    expect(
      (await upload({ token, moduleName: "store", file: file(JPEG, "b", "application/octet-stream") })).data,
    ).toMatch(/\.jpg$/);
  });

  it("refuses an HTML page named .png, an empty file and other types", async () => {
    const token = await tokenOf("shop");
    expect((await upload({ token, moduleName: "online", file: file(HTML, "x.png", "image/png") })).msg).toBe(
      zh("imageTypeInvalid"),
    );
    expect((await upload({ token, moduleName: "online", file: file(Buffer.alloc(0)) })).msg).toBe(
      zh("imageTypeInvalid"),
    );
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
    expect((await upload({ token, moduleName: "online", file: file(pdf, "x.jpg") })).msg).toBe(zh("imageTypeInvalid"));
  });

  it("refuses a small file that claims too many pixels (a 20000×20000 PNG), and keeps normal pictures", async () => {
    const token = await tokenOf("shop");
    // PNG signature + an IHDR chunk claiming the size; a browser would try to hold 1.6 GB of pixels for it.
    const claims = (w: number, h: number) => {
      const ihdr = Buffer.alloc(25);
      ihdr.writeUInt32BE(13, 0);
      ihdr.write("IHDR", 4, "latin1");
      ihdr.writeUInt32BE(w, 8);
      ihdr.writeUInt32BE(h, 12);
      ihdr.set([8, 6, 0, 0, 0], 16);
      return Buffer.concat([PNG.subarray(0, 8), ihdr, PNG.subarray(33)]);
    };
    const tooMany: [number, number][] = [
      [20_000, 20_000],
      [6001, 10],
      [6000, 6001],
    ];
    for (const [w, h] of tooMany) {
      const r = await upload({ token, moduleName: "evaluate", file: file(claims(w, h)) });
      expect({ w, h, msg: r.msg }).toEqual({ w, h, msg: zh("imagePixelsTooMany") });
    }
    expect((await upload({ token, moduleName: "evaluate", file: file(claims(6000, 6000)) })).code).toBe("0");
  });

  it("refuses a picture over 4500 KB and accepts one of exactly 4500 KB", async () => {
    const token = await tokenOf("shop");
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length + 1)]);
    const r = await upload({ token, moduleName: "evaluate", file: file(big) });
    expect(r.status).toBeLessThan(500);
    expect(r.msg).toBe(zh("imageTooLarge"));
    const fits = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    expect((await upload({ token, moduleName: "evaluate", file: file(fits) })).code).toBe("0");
  });

  it("needs a shop or seller session, or a chat agent's console session, in the query or as a form field", async () => {
    expect((await upload({ moduleName: "x", file: file(PNG) })).code).toBe("403");
    expect((await upload({ token: "f".repeat(32), moduleName: "x", file: file(PNG) })).code).toBe("403");
    expect((await upload({ token: await tokenOf("admin", "STAFF"), moduleName: "x", file: file(PNG) })).code).toBe(
      "403",
    );
    const agent = await staffSession(t.db, { permissions: ["service"] });
    expect((await upload({ token: agent.token, moduleName: "online", file: file(PNG) })).code).toBe("0");
    const seller = await tokenOf("seller");
    const asField = await upload({ fields: [{ name: "token", value: seller }], moduleName: "store", file: file(PNG) });
    expect(asField.code).toBe("0");
    const wap = await upload({
      token: seller,
      moduleName: "store",
      file: file(PNG),
      path: "/wap/api/uploadimg!execute.action",
    });
    expect(wap.code).toBe("0");
  });

  it("needs moduleName and a file, and answers bad requests without a 500", async () => {
    const token = await tokenOf("shop");
    expect((await upload({ token, file: file(PNG) })).msg).toBe(zh("paramMissing"));
    expect((await upload({ token, moduleName: "evaluate" })).msg).toBe(zh("paramMissing"));
    expect((await upload({ token, moduleName: "../../etc", file: file(PNG) })).msg).toBe(zh("paramError"));
    const two = await upload({ token, moduleName: "x", file: file(PNG), fields: [file(PNG, "first.png")] });
    expect(two.status).toBeLessThan(500);
    expect(two.code).toBe("1");
    const notMultipart = await t.inject("uploadimg!execute", { token, moduleName: "x" }, { as: "form" });
    expect(notMultipart.msg).toBe(zh("paramMissing"));
    const garbage = await t.app.inject({
      method: "POST",
      url: `/api/uploadimg!execute.action?token=${token}`,
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      payload: "not really multipart",
    });
    expect(garbage.statusCode).toBeLessThan(500);
  });

  it("serves only stored names", async () => {
    for (const url of [
      "/media/uploads/0123456789abcdef0123456789abcdef.png",
      "/media/uploads/..%2F..%2Fpackage.json",
      "/media/uploads/evil.html",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
