import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server's import directions (docs/ARCHITECTURE.md). A feature folder may import its own files, the
 * shared layers below and packages; another feature only through that feature's public `index.ts`. The
 * shared layers never reach up into a feature except through its index. The wiring (app.ts, main.ts,
 * routes.ts, seed/, jobs/) puts everything together and may import anything; tests may too.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const SHARED = new Set(["db", "http", "config", "auth", "ledger"]);
const WIRING = new Set(["app.ts", "main.ts", "routes.ts", "seed", "jobs"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"|import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;

/** The top folder of a path under src ("orders"), or the file name for files at the top ("app.ts"). */
const topOf = (path: string) => relative(SRC, path).split("/")[0] ?? "";

/** The imports of one file that break the rule, as "from → to". */
function violationsIn(file: string, text: string): string[] {
  const from = topOf(file);
  if (WIRING.has(from)) return [];
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), m[1] ?? m[2] ?? "");
    const to = topOf(target);
    // Its own folder, or the shared layers (which any file may use).
    if (to === from || SHARED.has(to)) continue;
    if (!WIRING.has(to) && relative(join(SRC, to), target) === "index.ts") continue;
    out.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
  }
  return out;
}

describe("server import directions", () => {
  it("features reach each other, and the shared layers reach features, only through a public index.ts", () => {
    const found = sourceFiles(SRC).flatMap((f) => violationsIn(f, readFileSync(f, "utf8")));
    expect(found).toEqual([]);
  });

  it("refuses a sibling's internals and the wiring, and allows an index, the shared layers and packages", () => {
    const file = join(SRC, "orders", "example.ts");
    const text = [
      'import { keptPage } from "../favourites/keep-goods.ts";',
      'import { allActions } from "../routes.ts";',
      'import { isKept } from "../favourites/index.ts";',
      'import { pageWindow } from "../db/sql.ts";',
      'import { postEntry } from "../ledger/post.ts";',
      'import { placeOrder } from "./place-order.ts";',
      'import { z } from "zod";',
    ].join("\n");
    expect(violationsIn(file, text)).toEqual([
      "orders/example.ts → favourites/keep-goods.ts",
      "orders/example.ts → routes.ts",
    ]);
  });
});
