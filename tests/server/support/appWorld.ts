/**
 * One app per test file plus what the file's tests share (signed-in callers, built rows), for the
 * files split by topic from one set-up: the hooks are registered here, and the returned object's
 * fields are set once beforeAll has run.
 */
import { afterAll, beforeAll } from "vitest";
import { seed } from "../../../server/db/seed";
import type { TestApp, TestAppOptions } from "./testApp";
import { buildTestApp } from "./testApp";

export function appWorld<W extends object>(
  setUp: (t: TestApp) => Promise<W>,
  overrides: Record<string, string> = {},
  options: TestAppOptions & { hookTimeoutMs?: number } = {},
): { t: TestApp } & W {
  const world = {} as { t: TestApp } & W;
  const { hookTimeoutMs, ...appOptions } = options;
  beforeAll(async () => {
    world.t = await buildTestApp(overrides, appOptions);
    Object.assign(world, await setUp(world.t));
  }, hookTimeoutMs);
  afterAll(() => world.t?.close());
  return world;
}

/** An app with the demo data set: over 5,000 trips, some seconds on PGlite, a minute on a busy machine. */
export function demoWorld<W extends object>(
  setUp: (t: TestApp) => Promise<W>,
  overrides: Record<string, string> = {},
): { t: TestApp } & W {
  return appWorld(
    async (t) => {
      await seed(t.db);
      return setUp(t);
    },
    overrides,
    { hookTimeoutMs: 120_000 },
  );
}
