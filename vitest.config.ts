import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

const CLIENT_TESTS = "tests/client";
/**
 * The component test files that replace a module with vi.mock: a module graph shared with other files
 * may already hold the real one, so these run isolated (found by reading the files, so a new one
 * needs no list).
 */
const mockingComponentTests = readdirSync(CLIENT_TESTS, {
  recursive: true,
  encoding: "utf8",
})
  .filter((file) => file.endsWith(".test.tsx"))
  .map((file) => path.posix.join(CLIENT_TESTS, file.split(path.sep).join("/")))
  .filter((file) => readFileSync(file, "utf8").includes("vi.mock("));

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest defaults to one worker fewer than the CPUs: a single worker on the 2-core CI machine. Two
    // keep both cores busy (the client project ran about a third faster); both projects must agree.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts", "tests/domain/**/*.test.ts"],
          // CI runs the hostile-input sweeps (fuzz-*.test.ts: every route with every malformed body)
          // once, on PostgreSQL (its postgres-api stage), not on PGlite as well: they test what the
          // HTTP layer answers, and PGlite is PostgreSQL compiled to WebAssembly, raising the same
          // errors. `npm test` and a plain `npm run test:unit` still run them on PGlite.
          exclude: process.env.SWEEPS_ON_POSTGRES_ONLY
            ? [...configDefaults.exclude, "tests/server/fuzz-*.test.ts"]
            : configDefaults.exclude,
          // Migrates one database per run; every test file's app starts from a copy of it.
          globalSetup: ["tests/server/support/globalSetup.ts"],
          // One process per worker instead of one per file: importing the server and starting PGlite
          // once saves about two thirds of this project's time. Safe because each file builds its own
          // app and database and no server test mocks modules; a test that needs vi.mock must go to
          // an isolated project.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The client's pure tests (models, providers, i18n, formatting): `*.test.ts` under
          // tests/client render nothing, so they need neither jsdom nor a fresh module graph per file
          // (about 47 s to 5 s for twenty files). A file that renders is a `.test.tsx`; one that needs
          // vi.mock belongs in the isolated client project, as a `.test.tsx` too.
          name: "client-pure",
          environment: "node",
          include: ["tests/client/**/*.test.ts"],
          setupFiles: ["tests/support/setupPure.ts"],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Rendered components in jsdom, one environment and module graph per worker rather than per
          // file: importing react-admin and MUI again for every file was more than half of this
          // project's time. Each file renders its own admin with a memory store, and the set-up
          // clears the DOM and the session after every test.
          name: "client",
          environment: "jsdom",
          include: [`${CLIENT_TESTS}/**/*.test.tsx`],
          exclude: [...configDefaults.exclude, ...mockingComponentTests],
          setupFiles: ["tests/support/setupClient.ts"],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "client-mocked",
          environment: "jsdom",
          include: mockingComponentTests,
          setupFiles: ["tests/support/setupClient.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
