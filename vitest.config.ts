import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"] } },
      { test: { name: "client", include: ["packages/client/**/*.test.ts"] } },
      { extends: "./apps/web/vite.config.ts", test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}"] } },
      { test: { name: "courier", include: ["apps/courier/src/**/*.test.{ts,tsx}"] } },
      {
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts"],
          // One database server per run and a migrated template each test file copies.
          globalSetup: ["apps/api/src/test/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
    ],
  },
});
