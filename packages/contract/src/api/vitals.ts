import { z } from "zod";
import { nothing, sends } from "../params.ts";
import { type ActionSpec, spec } from "./define.ts";

/**
 * Web Vitals from the field (issue 14 §3): each page view of the storefront reports its LCP, CLS and INP once,
 * attributed to the route it was loaded on; the console shows the 75th percentile per route.
 */

/** Ceilings of a believable measurement: a page that took longer than 10 minutes is not measuring paint. */
const MAX_MS = 600_000;
const MAX_CLS = 100;

/** Plain decimal text ("1234", "0.0421"); anything else ("1e3", "0x10", "NaN", " 12") is refused as sent. */
const DECIMAL = /^\d{1,7}(\.\d{1,8})?$/;
const measure = (max: number) =>
  sends<number | string | undefined>()(
    z.preprocess(
      (v) => (v === "" || v === null ? undefined : typeof v === "string" && DECIMAL.test(v) ? Number(v) : v),
      z.number().finite().min(0).max(max).optional(),
    ),
  );

const vitalsReportParams = z.object({
  /** One page view: a later report of the same view replaces its earlier figures (CLS grows while it stays open). */
  view: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/),
  /** The router's pattern of the page, e.g. "/productDetails", "/wap/product", "/searchResult/:k?". */
  route: z
    .string()
    .max(120)
    .regex(/^\/[A-Za-z0-9/_:?*.-]*$/),
  lcp: measure(MAX_MS),
  cls: measure(MAX_CLS),
  inp: measure(MAX_MS),
});

const figure = z.object({ p75: z.number(), samples: z.number() }).nullable();

const vitalsRouteRow = z.object({
  route: z.string(),
  /** Page views that reported anything. */
  views: z.number(),
  lcp: figure,
  cls: figure,
  inp: figure,
});

const vitalsSummary = z.object({
  from: z.string(),
  to: z.string(),
  /** The days the figures cover (7). */
  days: z.number(),
  routes: z.array(vitalsRouteRow),
});

export const vitalsApi = {
  // POST only, from navigator.sendBeacon as a form body; public, since guests' pages count too.
  "vitals!report": spec({
    app: "public",
    method: "POST",
    params: vitalsReportParams,
    data: nothing,
    summary: "A page view's Web Vitals (LCP and INP in ms, CLS unitless) for its route.",
  }),
  "console/vitals!summary": spec({
    app: "console",
    method: "POST",
    params: z.object({}),
    data: vitalsSummary,
    permission: "audit",
    summary: "The 75th percentile of LCP, CLS and INP per route over the last 7 days.",
  }),
} satisfies Record<string, ActionSpec>;
