import { type DataOf, ERRORS } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile, testApp } from "../../test/app.ts";
import { buildUser, sessionFor, staffSession } from "../../test/factories.ts";
import { expectCatalogueAnswer, hostileValues } from "../../test/hostile.ts";
import { ManualClock } from "../accounts/clock.ts";

const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const clock = new ManualClock(new Date("2026-11-24T08:00:00Z"));
const t = appForFile({ services: { clock } });
let staff: string;

type Summary = DataOf<"console/vitals!summary">;

let views = 0;
/** A beacon as the storefront sends it: a form body by POST. */
const report = (params: Record<string, string | number>) =>
  t.inject("vitals!report", { view: `view-${++views}-${"x".repeat(6)}`, ...params }, { as: "form" });

const summary = () => t.inject<Summary>("console/vitals!summary", { token: staff });
const rowOf = (s: Summary, route: string) => s.routes.find((r) => r.route === route);

beforeAll(async () => {
  staff = (await staffSession(t.db, { permissions: ["audit"] })).token;
});

describe("vitals!report", () => {
  it("stores a view's figures, and a later report of the same view replaces them but not its route", async () => {
    const view = "same-view-0001";
    const first = await t.inject("vitals!report", { view, route: "/stored", lcp: 1200, cls: "0.05" }, { as: "form" });
    expect([first.code, first.data]).toEqual(["0", null]);
    const again = await t.inject(
      "vitals!report",
      { view, route: "/elsewhere", lcp: 1200, cls: "0.25", inp: 80 },
      { as: "form" },
    );
    expect(again.code).toBe("0");
    const rows = await t.db.query<{ metric: string; route: string; value: number }>(
      "select metric, route, value from web_vital where view_id = $1 order by metric",
      [view],
    );
    expect(rows).toEqual([
      { metric: "CLS", route: "/stored", value: 0.25 },
      { metric: "INP", route: "/elsewhere", value: 80 },
      { metric: "LCP", route: "/stored", value: 1200 },
    ]);
  });

  it("accepts a report with no figure and stores nothing", async () => {
    const r = await report({ route: "/nothing" });
    expect(r.code).toBe("0");
    expect(await t.db.query("select 1 from web_vital where route = '/nothing'")).toHaveLength(0);
  });

  it("takes POST only (a beacon); a GET is refused", async () => {
    const r = await t.inject("vitals!report", { view: "get-view-0001", route: "/x", lcp: 1 }, { method: "GET" });
    expect(r.status).toBe(405);
  });

  it("answers hostile values with a catalogue sentence, never a 500, and stores only well-formed reports", async () => {
    const values = [...hostileValues("web_vital"), "1e3", "-0.1", "0.1.2", "600001", "12 ", "９"];
    for (const param of ["view", "route", "lcp", "cls", "inp"]) {
      for (const v of values) {
        const good = { view: "hostile-view-1", route: "/hostile", lcp: "100", cls: "0.1", inp: "50" };
        const r = await t.inject("vitals!report", { ...good, [param]: v }, { as: "form" });
        expectCatalogueAnswer(r, `${param}=${JSON.stringify(v).slice(0, 40)}`, ["0", "1"]);
      }
    }
    // A JSON body of the wrong shapes, and a body that is not JSON at all.
    for (const json of [[1, 2], { view: ["a"], route: { a: 1 } }, "text", null]) {
      const r = await t.inject("vitals!report", {}, { json });
      expectCatalogueAnswer(r, JSON.stringify(json), ["1"]);
    }
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/vitals!report.action",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBeLessThan(500);
    // What did land is the well-formed variants ("1.5" is a fine LCP): the good route, the good values or 1.5.
    const stored = await t.db.query<{ route: string; value: number }>(
      "select route, value from web_vital where view_id = 'hostile-view-1'",
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.route).toBe("/hostile");
      expect([100, 0.1, 50, 1.5]).toContain(row.value);
    }
    expect(await t.db.query("select 1 from web_vital where route !~ '^/'")).toHaveLength(0);
  });

  it("is limited per address", async () => {
    const limited = await testApp({ limits: { vitals: { points: 3, duration: 60 } } });
    try {
      const send = (n: number) =>
        limited.inject("vitals!report", { view: `limit-view-${n}`, route: "/limit", lcp: 10 }, { as: "form" });
      for (let i = 0; i < 3; i++) expect((await send(i)).code).toBe("0");
      const refused = await send(4);
      expect([refused.status, refused.msg]).toEqual([429, zh("tooFrequent")]);
      expect(await limited.db.query("select 1 from web_vital")).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe("console/vitals!summary", () => {
  it("needs a console session with the audit permission", async () => {
    const other = (await staffSession(t.db, { permissions: ["orders"] })).token;
    const r = await t.inject("console/vitals!summary", { token: other });
    expect([r.code, r.msg]).toEqual(["1", zh("noPermission")]);
    const buyer = await sessionFor(t.db, (await buildUser(t.db)).id, "shop");
    expect((await t.inject("console/vitals!summary", { token: buyer })).code).toBe("403");
    expect((await t.inject("console/vitals!summary")).code).toBe("403");
  });

  it("gives the 75th percentile per route over the last 7 days, most viewed first", async () => {
    // 1..20 ms of INP and 100..2000 ms of LCP on /p75; p75 (continuous) of 1..20 is 15.25.
    for (let i = 1; i <= 20; i++) await report({ route: "/p75", lcp: i * 100, inp: i, cls: (i / 100).toFixed(2) });
    await report({ route: "/one", lcp: 900 });
    // Older than the window: not counted.
    await t.db.query(
      `insert into web_vital (view_id, metric, route, value, at)
       values ('old-view-0001', 'LCP', '/p75', 99999, $1), ('old-view-0002', 'LCP', '/old', 5, $1)`,
      [new Date(clock.now().getTime() - 8 * 86_400_000)],
    );
    const r = await summary();
    expect(r.code).toBe("0");
    expect(r.data.days).toBe(7);
    const p75 = rowOf(r.data, "/p75");
    expect(p75).toEqual({
      route: "/p75",
      views: 20,
      lcp: { p75: 1525, samples: 20 },
      cls: { p75: 0.1525, samples: 20 },
      inp: { p75: 15, samples: 20 },
    });
    expect(rowOf(r.data, "/one")).toEqual({
      route: "/one",
      views: 1,
      lcp: { p75: 900, samples: 1 },
      cls: null,
      inp: null,
    });
    expect(rowOf(r.data, "/old")).toBeUndefined();
    const order = r.data.routes.map((x) => x.views);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it("reads in one statement however many routes there are", async () => {
    const count = async () => {
      t.resetQueryCount();
      expect((await summary()).code).toBe("0");
      return t.queryCount();
    };
    const before = await count();
    for (let i = 0; i < 30; i++) await report({ route: `/many/${i}`, lcp: 100 + i });
    expect(await count()).toBe(before);
  });
});
