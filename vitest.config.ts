import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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
          name: "client",
          environment: "jsdom",
          include: ["tests/client/**/*.test.tsx"],
          setupFiles: ["tests/support/setupClient.ts"],
          // Isolated (unlike the server project): several files vi.mock the auth API modules.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
