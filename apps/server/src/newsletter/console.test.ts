import { type DataOf, ERRORS, SUBSCRIBER_EXPORT_BATCH, type SubscriptionState } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildBrand, buildSyspara, buildUser, sessionFor, staffSession } from "../../test/factories.ts";
import { expectCatalogueAnswer, hostileValues } from "../../test/hostile.ts";
import { newsletterConsoleActions } from "./console.routes.ts";

const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const t = appForFile();
let admin: string;
let brandA: string;
let brandB: string;

/** Subscribers straight into the table (the footer's call is tested in unsubscribe.test.ts). */
async function addSubscribers(prefix: string, n: number, brandId: string | null) {
  await t.db.query(
    `insert into subscription (email, brand_id)
     select $1 || lpad(i::text, 5, '0') || '@example.com', $3 from generate_series(1, $2) i`,
    [prefix, n, brandId],
  );
}

const requestId = () => `req-${crypto.randomUUID()}`;

beforeAll(async () => {
  admin = (await staffSession(t.db, { permissions: ["mail"] })).token;
  brandA = await buildBrand(t.db, { id: "nlalpha", name: "Alpha Mall" });
  brandB = await buildBrand(t.db, { id: "nlbeta", name: "Beta Mall" });
  await t.reloadBrands();
  await addSubscribers("alpha_", 3, brandA);
  await addSubscribers("beta%", 2, brandB);
});

describe("who may use the newsletter desk", () => {
  const calls: [string, Record<string, string | number>][] = [
    ["console/newsletter!summary", {}],
    ["console/newsletter!list", {}],
    ["console/newsletter!export", {}],
    ["console/newsletter!remove", { id: 1 }],
    ["console/newsletter!send", { subject: "Hi", body: "Text", requestId: "req-00000001" }],
    ["console/newsletter!mailings", {}],
  ];

  it("covers every console action of the feature", () => {
    expect(calls.map(([a]) => a).sort()).toEqual(newsletterConsoleActions.map((a) => a.name).sort());
  });

  it("refuses staff without the mail permission, and changes nothing", async () => {
    const other = (await staffSession(t.db, { permissions: ["users", "orders"] })).token;
    const before = await t.db.query("select id from subscription order by id");
    for (const [action, params] of calls) {
      const r = await t.inject(action, { ...params, token: other });
      expect([r.code, r.msg], action).toEqual(["1", zh("noPermission")]);
    }
    expect(await t.db.query("select id from subscription order by id")).toEqual(before);
    expect(await t.db.query("select 1 from newsletter_mailing")).toHaveLength(0);
  });

  it("answers 403 without a console session (none, or a buyer's)", async () => {
    const buyer = await sessionFor(t.db, (await buildUser(t.db)).id, "shop");
    for (const [action, params] of calls) {
      expect((await t.inject(action, params)).code, action).toBe("403");
      expect((await t.inject(action, { ...params, token: buyer })).code, action).toBe("403");
    }
  });
});

describe("the subscriber list", () => {
  it("lists newest first with the brand, and counts them", async () => {
    const r = await t.inject<DataOf<"console/newsletter!list">>("console/newsletter!list", {
      token: admin,
      pageSize: 3,
    });
    expect(r.code).toBe("0");
    expect(r.data.pageInfo.totalElements).toBe(5);
    expect(r.data.pageList.map((s) => s.email)).toEqual([
      "beta%00002@example.com",
      "beta%00001@example.com",
      "alpha_00003@example.com",
    ]);
    expect(r.data.pageList[2]).toMatchObject({ brandId: brandA, brandName: "Alpha Mall" });
    expect(r.data.pageList[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("searches the address with % and _ taken literally, and filters by brand", async () => {
    const list = (p: Record<string, string>) =>
      t.inject<DataOf<"console/newsletter!list">>("console/newsletter!list", { token: admin, ...p });
    expect((await list({ q: "BETA%" })).data.pageList.map((s) => s.email)).toEqual([
      "beta%00002@example.com",
      "beta%00001@example.com",
    ]);
    expect((await list({ q: "a_0" })).data.pageInfo.totalElements).toBe(3);
    expect((await list({ q: "%" })).data.pageInfo.totalElements).toBe(2);
    expect((await list({ brandId: brandA })).data.pageInfo.totalElements).toBe(3);
    expect((await list({ brandId: brandA, q: "beta" })).data.pageInfo.totalElements).toBe(0);
  });

  it("runs one statement whatever the page size", async () => {
    const counts: number[] = [];
    for (const pageSize of [2, 50]) {
      t.resetQueryCount();
      await t.inject("console/newsletter!list", { token: admin, pageSize });
      counts.push(t.queryCount());
    }
    expect(counts[0]).toBe(counts[1]);
  });

  it("sums the list by brand", async () => {
    const r = await t.inject<DataOf<"console/newsletter!summary">>("console/newsletter!summary", { token: admin });
    expect(r.data.subscribers).toBeGreaterThanOrEqual(5);
    expect(r.data.brands).toEqual(
      expect.arrayContaining([
        { id: brandA, name: "Alpha Mall", subscribers: 3 },
        { id: brandB, name: "Beta Mall", subscribers: 2 },
      ]),
    );
  });
});

describe("the export", () => {
  it("gives every match, in batches, none twice, not just one page", async () => {
    const brand = await buildBrand(t.db, { id: "nlexport", name: "Export Mall" });
    const n = SUBSCRIBER_EXPORT_BATCH * 2 + 7;
    await addSubscribers("bulk", n, brand);
    const seen: string[] = [];
    let after: number | undefined;
    let calls = 0;
    do {
      const r = await t.inject<DataOf<"console/newsletter!export">>("console/newsletter!export", {
        token: admin,
        brandId: brand,
        after,
      });
      expect(r.code).toBe("0");
      seen.push(...r.data.rows.map((s) => s.email));
      after = r.data.next ?? undefined;
      calls++;
    } while (after !== undefined && calls < 10);
    expect(calls).toBe(3);
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
    const searched = await t.inject<DataOf<"console/newsletter!export">>("console/newsletter!export", {
      token: admin,
      q: "bulk0000",
    });
    expect(searched.data.rows.map((s) => s.email)).toEqual(
      Array.from({ length: 9 }, (_, i) => `bulk0000${i + 1}@example.com`),
    );
    expect(searched.data.next).toBeNull();
  });
});

describe("removing a subscriber", () => {
  it("takes the address off the list, once; its link then says unsubscribed", async () => {
    await t.inject("subscribe!add", { email: "removeme01@example.com" });
    const [row] = await t.db.query<{ id: number; token: string }>(
      "select id, token from subscription where email = 'removeme01@example.com'",
    );
    if (!row) throw new Error("no row");
    const r = await t.inject("console/newsletter!remove", { token: admin, id: row.id });
    expect([r.code, r.msg]).toEqual(["0", zh("operationSuccess")]);
    expect(await t.db.query("select 1 from subscription where id = $1", [row.id])).toHaveLength(0);
    const again = await t.inject("console/newsletter!remove", { token: admin, id: row.id });
    expect([again.code, again.msg]).toEqual(["1", zh("subscriberNotFound")]);
    const [ended] = await t.db.query<{ how: string; staff_id: number | null }>(
      "select how, staff_id from subscription_ended where token = $1",
      [row.token],
    );
    expect(ended?.how).toBe("console");
    expect(ended?.staff_id).toBeTypeOf("number");
    const link = await t.inject<SubscriptionState>("newsletter!status", { key: row.token });
    expect(link.data.subscribed).toBe(false);
  });
});

type OutboxRow = { recipient: string; subject: string; body: string; headers: Record<string, string> | null };
const outboxOf = (recipient: string) =>
  t.db.query<OutboxRow>("select recipient, subject, body, headers from outbox where recipient = $1 order by id", [
    recipient,
  ]);

describe("a marketing mail", () => {
  it("goes to each subscriber of the brand with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)", async () => {
    const r = await t.inject<DataOf<"console/newsletter!send">>(
      "console/newsletter!send",
      {
        token: admin,
        subject: "Spring sale",
        body: "Up to 50% off.\nSee you!",
        brandId: brandA,
        requestId: requestId(),
      },
      { as: "form", headers: { host: "shop.example.com", "x-forwarded-proto": "https" } },
    );
    expect([r.code, r.msg]).toEqual(["0", zh("operationSuccess")]);
    expect(r.data.recipients).toBe(3);
    const [mail] = await outboxOf("alpha_00001@example.com");
    const [row] = await t.db.query<{ token: string }>(
      "select token from subscription where email = 'alpha_00001@example.com'",
    );
    const key = row?.token ?? "";
    expect(mail?.subject).toBe("Spring sale");
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<https://shop.example.com/api/newsletter!unsubscribe.action?key=${key}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail?.body).toContain("Up to 50% off.\nSee you!");
    expect(mail?.body).toContain(`https://shop.example.com/unsubscribe?token=${key}`);
    expect(mail?.body).toContain("Alpha Mall");
    // The other brand's subscribers got nothing.
    expect(await outboxOf("beta%00001@example.com")).toHaveLength(0);
  });

  it("unsubscribes in one click: the mail client's POST to the header's URL", async () => {
    const brand = await buildBrand(t.db, { id: "nloneclick" });
    await t.reloadBrands();
    expect((await t.inject("subscribe!add", { email: "oneclick01@example.com", brand })).code).toBe("0");
    await t.inject("console/newsletter!send", {
      token: admin,
      subject: "News",
      body: "Hello",
      brandId: brand,
      requestId: requestId(),
    });
    const [mail] = await outboxOf("oneclick01@example.com");
    const url = /^<https?:\/\/[^/]+(\/api\/[^>]+)>/.exec(mail?.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(url).toBeDefined();
    // A scanner's GET first: nothing happens.
    const scan = await t.app.inject({ method: "GET", url: url ?? "" });
    expect(scan.statusCode).toBe(405);
    expect(await t.db.query("select 1 from subscription where email = 'oneclick01@example.com'")).toHaveLength(1);
    const post = await t.app.inject({
      method: "POST",
      url: url ?? "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: mail?.headers?.["List-Unsubscribe-Post"] ?? "",
    });
    expect([post.statusCode, post.json().code]).toEqual([200, "0"]);
    expect(await t.db.query("select 1 from subscription where email = 'oneclick01@example.com'")).toHaveLength(0);
  });

  it("offers the platform's unsubscribe mailbox as a mailto: alternative when one is set", async () => {
    await buildSyspara(t.db, "newsletter_unsubscribe_mailbox", "unsubscribe@example.com");
    t.caches.reference.clear();
    try {
      await t.inject("console/newsletter!send", {
        token: admin,
        subject: "With mailbox",
        body: "Hello",
        brandId: brandB,
        requestId: requestId(),
      });
      const [mail] = (await outboxOf("beta%00001@example.com")).filter((m) => m.subject === "With mailbox");
      const [row] = await t.db.query<{ token: string }>(
        "select token from subscription where email = 'beta%00001@example.com'",
      );
      expect(mail?.headers?.["List-Unsubscribe"]).toBe(
        `<http://localhost:80/api/newsletter!unsubscribe.action?key=${row?.token}>, <mailto:unsubscribe@example.com?subject=unsubscribe%20${row?.token}>`,
      );
    } finally {
      await t.db.query("delete from syspara where code = 'newsletter_unsubscribe_mailbox'");
      t.caches.reference.clear();
    }
  });

  it("is sent once per requestId (a double click), and a reused requestId with other text is refused", async () => {
    const brand = await buildBrand(t.db, { id: "nlonce", name: "Once Mall" });
    await addSubscribers("once", 4, brand);
    const id = requestId();
    const send = (subject: string) =>
      t.inject<DataOf<"console/newsletter!send">>("console/newsletter!send", {
        token: admin,
        subject,
        body: "Body",
        brandId: brand,
        requestId: id,
      });
    const answers = await Promise.all([send("Once"), send("Once"), send("Once")]);
    expect(answers.map((a) => a.code)).toEqual(["0", "0", "0"]);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    const sent = await t.db.query("select 1 from outbox where recipient like 'once%'");
    expect(sent).toHaveLength(4);
    const other = await send("Another subject");
    expect([other.code, other.msg]).toEqual(["1", zh("requestIdReused")]);
  });

  it("is refused when nobody would receive it", async () => {
    const empty = await buildBrand(t.db, { id: "nlempty" });
    const r = await t.inject("console/newsletter!send", {
      token: admin,
      subject: "Nobody",
      body: "Hello",
      brandId: empty,
      requestId: requestId(),
    });
    expect([r.code, r.msg]).toEqual(["1", zh("noSubscribers")]);
    expect(await t.db.query("select 1 from newsletter_mailing where subject = 'Nobody'")).toHaveLength(0);
  });

  it("refuses a subject with a line break (a header injection) or an empty text", async () => {
    const send = (subject: string, body: string) =>
      t.inject("console/newsletter!send", { token: admin, subject, body, requestId: requestId() }, { as: "form" });
    for (const subject of ["Hi\r\nBcc: victim@example.com", "Hi\nthere", "", "   ", "x".repeat(151)]) {
      const r = await send(subject, "Body");
      expect([r.code, r.msg], JSON.stringify(subject)).toEqual(["1", zh("mailingSubjectInvalid")]);
    }
    const r = await send("Subject", "  ");
    expect([r.code, r.msg]).toEqual(["1", zh("mailingBodyInvalid")]);
  });

  it("is logged: who sent what to how many", async () => {
    const r = await t.inject<DataOf<"console/newsletter!mailings">>("console/newsletter!mailings", { token: admin });
    const spring = r.data.pageList.find((m) => m.subject === "Spring sale");
    expect(spring).toMatchObject({ brandId: brandA, recipients: 3 });
    expect(spring?.finishedAt).not.toBeNull();
    expect(spring?.sentBy).toMatch(/\w/);
  });
});

const READS = [
  "console/newsletter!list",
  "console/newsletter!export",
  "console/newsletter!summary",
  "console/newsletter!mailings",
];

describe("hostile input on the newsletter desk", () => {
  // requestId stays out: a hostile subject and text that happen to be valid would really be sent.
  const PARAMS = ["q", "brandId", "after", "id", "subject", "body", "pageNum", "pageSize"];
  it("answers a catalogue sentence, never a 500, and removes or sends nothing", async () => {
    const mailings = (await t.db.query("select 1 from newsletter_mailing")).length;
    for (const a of newsletterConsoleActions) {
      for (const value of [...hostileValues("subscription"), "0", "\u202Eevil"]) {
        const params = { token: admin, ...Object.fromEntries(PARAMS.map((n) => [n, value])) };
        const r = await t.inject(a.name, params, { as: "form" });
        expectCatalogueAnswer(r, `${a.name} ${value.slice(0, 20)}`, ["0", "1"]);
        // Only the reads may succeed (a search that finds nothing, say).
        if (r.code === "0") expect(READS).toContain(a.name);
      }
    }
    for (const value of hostileValues("subscription")) {
      const r = await t.inject("console/newsletter!send", { token: admin, subject: "", body: "b", requestId: value });
      expectCatalogueAnswer(r, `requestId ${value.slice(0, 20)}`, ["1"]);
    }
    expect(await t.db.query("select 1 from newsletter_mailing")).toHaveLength(mailings);
    expect((await t.db.query("select 1 from subscription where brand_id = $1", [brandA])).length).toBe(3);
  });
});
