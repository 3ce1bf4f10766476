import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 8181);
// A fresh embedded database per run, seeded small so the run stays quick.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "mall-e2e-"));

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: "node --import tsx apps/server/src/main.ts",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_GOODS: "3000",
      LOG_LEVEL: "warn",
      // Every spec registers and logs in from 127.0.0.1 against one server; the budgets themselves are tested in
      // apps/server/src/http/rate-limit.test.ts.
      RATE_LIMIT_SCALE: "100",
    },
  },
});
