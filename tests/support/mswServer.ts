import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { FakeApi } from "./fakeApi";
import { createFakeApi } from "./fakeApi";
import { createHandlers } from "./mswHandlers";

/**
 * One msw server per test file over a fresh FakeApi per test: call at the top of a file, read
 * `fake.api` inside tests. Unhandled requests fail loudly, so a test can't pass by accident.
 */
export function setupFakeServer() {
  const fake: { api: FakeApi } = { api: createFakeApi() };
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    fake.api = createFakeApi();
  });
  afterAll(() => server.close());
  /** Installs the contract handlers over the current FakeApi (call once the test seeded it). */
  const start = () => server.use(...createHandlers(fake.api));
  return { fake, server, start };
}

/** The former name, kept for callers that import it (it is not a React hook). */
export const useFakeServer = setupFakeServer;
