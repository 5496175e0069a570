import { defineConfig } from "vitest/config";

// End-to-end tests: the production bundle on a copy of a template seeded once per run (the global
// setup), and Debian's Chromium via playwright-core.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/globalSetup.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
});
