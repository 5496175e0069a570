import type { TestSpecification } from "vitest/node";
import { BaseSequencer } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The load test last: the global setup seeds its templates in the background, so the other files
 * (kill -9, scale-out) run meanwhile instead of the load test waiting for the seed first.
 */
class LoadLast extends BaseSequencer {
  override async sort(
    files: TestSpecification[],
  ): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLoad = (f: TestSpecification) =>
      f.moduleId.endsWith("load.test.ts");
    return [...sorted.filter((f) => !isLoad(f)), ...sorted.filter(isLoad)];
  }
}

// Resilience tests (issue 11): the real server process killed with SIGKILL and put under load, on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL; and scale-out (issue 13): two real server
// processes on one PostgreSQL (skipped without TEST_DATABASE_URL; TEST_REDIS_URL adds Redis). Every
// server is the production bundle; the global setup builds it and seeds the load test's templates in
// the background. The short form runs here, the long one in `npm run bench` (support/mode.ts). One
// file at a time: each loads both CPU cores.
export default defineConfig({
  test: {
    include: ["tests/resilience/**/*.test.ts", "tests/scaleout/**/*.test.ts"],
    globalSetup: ["tests/resilience/support/globalSetup.ts"],
    sequence: { sequencer: LoadLast },
    environment: "node",
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
