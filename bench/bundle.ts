/**
 * Measures the JavaScript a first visit to /index downloads (gzip), by loading the page in Chromium and
 * summing every script response, so code-splitting mistakes show up as a number.
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
    const bodies: Promise<Buffer>[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") bodies.push(r.body());
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const all = await Promise.all(bodies);
    const raw = all.reduce((n, b) => n + b.length, 0);
    const gz = all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    return { files: all.length, rawKb: raw / 1024, gzipKb: gz / 1024 };
  } finally {
    await browser.close();
  }
}
