import { defineConfig } from "vitest/config";

// End-to-end tests: a real server on a temporary PGlite and Debian's Chromium via playwright-core.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
