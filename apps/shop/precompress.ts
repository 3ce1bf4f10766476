import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import type { Plugin } from "vite";

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text the browser downloads; under 1 KB a compressed copy saves nothing. */
const TEXT = /\.(js|css|html|json|svg|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every built text file, once at build time, for the
 * server's static files (`preCompressed`, apps/server/src/app.ts): the browser gets the smallest it accepts
 * and the server spends no CPU compressing per request (issue 14 §3: the budgets are in compressed bytes).
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "mall:precompress",
    apply: "build",
    configResolved(c) {
      outDir = c.build.outDir;
    },
    async writeBundle(_opts, bundle) {
      const files = Object.keys(bundle).filter((f) => TEXT.test(f));
      files.push("index.html");
      await Promise.all(
        [...new Set(files)].map(async (f) => {
          const path = join(outDir, f);
          const body = await readFile(path).catch(() => undefined);
          if (!body || body.length < MIN_BYTES) return;
          const [b, g] = await Promise.all([
            br(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, b), writeFile(`${path}.gz`, g)]);
        }),
      );
    },
  };
}
