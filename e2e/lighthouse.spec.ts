import { expect, test } from "@playwright/test";
import { ENFORCED, missesOf, pagesOf, pickIds, runLighthouse, writeReport } from "../bench/lighthouse.ts";

/**
 * Issue 14 §3: Lighthouse on the built apps, one run per page (`npm run bench` takes the median of three). The
 * /wap pages with the mobile settings, the desktop pages with the desktop preset, in English and Arabic. Every
 * run's figures, with every budget each page misses, go to test-results/lighthouse.json and .md; every budget
 * (ENFORCED in bench/lighthouse.ts) fails the test when missed. A page that misses one in its single
 * run is measured three times more and judged by the median, as `npm run bench` judges every page: one slow
 * run on a shared machine is not a slow page.
 */
test("the storefront's pages meet their Lighthouse budgets", async ({ baseURL }) => {
  test.setTimeout(15 * 60_000);
  const base = baseURL ?? "";
  const results = await runLighthouse(base, pagesOf(await pickIds(base)), {
    log: (line) => process.stdout.write(`  ${line}\n`),
  });
  const missed = results.filter((r) => missesOf(r.form, r.median, ENFORCED[r.form]).length > 0);
  const again = missed.length
    ? await runLighthouse(base, missed, { runs: 3, log: (line) => process.stdout.write(`  again: ${line}\n`) })
    : [];
  const judged = results.map(
    (r) => again.find((a) => a.url === r.url && a.form === r.form && a.locale === r.locale) ?? r,
  );
  const { md } = writeReport(judged, again.length ? 3 : 1);
  process.stdout.write(`  figures: ${md}\n`);
  for (const r of judged) {
    expect.soft(missesOf(r.form, r.median, ENFORCED[r.form]), `${r.name} (${r.locale}, ${r.form})`).toEqual([]);
  }
});
