/**
 * Measures the JavaScript a first visit to /index downloads (gzip), by loading the page in Chromium and
 * summing every script response requested before the page starts its deferred work (the `mall:deferred`
 * mark, when the cart loads 1.5 s after the page), so code-splitting mistakes show up as a number. Without the
 * cut-off the figure depended on the machine's speed: a slow load let the cart's chunks in.
 */
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium.ts";

export async function initialJs(url: string): Promise<{ files: number; rawKb: number; gzipKb: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const bodies: Promise<[string, Buffer]>[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") bodies.push(r.body().then((b) => [r.url(), b]));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const started = await page.evaluate(() => ({
      cutoff: performance.getEntriesByName("mall:deferred")[0]?.startTime ?? Number.POSITIVE_INFINITY,
      at: Object.fromEntries(performance.getEntriesByType("resource").map((e) => [e.name, e.startTime])),
    }));
    const all = (await Promise.all(bodies)).filter(([u]) => (started.at[u] ?? 0) < started.cutoff).map(([, b]) => b);
    const raw = all.reduce((n, b) => n + b.length, 0);
    const gz = all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    return { files: all.length, rawKb: raw / 1024, gzipKb: gz / 1024 };
  } finally {
    await browser.close();
  }
}
