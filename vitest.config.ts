import { defineConfig } from "vitest/config";

const shared = {
  // Each API test file boots its own database: separate processes, two at a time on this 2-core machine.
  pool: "forks" as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/**
 * Every test runs on the embedded database (PGlite). When TEST_DATABASE_URL is set (CI), the server's
 * database tests run a second time, on that PostgreSQL server.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: "pglite",
          include: ["apps/**/*.test.ts", "packages/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/dist/**"],
          env: { TEST_DB_BACKEND: "pglite" },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: "postgres",
                include: ["apps/server/**/*.test.ts"],
                exclude: ["**/node_modules/**", "**/dist/**"],
                env: { TEST_DB_BACKEND: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
