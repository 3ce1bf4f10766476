import { ERRORS, type SubscriptionState } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { staffSession } from "../../test/factories.ts";
import { expectCatalogueAnswer, hostileValues } from "../../test/hostile.ts";
import { maskEmail } from "./mask.ts";

const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const t = appForFile();
let seq = 0;

/** A fresh address subscribed through the footer's call; returns it with its link's key. */
async function subscribed(): Promise<{ email: string; key: string }> {
  const email = `reader${String(++seq).padStart(3, "0")}x@example.com`;
  expect((await t.inject("subscribe!add", { email })).code).toBe("0");
  const [row] = await t.db.query<{ token: string }>("select token from subscription where email = $1", [email]);
  if (!row) throw new Error("not subscribed");
  return { email, key: row.token };
}

const onList = async (email: string) =>
  (await t.db.query("select 1 from subscription where lower(email) = lower($1)", [email])).length === 1;

describe("an unsubscribe link", () => {
  it("gives every subscription its own 64-hex key", async () => {
    const a = await subscribed();
    const b = await subscribed();
    expect(a.key).toMatch(/^[0-9a-f]{64}$/);
    expect(b.key).not.toBe(a.key);
  });

  it("shows the address masked, and reading it changes nothing", async () => {
    const { email, key } = await subscribed();
    for (const method of ["GET", "POST"] as const) {
      const r = await t.inject<SubscriptionState>("newsletter!status", { key }, { method });
      expect(r.data).toEqual({ email: maskEmail(email), subscribed: true });
      expect(r.data.email).not.toContain(email.split("@")[0]);
    }
    expect(await onList(email)).toBe(true);
  });

  it("never unsubscribes on a GET (a mail scanner following the link)", async () => {
    const { email, key } = await subscribed();
    for (const method of ["GET", "PUT"] as const) {
      const r = await t.inject("newsletter!unsubscribe", { key }, { method });
      expect(r.status).toBe(405);
      expect(r.msg).toBe(zh("illegalRequest"));
    }
    const head = await t.app.inject({ method: "HEAD", url: `/api/newsletter!unsubscribe.action?key=${key}` });
    expect(head.statusCode).toBe(405);
    expect(await onList(email)).toBe(true);
  });

  it("unsubscribes with the page's POST; twice is fine; the link then says so", async () => {
    const { email, key } = await subscribed();
    const first = await t.inject<SubscriptionState>("newsletter!unsubscribe", { key, via: "page" }, { as: "form" });
    expect([first.code, first.data]).toEqual(["0", { email: maskEmail(email), subscribed: false }]);
    expect(await onList(email)).toBe(false);
    const again = await t.inject<SubscriptionState>("newsletter!unsubscribe", { key, via: "page" }, { as: "form" });
    expect([again.code, again.data]).toEqual(["0", { email: maskEmail(email), subscribed: false }]);
    const status = await t.inject<SubscriptionState>("newsletter!status", { key });
    expect(status.data).toEqual({ email: maskEmail(email), subscribed: false });
    const [ended] = await t.db.query<{ how: string; email_masked: string }>(
      "select how, email_masked from subscription_ended where token = $1",
      [key],
    );
    expect(ended).toEqual({ how: "page", email_masked: maskEmail(email) });
  });

  it("keeps no readable address once unsubscribed", async () => {
    const { email, key } = await subscribed();
    await t.inject("newsletter!unsubscribe", { key, via: "page" }, { as: "form" });
    const left = await t.db.query<{ row: string }>(
      "select row_to_json(e)::text as row from subscription_ended e where token = $1",
      [key],
    );
    expect(left[0]?.row).not.toContain(email);
  });

  it("takes a mail client's one-click POST as form or multipart (RFC 8058), the key in the URL", async () => {
    const form = await subscribed();
    const url = (key: string) => `/api/newsletter!unsubscribe.action?key=${key}`;
    const r1 = await t.app.inject({
      method: "POST",
      url: url(form.key),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect([r1.statusCode, r1.json().code]).toEqual([200, "0"]);
    expect(await onList(form.email)).toBe(false);

    const multi = await subscribed();
    const boundary = "----mailclient7MA4YWxkTrZu0gW";
    const r2 = await t.app.inject({
      method: "POST",
      url: url(multi.key),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect([r2.statusCode, r2.json().code]).toEqual([200, "0"]);
    expect(await onList(multi.email)).toBe(false);

    const hows = await t.db.query<{ how: string }>(
      "select how from subscription_ended where token = any($1) order by how",
      [[form.key, multi.key]],
    );
    expect(hows.map((h) => h.how)).toEqual(["one-click", "one-click"]);
  });

  it("answers a catalogue error for an unknown or malformed key, on both calls", async () => {
    const unknown = "ab".repeat(32);
    for (const action of ["newsletter!status", "newsletter!unsubscribe"]) {
      for (const key of [unknown, "not-a-key", "", `${unknown}0`]) {
        const r = await t.inject(action, { key }, { as: "form" });
        expect([r.code, r.msg], `${action} ${key}`).toEqual(["1", zh("unsubscribeLinkInvalid")]);
      }
    }
  });

  it("reads the key case-insensitively and trimmed (a link retyped or copied with spaces)", async () => {
    const { key } = await subscribed();
    const r = await t.inject<SubscriptionState>("newsletter!status", { key: ` ${key.toUpperCase()} ` });
    expect(r.data.subscribed).toBe(true);
  });

  it("lets an address subscribe again after leaving, with a new link", async () => {
    const { email, key } = await subscribed();
    await t.inject("newsletter!unsubscribe", { key, via: "page" }, { as: "form" });
    expect((await t.inject("subscribe!add", { email })).code).toBe("0");
    const [row] = await t.db.query<{ token: string }>("select token from subscription where email = $1", [email]);
    expect(row?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token).not.toBe(key);
    // The old link still answers: that address left through it.
    expect((await t.inject<SubscriptionState>("newsletter!status", { key })).data.subscribed).toBe(false);
  });

  it("records one leaving when the same link is posted many times at once", async () => {
    const { key } = await subscribed();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.inject<SubscriptionState>("newsletter!unsubscribe", { key }, { as: "form" })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(12).fill("0"));
    expect(answers.every((a) => a.data.subscribed === false)).toBe(true);
    const rows = await t.db.query("select 1 from subscription_ended where token = $1", [key]);
    expect(rows).toHaveLength(1);
  });

  it("needs no session, and a console or shop session changes nothing", async () => {
    const { key } = await subscribed();
    const staff = await staffSession(t.db, { permissions: ["mail"] });
    const r = await t.inject<SubscriptionState>("newsletter!status", { key, token: staff.token });
    expect(r.data.subscribed).toBe(true);
  });

  it("answers hostile keys with a catalogue sentence, never a 500", async () => {
    for (const value of [...hostileValues("subscription"), "\u202E".repeat(64), "é".repeat(64)]) {
      for (const action of ["newsletter!status", "newsletter!unsubscribe"]) {
        const r = await t.inject(action, { key: value, via: value }, { as: "form" });
        expectCatalogueAnswer(r, `${action} ${value.slice(0, 20)}`, ["1"]);
      }
      const json = await t.inject("newsletter!unsubscribe", {}, { json: { key: [value], via: { a: 1 } } });
      expectCatalogueAnswer(json, `json ${value.slice(0, 20)}`, ["1"]);
    }
  });
});

describe("maskEmail", () => {
  it("keeps the first and last letter of the name and the domain, hiding the length", () => {
    expect(maskEmail("buyer001@example.com")).toBe("b•••1@example.com");
    expect(maskEmail("abc@example.com")).toBe("a•••c@example.com");
    expect(maskEmail("ab@example.com")).toBe("a•••@example.com");
    expect(maskEmail("a@example.com")).toBe("a•••@example.com");
    expect(maskEmail("no-at-sign")).toBe("•••");
  });
});
