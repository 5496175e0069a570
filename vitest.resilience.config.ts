import { defineConfig } from "vitest/config";

// Resilience tests (issue 11): the real server process killed with SIGKILL and put under load, on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL; and scale-out (issue 13): two real server
// processes on one PostgreSQL (skipped without TEST_DATABASE_URL; TEST_REDIS_URL adds Redis). One file
// at a time: each loads both CPU cores.
export default defineConfig({
  test: {
    include: ["tests/resilience/**/*.test.ts", "tests/scaleout/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
