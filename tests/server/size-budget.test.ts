/** The bundle-size budget's arithmetic (scripts/bundleSize.ts, scripts/sizeBudgetCheck.ts). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gzipBytes,
  measureBundle,
  staticClosure,
} from "../../scripts/bundleSize";
import type { Manifest } from "../../scripts/bundleSize";
import type { SizeBudget } from "../../scripts/sizeBudgetCheck";
import { budgetFailures } from "../../scripts/sizeBudgetCheck";

// An entry importing a shared chunk, a lazy route importing the same shared chunk and its own, and
// a lazy chunk nothing on the route loads.
const MANIFEST: Manifest = {
  "index.html": {
    file: "assets/index-1.js",
    isEntry: true,
    imports: ["_shared-1.js"],
    dynamicImports: ["resources/trips/index.tsx", "resources/users/index.tsx"],
  },
  "_shared-1.js": { file: "assets/shared-1.js" },
  "resources/trips/index.tsx": {
    file: "assets/trips-1.js",
    imports: ["_shared-1.js", "_list-1.js"],
  },
  "_list-1.js": { file: "assets/list-1.js" },
  "resources/users/index.tsx": { file: "assets/users-1.js" },
};

/** Incompressible (random) content, so gzipped sizes are predictable. */
const random = (bytes: number) =>
  Buffer.from(
    Array.from({ length: bytes }, () => Math.floor(Math.random() * 256)),
  );

describe("the bundle-size budget", () => {
  let dist: string;
  const gz: Record<string, number> = {};
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-budget-"));
    fs.mkdirSync(path.join(dist, ".vite"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(
      path.join(dist, ".vite", "manifest.json"),
      JSON.stringify(MANIFEST),
    );
    const sizes = { index: 40, shared: 20, trips: 10, list: 5, users: 30 };
    for (const [name, kb] of Object.entries(sizes)) {
      const content = random(kb * 1024);
      fs.writeFileSync(path.join(dist, "assets", `${name}-1.js`), content);
      gz[name] = gzipBytes(content) / 1024;
    }
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("follows static imports, not dynamic ones, and counts a shared chunk once", () => {
    expect(staticClosure(MANIFEST, ["index.html"]).sort()).toEqual([
      "_shared-1.js",
      "index.html",
    ]);
    expect(
      staticClosure(MANIFEST, ["index.html", "resources/trips/index.tsx"]),
    ).toHaveLength(4);
    expect(() => staticClosure(MANIFEST, ["resources/nope.tsx"])).toThrow(
      /not a chunk/,
    );
  });

  it("measures the entry, the route with its lazy chunks, and all JS", () => {
    const sizes = measureBundle(dist, ["resources/trips/index.tsx"]);
    expect(sizes.initialKb).toBeCloseTo(gz.index + gz.shared, 0);
    expect(sizes.routeKb).toBeCloseTo(
      gz.index + gz.shared + gz.trips + gz.list,
      0,
    );
    expect(sizes.totalKb).toBeCloseTo(
      Object.values(gz).reduce((a, b) => a + b),
      0,
    );
    expect(sizes.routeFiles).not.toContain("assets/users-1.js");
  });

  it("passes a build within the budget and names each figure over it", () => {
    const sizes = measureBundle(dist, ["resources/trips/index.tsx"]);
    const budget = (initial: number, route: number, total: number) =>
      ({
        route: "/trips/all",
        routeModules: ["resources/trips/index.tsx"],
        maxKb: { initial, route, total },
      }) satisfies SizeBudget;
    expect(budgetFailures(sizes, budget(100, 100, 200))).toEqual([]);
    const failures = budgetFailures(sizes, budget(10, 100, 50));
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(
      /^JS every page loads before it renders .*: \d+\.\d kB gzipped, over the budget of 10 kB by \d+\.\d kB$/,
    );
    expect(failures[1]).toMatch(/^all JS of the build: .* budget of 50 kB/);
  });
});
